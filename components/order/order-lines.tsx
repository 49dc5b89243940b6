import type { Order } from '@/lib/contract/order-read';
import { formatBRL } from '@/lib/rules/money';
import { formatQuantity } from '@/lib/rules/quantity-text';

/** The order's lines and totals, as the confirmation and the order detail show them. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <>
      <ul aria-label="Itens do pedido" className="flex flex-col divide-y divide-gray-200">
        {order.itens.map((i) => (
          <li key={i.idproduto} className="flex justify-between gap-3 py-2 text-sm">
            <span>
              <span className="font-semibold">{i.nome}</span>
              <span className="block text-gray-700">
                {formatQuantity(i.quantidade, i.unidade)}
                {i.preco !== null && ` × ${formatBRL(i.preco)}`}
                {i.embalarParaPresente && ' · para presente'}
              </span>
              {i.produtos && (
                // A promotional combo: the products it brought.
                <span className="block text-gray-700">
                  Combo:{' '}
                  {i.produtos.map((p) => `${formatQuantity(p.quantidade, p.unidade ?? 'un')} ${p.nome}`).join(', ')}
                </span>
              )}
            </span>
            <span className="whitespace-nowrap font-semibold">
              {i.total === null ? 'A definir' : formatBRL(i.total)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-gray-300 pt-3">
        <dt>Produtos</dt>
        <dd className="text-right">{order.totalProdutos === null ? 'A definir' : formatBRL(order.totalProdutos)}</dd>
        {order.valorDesconto > 0 && (
          <>
            <dt>Desconto{order.cupom ? ` (${order.cupom})` : ''}</dt>
            <dd className="text-right text-green-800">− {formatBRL(order.valorDesconto)}</dd>
          </>
        )}
        <dt>{order.tipoEntrega === 'RETIRADA' ? 'Retirada' : 'Frete'}</dt>
        <dd className="text-right">{order.taxaEntrega === 0 ? 'Grátis' : formatBRL(order.taxaEntrega)}</dd>
        {order.taxaConveniencia > 0 && (
          <>
            <dt>Taxa de conveniência</dt>
            <dd className="text-right">{formatBRL(order.taxaConveniencia)}</dd>
          </>
        )}
        <dt className="text-lg font-bold">Total</dt>
        <dd className="text-right text-lg font-bold" aria-label="Total do pedido">
          {order.totalPedido === null ? 'A definir' : formatBRL(order.totalPedido)}
        </dd>
      </dl>
    </>
  );
}
