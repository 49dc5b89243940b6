import { estimateFreightByCep } from '@/lib/commerce/delivery-methods';
import { cepParam, DELIVERY_METHOD_MESSAGES, type DeliveryMethod } from '@/lib/contract/delivery-methods';
import { CORREIOS_CEP_SEARCH } from '@/lib/delivery/freight-estimate';
import { formatCep } from '@/lib/rules/cep';
import { formatBRL } from '@/lib/rules/money';

type Estimate = { ok: true; formas: DeliveryMethod[]; mensagem: string | null } | { ok: false; mensagem: string };

async function estimate(idfornecedor: string, idproduto: string, cep: string, quantidade: number): Promise<Estimate> {
  const parsed = cepParam.safeParse(cep.trim());
  if (!parsed.success) return { ok: false, mensagem: parsed.error.issues[0]?.message ?? 'CEP inválido' };
  // The cart's own call: freight by CEP for a list of products, here this one (decision 0048).
  const r = await estimateFreightByCep(idfornecedor, parsed.data, [{ idproduto, quantidade }], {
    tipoEntrega: 'DELIVERY',
  }).catch(() => null);
  if (!r) return { ok: false, mensagem: DELIVERY_METHOD_MESSAGES.falhaAgendamentos };
  if (!r.ok)
    return {
      ok: false,
      mensagem: r.status >= 400 && r.status < 500 ? r.mensagem : DELIVERY_METHOD_MESSAGES.falhaAgendamentos,
    };
  return {
    ok: true,
    formas: r.data.formasEntrega,
    mensagem: r.data.formasEntrega.length === 0 ? (r.data.Mensagem ?? DELIVERY_METHOD_MESSAGES.nenhumaForma) : null,
  };
}

function prazo(m: DeliveryMethod): string {
  const first = m.agendamento[0]?.janelas[0]?.rotulo;
  if (first) return `Primeiro horário: ${first}`;
  return m.prazoDias === 0 ? 'No mesmo dia' : `Em até ${m.prazoDias} ${m.prazoDias === 1 ? 'dia' : 'dias'}`;
}

/**
 * 'Calcular frete e prazo' on the product page (decision 0048): a plain GET form (?cep= in the
 * URL, shareable, no JavaScript), answered on the server with the cart's freight-by-CEP call for
 * this product at `quantidade`. Freight is not a product price: shown where prices are hidden.
 */
export async function ProductFreight({
  action,
  idfornecedor,
  idproduto,
  cep,
  cepLembrado,
  quantidade,
}: {
  /** The product page's own path (the form submits to it). */
  action: string;
  idfornecedor: string;
  idproduto: string;
  /** `?cep=` as typed (null: not asked yet). */
  cep: string | null;
  /** The shopper's remembered CEP (delivery context), to fill the field. */
  cepLembrado: string | null;
  quantidade: number;
}) {
  const asked = cep !== null && cep.trim() !== '';
  const result = asked ? await estimate(idfornecedor, idproduto, cep, quantidade) : null;
  const value = asked ? formatCep(cep) : formatCep(cepLembrado);
  return (
    <section aria-labelledby="frete-produto-titulo" className="flex flex-col gap-2 rounded border border-gray-300 p-3">
      <h2 id="frete-produto-titulo" className="text-lg font-bold">
        Calcular frete e prazo
      </h2>
      <form method="get" action={action} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          CEP de entrega
          <input
            name="cep"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={9}
            placeholder="00000-000"
            defaultValue={value}
            aria-invalid={result !== null && !result.ok ? true : undefined}
            aria-describedby={result !== null && !result.ok ? 'frete-produto-erro' : undefined}
            className="w-40 rounded border border-gray-500 p-2 font-normal"
          />
        </label>
        {quantidade !== 1 && <input type="hidden" name="quantidade" value={String(quantidade)} />}
        <button type="submit" className="rounded bg-secondary px-4 py-2 font-semibold text-[var(--color-on-secondary)]">
          Calcular
        </button>
        <a href={CORREIOS_CEP_SEARCH} target="_blank" rel="noopener" className="pb-2 text-sm underline">
          Não sei meu CEP<span className="sr-only"> (abre em nova aba)</span>
        </a>
      </form>
      {result && (
        <div className="flex flex-col gap-1 text-sm">
          <h3
            id="frete-produto-resultado"
            tabIndex={-1}
            // The answer of a submitted form: focus lands on it after the page reloads.
            autoFocus
            className="font-semibold"
          >
            {result.ok
              ? `Frete para ${formatCep(cep)}${quantidade !== 1 ? ` (${quantidade.toLocaleString('pt-BR')} unidades)` : ''}`
              : 'Não foi possível calcular o frete'}
          </h3>
          {!result.ok ? (
            <p id="frete-produto-erro" role="alert" className="font-semibold text-red-700">
              {result.mensagem}
            </p>
          ) : result.formas.length === 0 ? (
            <p className="font-semibold text-amber-900">{result.mensagem}</p>
          ) : (
            <ul aria-label="Formas de entrega" className="flex flex-col gap-1">
              {result.formas.map((m) => (
                <li key={m.idformaentrega} className="flex justify-between gap-2">
                  <span>
                    {m.descricao}
                    <span className="block text-xs text-gray-700">{prazo(m)}</span>
                  </span>
                  <span className="font-semibold">{m.valor === 0 ? 'Grátis' : formatBRL(m.valor)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
