import { orderReadEndpoints } from '../../../lib/contract/order-read';
import { orderSubmitEndpoints } from '../../../lib/contract/order-submit';
import { cartContext } from '../domain/cart';
import { checkDuplicate, getOrderFor, payloadHash, placeOrder } from '../domain/order';
import { idempotent } from '../http/idempotent';
import { defineRoute } from '../http/router';

/** What an idempotency key is claimed for. */
const SUBMIT = `${orderSubmitEndpoints.submitOrder.method} ${orderSubmitEndpoints.submitOrder.path}`;

/** Placing and reading an order, declared in lib/contract/order-submit.ts and order-read.ts; SQL and rules in domain/order and domain/payment. */
export const orderRoutes = [
  defineRoute(orderSubmitEndpoints.submitOrder, async ({ db, auth, params, headers, body }) => {
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

  defineRoute(orderSubmitEndpoints.checkDuplicateOrder, async ({ db, auth, params, body }) => {
    return checkDuplicate(db, await cartContext(db, auth, params.idcliente, body.idfornecedor), body);
  }),

  defineRoute(orderReadEndpoints.getOrder, async ({ db, auth, params }) => getOrderFor(db, auth, params.numpedido)),
];
