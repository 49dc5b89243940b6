import { CopyCode } from '@/components/order/copy-code';
import { formatDate } from '@/components/order/format';
import type { InvoicesResponse } from '@/lib/contract/invoice';
import { formatBRL } from '@/lib/rules/money';
import { supplierHref } from '@/lib/supplier-href';

const STATUS_STYLE = {
  VENCIDA: 'bg-red-100 text-red-900',
  ABERTA: 'bg-amber-100 text-amber-900',
  PAGA: 'bg-green-100 text-green-900',
} as const;

/** A cell's column name, shown only where the cells stack (phones); the header row names them elsewhere. */
function CellName({ children }: { children: string }) {
  return <span className="mr-1 font-semibold md:hidden">{children}:</span>;
}

/**
 * /conta/faturas: the credit limit (total and available) and the titles of purchases
 * on terms — due date, value, status ('Vencido', 'A vencer', 'Pago'), the linha digitável to copy
 * and the boleto PDF; an overdue one also its "2ª via atualizada" (fine, interest, new due date).
 */
export function InvoiceList({ base, data }: { base: string; data: InvoicesResponse }) {
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="credito-titulo" className="flex flex-col gap-2 rounded border border-gray-300 p-4">
        <h2 id="credito-titulo" className="text-xl font-bold">
          Limite de crédito
        </h2>
        {data.limite_credito_total === null ? (
          <p>Compra a prazo não liberada para o seu cadastro.</p>
        ) : (
          <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>Limite total</dt>
            <dd className="text-right" data-limite-total>
              {formatBRL(data.limite_credito_total)}
            </dd>
            <dt>Limite disponível</dt>
            <dd className="text-right font-semibold" data-limite-disponivel>
              {formatBRL(data.limite_credito_disponivel ?? 0)}
            </dd>
            <dt>Em aberto</dt>
            <dd className="text-right">{formatBRL(data.total_em_aberto)}</dd>
            {data.total_vencido > 0 && (
              <>
                <dt className="text-red-800">Vencido</dt>
                <dd className="text-right font-semibold text-red-800">{formatBRL(data.total_vencido)}</dd>
              </>
            )}
          </dl>
        )}
      </section>

      <section aria-labelledby="titulos-titulo" className="flex flex-col gap-3">
        <h2 id="titulos-titulo" className="text-xl font-bold">
          Títulos
        </h2>
        {data.faturas.length === 0 ? (
          <p>Nenhum título encontrado.</p>
        ) : (
          // Below 48rem each title is a card (the cells stacked, each with its column's name), so the
          // boleto's actions stay on screen instead of past a sideways scroll.
          <div className="md:overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm max-md:block">
              <caption className="mb-2 text-left text-gray-700 max-md:block">Títulos de compras a prazo</caption>
              <thead className="max-md:sr-only">
                <tr className="border-b border-gray-400">
                  <th scope="col" className="p-2">
                    Vencimento
                  </th>
                  <th scope="col" className="p-2">
                    Pedido
                  </th>
                  <th scope="col" className="p-2 text-right">
                    Valor
                  </th>
                  <th scope="col" className="p-2">
                    Situação
                  </th>
                  <th scope="col" className="p-2">
                    Boleto
                  </th>
                </tr>
              </thead>
              <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
                {data.faturas.map((f) => (
                  <tr
                    key={f.idfatura}
                    className="border-b border-gray-200 align-top max-md:block max-md:rounded max-md:border max-md:border-gray-300 max-md:p-2"
                    data-fatura={f.idfatura}
                    data-status={f.status}
                  >
                    <th scope="row" className="p-2 font-normal whitespace-nowrap max-md:block max-md:p-1">
                      <CellName>Vencimento</CellName>
                      {formatDate(f.vencimento)}
                    </th>
                    <td className="p-2 max-md:block max-md:p-1">
                      <CellName>Pedido</CellName>
                      <a href={supplierHref(base, `/conta/pedidos/${f.numpedido}`)} className="underline">
                        nº {f.numpedido}
                      </a>
                    </td>
                    <td className="p-2 text-right whitespace-nowrap max-md:block max-md:p-1 max-md:text-left">
                      <CellName>Valor</CellName>
                      {formatBRL(f.valor)}
                    </td>
                    <td className="p-2 max-md:block max-md:p-1">
                      <CellName>Situação</CellName>
                      <span className={`rounded px-2 py-0.5 font-semibold ${STATUS_STYLE[f.status]}`}>
                        {f.descricao}
                      </span>
                      {f.diasAtraso > 0 && (
                        <span className="block text-xs">
                          {f.diasAtraso === 1 ? '1 dia de atraso' : `${f.diasAtraso} dias de atraso`}
                        </span>
                      )}
                      {f.pagamento && <span className="block text-xs">Pago em {formatDate(f.pagamento)}</span>}
                    </td>
                    <td className="p-2 max-md:block max-md:p-1">
                      {f.status !== 'PAGA' ? (
                        <div className="flex flex-col gap-2">
                          <CopyCode
                            id={`linha-${f.idfatura}`}
                            label={`Linha digitável do título de ${formatDate(f.vencimento)}`}
                            value={f.linhaDigitavelFormatada}
                            button="Copiar linha digitável"
                            copiado="Linha digitável copiada!"
                          />
                          <a href={supplierHref(base, `/api/faturas/${f.idfatura}/boleto`)} className="w-fit underline">
                            Boleto (PDF)
                          </a>
                          {f.status === 'VENCIDA' && (
                            <a
                              href={supplierHref(base, `/api/faturas/${f.idfatura}/segunda-via`)}
                              className="w-fit rounded bg-secondary px-3 py-1.5 font-semibold text-[var(--color-on-secondary)]"
                            >
                              2ª via atualizada (PDF)
                            </a>
                          )}
                        </div>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
