import { SmartLink } from '@/components/smart-link';
import type { OrderList as OrderListData } from '@/lib/contract/order-life';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@/lib/contract/order-status';
import { formatBRL } from '@/lib/rules/money';
import { supplierHref } from '@/lib/supplier-href';

import { formatDateTime } from './format';

export type OrderFilters = { status?: OrderStatus; de?: string; ate?: string; page: number };

const PAYMENT_LABELS: Record<string, string> = {
  PIX: 'PIX',
  CARTAO_CREDITO: 'Cartão de crédito',
  CARTAO_DEBITO: 'Cartão de débito',
  BOLETO: 'Boleto bancário',
  DINHEIRO: 'Dinheiro',
  FATURADO: 'Faturado (a prazo)',
};

/** The list's query string for `filters` (only what is set; page 1 left out). */
export function ordersQuery(filters: OrderFilters, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  if (filters.status) q.set('status', filters.status);
  if (filters.de) q.set('de', filters.de);
  if (filters.ate) q.set('ate', filters.ate);
  if (filters.page > 1) q.set('page', String(filters.page));
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The Pedidos tab of /conta/pedidos: a GET form of filters (status, period), the table of orders
 * and the paging links — every state in the URL.
 */
export function OrderList({
  base,
  data,
  filters,
  erro,
}: {
  base: string;
  data: OrderListData | null;
  filters: OrderFilters;
  erro: string | null;
}) {
  const path = supplierHref(base, '/conta/pedidos');
  return (
    <div className="flex flex-col gap-4">
      <form method="get" action={path} className="flex flex-wrap items-end gap-3" aria-label="Filtrar pedidos">
        <label className="flex flex-col gap-1">
          <span>Situação</span>
          <select
            name="status"
            defaultValue={filters.status ?? ''}
            className="rounded border border-gray-500 px-2 py-1.5"
          >
            <option value="">Todas</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span>De</span>
          <input
            type="date"
            name="de"
            defaultValue={filters.de ?? ''}
            className="rounded border border-gray-500 px-2 py-1"
          />
        </label>
        <label className="flex flex-col gap-1">
          <span>Até</span>
          <input
            type="date"
            name="ate"
            defaultValue={filters.ate ?? ''}
            className="rounded border border-gray-500 px-2 py-1"
          />
        </label>
        <button type="submit" className="rounded bg-secondary px-4 py-2 font-semibold text-[var(--color-on-secondary)]">
          Filtrar
        </button>
        {(filters.status || filters.de || filters.ate) && (
          <SmartLink href={path} className="py-2 underline">
            Limpar filtros
          </SmartLink>
        )}
      </form>
      <p className="flex flex-wrap gap-4 text-sm">
        <a
          href={`${supplierHref(base, '/api/pedidos/exportar')}${ordersQuery({ ...filters, page: 1 }, { formato: 'xlsx' })}`}
          className="font-semibold underline"
        >
          Exportar pedidos (XLSX)
        </a>
        <a
          href={`${supplierHref(base, '/api/pedidos/exportar')}${ordersQuery({ ...filters, page: 1 }, { formato: 'csv' })}`}
          className="font-semibold underline"
        >
          Exportar pedidos (CSV)
        </a>
        <span className="text-gray-700">O XLSX abre em planilhas; o CSV é para importar no ERP.</span>
      </p>
      {erro && (
        <p role="alert" className="text-red-700">
          {erro}
        </p>
      )}
      {data && data.pedidos.length === 0 && <p>Nenhum pedido encontrado.</p>}
      {data && data.pedidos.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left text-gray-700">
              {data.total} {data.total === 1 ? 'pedido' : 'pedidos'}
              {data.paginas > 1 && ` · página ${data.page} de ${data.paginas}`}
            </caption>
            <thead>
              <tr className="border-b border-gray-400">
                <th scope="col" className="p-2">
                  Pedido
                </th>
                <th scope="col" className="p-2">
                  Data
                </th>
                <th scope="col" className="p-2">
                  Situação
                </th>
                <th scope="col" className="p-2 text-right">
                  Total
                </th>
                <th scope="col" className="p-2">
                  Entrega
                </th>
                <th scope="col" className="p-2">
                  Pagamento
                </th>
              </tr>
            </thead>
            <tbody>
              {data.pedidos.map((p) => (
                <tr key={p.numpedido} className="border-b border-gray-200" data-pedido={p.numpedido}>
                  <th scope="row" className="p-2">
                    <SmartLink
                      href={supplierHref(base, `/conta/pedidos/${p.numpedido}`)}
                      className="font-semibold underline"
                    >
                      {p.orcamento ? 'Orçamento' : 'Pedido'} nº {p.numpedido}
                    </SmartLink>
                    {p.emitidoPor && (
                      <span className="block text-xs font-normal text-gray-700">Pedido emitido por {p.emitidoPor}</span>
                    )}
                  </th>
                  <td className="p-2">{formatDateTime(p.criadoEm)}</td>
                  <td className="p-2" data-order-status={p.status}>
                    {ORDER_STATUS_LABELS[p.status]}
                  </td>
                  <td className="p-2 text-right whitespace-nowrap">
                    {p.totalPedido === null ? 'A definir' : formatBRL(p.totalPedido)}
                  </td>
                  <td className="p-2">{p.tipoEntrega === 'RETIRADA' ? 'Retirada' : 'Entrega'}</td>
                  <td className="p-2">{p.formaPagamento.descricao || PAYMENT_LABELS[p.formaPagamento.tipo]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.paginas > 1 && (
        <nav aria-label="Páginas de pedidos" className="flex items-center gap-4">
          {data.page > 1 ? (
            <SmartLink href={`${path}${ordersQuery({ ...filters, page: data.page - 1 })}`} className="underline">
              Página anterior
            </SmartLink>
          ) : null}
          <span aria-current="page">
            Página {data.page} de {data.paginas}
          </span>
          {data.page < data.paginas ? (
            <SmartLink href={`${path}${ordersQuery({ ...filters, page: data.page + 1 })}`} className="underline">
              Próxima página
            </SmartLink>
          ) : null}
        </nav>
      )}
    </div>
  );
}
