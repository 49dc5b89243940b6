import { orderEndpoints, orderLifeEndpoints } from '../../../lib/contract/order';
import { cartContext } from '../domain/cart';
import { requireAdmin } from '../domain/identity/guards';
import {
  acceptQuote,
  adminGetOrder,
  adminSetStatus,
  cancelByBuyer,
  changePaymentMethod,
  checkDuplicate,
  declineQuote,
  generateReceipt,
  getOrderFor,
  listOrdersFor,
  payloadHash,
  placeOrder,
  priceQuote,
  rateOrder,
  repeatOrder,
} from '../domain/order';
import { idempotent } from '../http/idempotent';
import { defineRoute } from '../http/router';

/** What an idempotency key is claimed for. */
const SUBMIT = `${orderEndpoints.submitOrder.method} ${orderEndpoints.submitOrder.path}`;

/** Orders, declared in lib/contract/order.ts; SQL and rules in domain/order and domain/payment. */
export const orderRoutes = [
  defineRoute(orderEndpoints.submitOrder, async ({ db, auth, params, headers, body }) => {
    const ctx = await cartContext(db, auth, params.idcliente, body.idfornecedor);
    // Parsed by the pipeline with the descriptor's `headers` (400 chaveObrigatoria otherwise).
    const { 'idempotency-key': chave } = headers;
    const claim = {
      idcliente: ctx.key.idcliente,
      chave,
      idfornecedor: ctx.f.idfornecedor,
      rota: SUBMIT,
      hash: payloadHash(body),
    };
    return idempotent(db, claim, (complete) => placeOrder(db, ctx, body, { beforeCommit: complete }));
  }),

  defineRoute(orderEndpoints.checkDuplicateOrder, async ({ db, auth, params, body }) => {
    return checkDuplicate(db, await cartContext(db, auth, params.idcliente, body.idfornecedor), body);
  }),

  defineRoute(orderEndpoints.getOrder, async ({ db, auth, params }) => getOrderFor(db, auth, params.numpedido)),

  // After the sale: lib/contract/order.ts orderLifeEndpoints; the state machine is lib/rules/order-status.ts.
  defineRoute(orderLifeEndpoints.listOrders, async ({ db, auth, params, query }) =>
    listOrdersFor(db, auth, params.idcliente, query),
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
