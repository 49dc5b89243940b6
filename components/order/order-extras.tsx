import type { Order } from '@/lib/contract/order-read';
import { formatDocument } from '@/lib/rules/documents';

/**
 * What the buyer added to the order besides the items: who receives it, the CPF on the note
 * (decision 0049), its own number, notes, subscription, characteristics.
 */
export function OrderExtras({ order }: { order: Order }) {
  if (
    !order.anotacoes &&
    !order.numPedidoCliente &&
    order.caracteristicas.length === 0 &&
    !order.assinatura &&
    !order.recebedor &&
    !order.cpfNaNota
  )
    return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-gray-300 pt-3 text-sm">
      {order.recebedor && (
        <>
          <dt className="font-semibold">Quem vai receber</dt>
          <dd>{order.recebedor}</dd>
        </>
      )}
      {order.cpfNaNota && (
        <>
          <dt className="font-semibold">CPF na nota</dt>
          <dd>{formatDocument(order.cpfNaNota, 'CPF')}</dd>
        </>
      )}
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
