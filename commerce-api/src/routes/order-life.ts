import { orderLifeEndpoints } from '../../../lib/contract/order-life';
import { rebuyEndpoints } from '../../../lib/contract/rebuy';
import { requireAdmin } from '../domain/identity/guards';
import {
  acceptQuote,
  adminGetOrder,
  adminSetStatus,
  cancelByBuyer,
  changePaymentMethod,
  declineQuote,
  generateReceipt,
  listOrdersFor,
  priceQuote,
  rateOrder,
  rebuyFor,
  repeatOrder,
} from '../domain/order';
import { defineRoute } from '../http/router';

/**
 * After the sale, declared in lib/contract/order-life.ts: the order list, cancel, quotes, rating,
 * repeat, payment changes and the back office's status and quote calls. The state machine is
 * lib/rules/order-status.ts (docs/order-status.md).
 */
export const orderLifeRoutes = [
  defineRoute(orderLifeEndpoints.listOrders, async ({ db, auth, params, query }) =>
    listOrdersFor(db, auth, params.idcliente, query),
  ),
  defineRoute(rebuyEndpoints.getRebuy, async ({ db, auth, params, query }) =>
    rebuyFor(db, auth, params.idcliente, query),
  ),
  defineRoute(orderLifeEndpoints.cancelOrder, async ({ db, auth, params, body }) =>
    cancelByBuyer(db, auth, params.numpedido, body.motivo),
  ),
  defineRoute(orderLifeEndpoints.acceptQuote, async ({ db, auth, params, body }) =>
    acceptQuote(db, auth, params.numpedido, body),
  ),
  defineRoute(orderLifeEndpoints.declineQuote, async ({ db, auth, params, body }) =>
    declineQuote(db, auth, params.numpedido, body.motivo),
  ),
  defineRoute(orderLifeEndpoints.rateOrder, async ({ db, auth, params, body }) =>
    rateOrder(db, auth, params.numpedido, body),
  ),
  defineRoute(orderLifeEndpoints.repeatOrder, async ({ db, auth, params, query }) =>
    repeatOrder(db, auth, params.numpedido, query),
  ),
  defineRoute(orderLifeEndpoints.changePaymentMethod, async ({ db, auth, params, body }) =>
    changePaymentMethod(db, auth, params.idfornecedor, params.numpedido, body),
  ),
  defineRoute(orderLifeEndpoints.generateReceipt, async ({ db, auth, params }) =>
    generateReceipt(db, auth, params.numorder, params.idclient),
  ),
  defineRoute(orderLifeEndpoints.setOrderStatus, async ({ db, params, body, rawHeaders }) => {
    requireAdmin(rawHeaders);
    return adminSetStatus(db, params.numpedido, body.status, body.nota);
  }),
  defineRoute(orderLifeEndpoints.getOrderAdmin, async ({ db, params, rawHeaders }) => {
    requireAdmin(rawHeaders);
    return adminGetOrder(db, params.numpedido);
  }),
  defineRoute(orderLifeEndpoints.priceQuote, async ({ db, params, body, rawHeaders }) => {
    requireAdmin(rawHeaders);
    return priceQuote(db, params.numpedido, body);
  }),
];
