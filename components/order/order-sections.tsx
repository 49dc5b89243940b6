import { type Order } from '@/lib/contract/order-read';
import { ORDER_STATUS_LABELS } from '@/lib/contract/order-status';

import { formatDateTime } from './format';
import { OrderExtras } from './order-extras';
import { OrderLines } from './order-lines';

/** Status, when it was placed and who issued it: under the order's title on the confirmation and the detail. */
export function OrderFacts({ order }: { order: Order }) {
  return (
    <>
      <p>
        <span className="font-semibold">Situação: </span>
        <span data-order-status={order.status}>{ORDER_STATUS_LABELS[order.status]}</span>
      </p>
      <p className="text-sm text-gray-700">Feito em {formatDateTime(order.criadoEm)}</p>
      {order.emitidoPor && <p className="text-sm text-gray-700">Pedido emitido por {order.emitidoPor}</p>}
    </>
  );
}

/** Where the order goes: the store (with its hours when known) or the address, and the delivery method. */
export function OrderDelivery({ order, horarioLoja = null }: { order: Order; horarioLoja?: string | null }) {
  const pickup = order.tipoEntrega === 'RETIRADA';
  return (
    <section aria-labelledby="pedido-entrega" className="flex flex-col gap-2 rounded border border-gray-300 p-4">
      <h2 id="pedido-entrega" className="text-xl font-bold">
        {pickup ? 'Retirada' : 'Entrega'}
      </h2>
      {pickup && order.lojaRetira ? (
        <>
          <p className="font-semibold">{order.lojaRetira.nome}</p>
          <p>{order.lojaRetira.descricao_endereco_loja}</p>
          {horarioLoja && <p className="text-sm">Horário: {horarioLoja}</p>}
        </>
      ) : (
        order.enderecoentrega && <p>{order.enderecoentrega.textoendereco}</p>
      )}
      <p>
        {order.formaEntrega.descricao}
        {order.formaEntrega.rotulo && <span className="block font-semibold">{order.formaEntrega.rotulo}</span>}
      </p>
    </section>
  );
}

/** The items with their totals, and what the buyer added to the order. */
export function OrderItems({ order }: { order: Order }) {
  return (
    <section
      aria-labelledby="pedido-itens"
      className="flex flex-col gap-3 rounded border border-gray-300 p-4 lg:self-start"
    >
      <h2 id="pedido-itens" className="text-xl font-bold">
        Itens
      </h2>
      <OrderLines order={order} />
      <OrderExtras order={order} />
    </section>
  );
}
