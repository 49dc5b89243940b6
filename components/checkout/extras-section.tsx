import { StaticHtml } from '@/components/content/static-html';
import type { CheckoutData } from '@/lib/checkout/server';
import { supplierHref } from '@/lib/supplier-href';

import { CheckoutCoupon } from './checkout-coupon';
import { FieldError } from './checkout-form';
import { characteristicField, errorId, FIELD, MAX_RECEBEDOR } from './field-names';
import { NotesFields } from './notes-fields';

type Props = Pick<
  CheckoutData,
  'base' | 'caracteristicas' | 'instrucoes' | 'termosPendentes' | 'termosEmNomeDe' | 'cpfNaNota' | 'recebedor'
> & {
  cupom: string | null;
};

/**
 * Coupon, observations and the customer's order number, the supplier's order characteristics
 * (required ones required), its order instructions, and the terms of use when this client has
 * not accepted them on this supplier (a representative accepts on the client's behalf, decision 0036).
 */
export function ExtrasSection({
  base,
  caracteristicas,
  instrucoes,
  termosPendentes,
  termosEmNomeDe,
  cupom,
  cpfNaNota,
  recebedor,
}: Props) {
  return (
    <section aria-labelledby="checkout-detalhes" className="flex flex-col gap-4 rounded border border-gray-300 p-4">
      <h2 id="checkout-detalhes" className="text-xl font-bold">
        Detalhes do pedido
      </h2>
      {cupom && <p className="text-sm">Cupom aplicado: {cupom}</p>}
      <CheckoutCoupon />
      <NotesFields />
      <ReceiverFields cpfNaNota={cpfNaNota} recebedor={recebedor} />
      {caracteristicas.length > 0 && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold">Informações para o fornecedor</legend>
          {caracteristicas.map((c) => {
            const name = characteristicField(c.idcaracteristica);
            const id = `checkout-${name}`;
            const help = c.ajuda ? `${id}-ajuda` : null;
            const describedBy = [help, errorId(name)].filter(Boolean).join(' ');
            const label = `${c.nome}${c.obrigatoria ? ' (obrigatório)' : ''}`;
            return (
              <div key={c.idcaracteristica} className="flex flex-col gap-1">
                {c.tipo === 'SIM_NAO' ? (
                  <fieldset aria-describedby={describedBy}>
                    <legend className="font-semibold">{label}</legend>
                    <div className="flex gap-4">
                      {['Sim', 'Não'].map((v) => (
                        <label key={v} className="flex items-center gap-1">
                          <input type="radio" name={name} value={v} required={c.obrigatoria} /> {v}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ) : (
                  <>
                    <label htmlFor={id} className="font-semibold">
                      {label}
                    </label>
                    {c.tipo === 'OPCOES' ? (
                      <select
                        id={id}
                        name={name}
                        required={c.obrigatoria}
                        defaultValue=""
                        aria-describedby={describedBy}
                        className="w-fit rounded border border-gray-500 bg-white p-2"
                      >
                        <option value="">Escolha…</option>
                        {c.opcoes.map((o) => (
                          <option key={o} value={o}>
                            {o}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input
                        type="text"
                        id={id}
                        name={name}
                        required={c.obrigatoria}
                        maxLength={500}
                        aria-describedby={describedBy}
                        className="rounded border border-gray-500 p-2"
                      />
                    )}
                  </>
                )}
                {help && (
                  <p id={help} className="text-sm text-gray-700">
                    {c.ajuda}
                  </p>
                )}
                <FieldError name={name} id={errorId(name)} />
              </div>
            );
          })}
        </fieldset>
      )}
      {instrucoes && (
        <section aria-labelledby="checkout-instrucoes" className="rounded bg-gray-50 p-3">
          <h3 id="checkout-instrucoes" className="font-semibold">
            {instrucoes.titulo ?? 'Instruções do pedido'}
          </h3>
          <StaticHtml html={instrucoes.conteudo} />
        </section>
      )}
      {termosPendentes && (
        <div className="flex flex-col gap-1">
          <div className="flex items-start gap-2">
            <input
              id="checkout-termos"
              type="checkbox"
              name={FIELD.aceiteTermos}
              required
              aria-describedby={errorId(FIELD.aceiteTermos)}
              className="mt-1 h-4 w-4"
            />
            <label htmlFor="checkout-termos" className="font-semibold">
              {termosEmNomeDe
                ? `Li os termos de uso e os aceito em nome de ${termosEmNomeDe}, que me autorizou`
                : 'Li e aceito os termos de uso'}
            </label>
          </div>
          <a
            href={supplierHref(base, '/termos-de-uso')}
            target="_blank"
            rel="noopener"
            className="pl-6 text-sm underline"
          >
            Ler os termos de uso (abre em nova aba)
          </a>
          <FieldError name={FIELD.aceiteTermos} id={errorId(FIELD.aceiteTermos)} />
        </div>
      )}
    </section>
  );
}

/**
 * "Quem vai receber?" and, for a consumer, "CPF na nota?" (decision 0049). Server-rendered, no
 * script: the CPF field shows while the box is checked (CSS), and only then is it sent.
 */
function ReceiverFields({ cpfNaNota, recebedor }: Pick<CheckoutData, 'cpfNaNota' | 'recebedor'>) {
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor="checkout-recebedor" className="font-semibold">
          Quem vai receber?
        </label>
        <input
          id="checkout-recebedor"
          type="text"
          name={FIELD.recebedor}
          defaultValue={recebedor}
          maxLength={MAX_RECEBEDOR}
          autoComplete="name"
          aria-describedby={errorId(FIELD.recebedor)}
          className="rounded border border-gray-500 p-2"
        />
        <FieldError name={FIELD.recebedor} id={errorId(FIELD.recebedor)} />
      </div>
      {cpfNaNota !== null && (
        <div className="group flex flex-col gap-1">
          <label className="flex items-center gap-2 font-semibold">
            <input type="checkbox" name={FIELD.querCpfNaNota} value="1" />
            CPF na nota?
          </label>
          <div className="hidden flex-col gap-1 pl-6 group-has-[input[type=checkbox]:checked]:flex">
            <label htmlFor="checkout-cpf-na-nota">CPF para a nota</label>
            <input
              id="checkout-cpf-na-nota"
              type="text"
              name={FIELD.cpfNaNota}
              defaultValue={cpfNaNota}
              inputMode="numeric"
              maxLength={14}
              placeholder="000.000.000-00"
              autoComplete="off"
              aria-describedby={errorId(FIELD.cpfNaNota)}
              className="w-fit rounded border border-gray-500 p-2"
            />
            <FieldError name={FIELD.cpfNaNota} id={errorId(FIELD.cpfNaNota)} />
          </div>
        </div>
      )}
    </>
  );
}
