import type { Order } from '@/lib/contract/order';

/** What the buyer added to the order besides the items: its own number, notes, subscription, characteristics. */
export function OrderExtras({ order }: { order: Order }) {
  if (!order.anotacoes && !order.numPedidoCliente && order.caracteristicas.length === 0 && !order.assinatura)
    return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-gray-300 pt-3 text-sm">
      {order.numPedidoCliente && (
        <>
          <dt className="font-semibold">Seu número</dt>
          <dd>{order.numPedidoCliente}</dd>
        </>
      )}
      {order.anotacoes && (
        <>
          <dt className="font-semibold">Observações</dt>
          <dd>{order.anotacoes}</dd>
        </>
      )}
      {order.assinatura && (
        <>
          <dt className="font-semibold">Assinatura</dt>
          <dd>{order.assinatura.descricao}</dd>
        </>
      )}
      {order.caracteristicas.map((c) => (
        <div key={c.idcaracteristica} className="contents">
          <dt className="font-semibold">{c.nome}</dt>
          <dd>{c.valor}</dd>
        </div>
      ))}
    </dl>
  );
}
