import type { Order } from '@/lib/contract/order-read';

import { nextSteps } from './next-steps';
import { OrderPlaced } from './order-placed';
import { OrderDelivery, OrderFacts, OrderItems } from './order-sections';
import { PaymentDetails } from './payment-details';

type Props = {
  order: Order;
  base: string;
  /** Opening hours of the pickup store (or the supplier's service hours). */
  horarioLoja: string | null;
  /** GA4 events enabled by the supplier tag. */
  analytics: boolean;
};

/**
 * /submissao/{numpedido} (spec 2): the order as the API placed it — number, status, lines and
 * totals, delivery (address and slot) or pickup (store, address, hours), the payment and what
 * happens next. Server-rendered; the islands copy codes, watch a PIX or boleto payment and send
 * the GA4 purchase once.
 */
export function OrderConfirmation({ order, base, horarioLoja, analytics }: Props) {
  const purchase = analytics
    ? {
        lines: order.itens
          .filter((i) => i.preco !== null)
          .map((i) => ({
            produto: { idproduto: i.idproduto, nome: i.nome },
            quantidade: i.quantidade,
            preco: i.preco!,
          })),
        valor: order.totalPedido ?? 0,
        frete: order.taxaEntrega,
        cupom: order.cupom,
      }
    : null;
  return (
    <div className="flex flex-col gap-6">
      <OrderPlaced base={base} idfornecedor={order.idfornecedor} numpedido={order.numpedido} purchase={purchase} />
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">
          {order.orcamento ? 'Orçamento' : 'Pedido'} nº {order.numpedido}
        </h1>
        <OrderFacts order={order} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <PaymentDetails order={order} base={base} />
          <OrderDelivery order={order} horarioLoja={horarioLoja} />
          <section aria-labelledby="pedido-proximos" className="flex flex-col gap-2 rounded border border-gray-300 p-4">
            <h2 id="pedido-proximos" className="text-xl font-bold">
              Próximos passos
            </h2>
            <ol className="ml-5 list-decimal">
              {nextSteps({
                status: order.status,
                tipoEntrega: order.tipoEntrega,
                pagamento: order.pagamento.tipo,
                orcamento: order.orcamento,
              }).map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </section>
        </div>

        <OrderItems order={order} />
      </div>
    </div>
  );
}
