import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { checkoutOwner, orderNumberParam } from '@/lib/checkout/server';
import { getOrder } from '@/lib/commerce/order';
import { currentAccount } from '@/lib/session/server';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * GET <base>/api/pedido/{numpedido} — the confirmation page's payment watch: the status of an order
 * of the logged-in client (`{ status, pagamento }`); 404 for an unknown order or another client's.
 */
export const GET = defineRouteHandler<'supplier', { supplier: string; numpedido: string }>({
  tenant: 'supplier',
  handle: async ({ supplier, params }) => {
    const numpedido = orderNumberParam(params.numpedido);
    const account = await currentAccount(supplier.idfornecedor);
    if (account.status !== 'cliente')
      return Response.json(
        { erro: true, mensagem: 'Sessão expirada, efetue login novamente' },
        { status: 401, headers: PRIVATE },
      );
    const order = numpedido === null ? null : await getOrder(checkoutOwner(account, supplier), numpedido);
    if (!order || order.idfornecedor !== supplier.idfornecedor)
      return Response.json({ erro: true, mensagem: 'Pedido não encontrado' }, { status: 404, headers: PRIVATE });
    return Response.json({ status: order.status, pagamento: order.pagamento.status }, { headers: PRIVATE });
  },
});
