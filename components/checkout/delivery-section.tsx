import { DeliverySelector } from '@/components/delivery/delivery-selector';
import type { CheckoutData } from '@/lib/checkout/server';
import { DELIVERY_METHOD_MESSAGES, type DeliveryMethod } from '@/lib/contract/delivery-methods';

import { FieldError } from './checkout-form';
import { errorId, FIELD, slotField } from './field-names';
import { freeFreightNote, freightLabel } from './freight-label';

type Props = Pick<CheckoutData, 'base' | 'place' | 'entrega' | 'formaPagamentoInicial'> & {
  /** Type of the payment method checked (the slots depend on it: decision 0031). */
  tipoPagamento: string | null;
};

/**
 * Entrega (or Retirada): where the order goes, with the header's delivery chooser to change it,
 * and the delivery methods as a radio group (freight, 'Grátis', the free-freight nudge), each with
 * its slots; only the checked method's slots show (CSS, no script) and are sent. Nothing found:
 * the API's message in place and the chooser (the spec's modal).
 */
export function DeliverySection({ base, place, entrega, formaPagamentoInicial, tipoPagamento }: Props) {
  const retirada = place.tipoEntrega === 'RETIRADA';
  const chooser = (
    <DeliverySelector
      base={base}
      tipos={place.seletor.tipos}
      tipo={place.tipoEntrega}
      cep={place.seletor.cep}
      rotulo={place.rotulo}
      detalhe={place.detalhe}
      logado
      trigger={retirada ? 'Alterar loja' : 'Alterar endereço'}
    />
  );
  const methods = entrega?.formasEntrega ?? [];
  const checked = methods.find((m) => m.ativo)?.idformaentrega ?? methods[0]?.idformaentrega;
  return (
    <section aria-labelledby="checkout-entrega" className="flex flex-col gap-3 rounded border border-gray-300 p-4">
      <h2 id="checkout-entrega" className="text-xl font-bold">
        {retirada ? 'Retirada' : 'Entrega'}
      </h2>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p>
          <span className="block font-semibold">{place.rotulo}</span>
          {place.detalhe && <span className="block text-gray-700">{place.detalhe}</span>}
        </p>
        {chooser}
      </div>
      {!place.completo && (
        // Said before the submit, not only as its refusal: a CEP alone has no number to deliver to.
        <p role="status" className="rounded bg-amber-50 p-3 font-semibold text-amber-950">
          Escolha um dos seus endereços ou cadastre o endereço completo em “Alterar endereço”.
        </p>
      )}
      {entrega === null ? (
        <p role="alert" className="font-semibold text-red-700">
          {DELIVERY_METHOD_MESSAGES.falhaAgendamentos}
        </p>
      ) : methods.length === 0 ? (
        <div role="alert" className="rounded bg-amber-50 p-3 font-semibold text-amber-950">
          <p>{entrega.Mensagem ?? DELIVERY_METHOD_MESSAGES.nenhumaForma}</p>
          <p className="mt-1 text-sm font-normal">
            Escolha outro {retirada ? 'local de retirada' : 'endereço'} com o botão acima.
          </p>
        </div>
      ) : (
        <fieldset className="flex flex-col gap-2" aria-describedby={errorId(FIELD.formaEntrega)}>
          <legend className="mb-1 font-semibold">{retirada ? 'Forma de retirada' : 'Forma de entrega'}</legend>
          <ul className="flex flex-col gap-2">
            {methods.map((m) => (
              <MethodOption
                key={m.idformaentrega}
                method={m}
                checked={m.idformaentrega === checked}
                pagamento={formaPagamentoInicial}
                tipoPagamento={tipoPagamento}
              />
            ))}
          </ul>
          <FieldError name={FIELD.formaEntrega} id={errorId(FIELD.formaEntrega)} />
        </fieldset>
      )}
    </section>
  );
}

function MethodOption({
  method: m,
  checked,
  pagamento,
  tipoPagamento,
}: {
  method: DeliveryMethod;
  checked: boolean;
  pagamento: string | null;
  tipoPagamento: string | null;
}) {
  const id = `forma-entrega-${m.idformaentrega}`;
  const byPayment = tipoPagamento === 'PIX' || tipoPagamento === 'BOLETO' ? tipoPagamento : null;
  const note = freeFreightNote(m);
  const slot = slotField(m.idformaentrega);
  return (
    <li className="group flex flex-col gap-2 rounded border border-gray-300 p-3 has-[input[type=radio]:checked]:border-2 has-[input[type=radio]:checked]:border-primary">
      <div className="flex items-start gap-2">
        <input
          type="radio"
          id={id}
          name={FIELD.formaEntrega}
          value={m.idformaentrega}
          defaultChecked={checked}
          required
          aria-describedby={`${id}-detalhe`}
          className="mt-1 h-4 w-4 accent-[var(--color-primary)]"
        />
        <label htmlFor={id} className="flex flex-1 flex-wrap justify-between gap-x-3 font-semibold">
          <span>{m.descricao}</span>
          <span>{freightLabel(m.valor)}</span>
        </label>
      </div>
      <p id={`${id}-detalhe`} className="pl-6 text-sm text-gray-700">
        {scheduleNote(m)}
        {m.distanciaKm !== null && ` · ${m.distanciaKm.toLocaleString('pt-BR')} km`}
        {note && <span className="block font-semibold text-green-800">{note}</span>}
      </p>
      {m.agendamento.length > 0 && (
        <div className="hidden flex-col gap-1 pl-6 group-has-[input[type=radio]:checked]:flex">
          <label htmlFor={slot} className="text-sm font-semibold">
            {m.tipoEntrega === 'RETIRADA' ? 'Data e horário de retirada' : 'Data e horário de entrega'}
          </label>
          {/* Keyed by the payment method: its slots replace the list, from the first allowed (said below). */}
          <select
            key={pagamento ?? ''}
            id={slot}
            name={slot}
            defaultValue={m.data_de_entrega ?? undefined}
            aria-describedby={byPayment ? `${slot}-pagamento` : undefined}
            className="w-fit max-w-full rounded border border-gray-500 bg-white p-2"
          >
            {m.agendamento.map((d) => (
              <optgroup key={d.data} label={dayLabel(d.data)}>
                {d.janelas.map((j) => (
                  <option key={j.data_de_entrega} value={j.data_de_entrega}>
                    {j.rotulo}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {byPayment && (
            <p id={`${slot}-pagamento`} className="text-sm text-gray-700">
              {DELIVERY_METHOD_MESSAGES.horariosPeloPagamento(byPayment)}
            </p>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * How the method is scheduled: within days without slots; an express method by its first slot
 * (it is not 'Com agendamento', which would contradict 'até 2 horas'); the rest with scheduling.
 */
function scheduleNote(m: DeliveryMethod): string {
  if (m.agendamento.length === 0) return `Em até ${m.prazoDias} ${m.prazoDias === 1 ? 'dia' : 'dias'}`;
  const first = m.agendamento[0]?.janelas[0];
  if (m.expressa && first) return `Primeiro horário: ${first.rotulo}`;
  return m.tipoEntrega === 'RETIRADA' ? 'Retirada com horário marcado' : 'Com agendamento';
}

/** 'YYYY-MM-DD' → 'terça-feira, 24/11' (the day of the supplier's calendar, no time zone shift). */
function dayLabel(iso: string): string {
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, 12));
  return new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}
