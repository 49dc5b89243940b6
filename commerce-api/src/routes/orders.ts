import { orderEndpoints } from '../../../lib/contract/order';
import { cartContext } from '../domain/cart';
import { checkDuplicate, getOrderFor, payloadHash, placeOrder } from '../domain/order';
import { idempotent } from '../http/idempotent';
import { defineRoute } from '../http/router';

/** What an idempotency key is claimed for. */
const SUBMIT = `${orderEndpoints.submitOrder.method} ${orderEndpoints.submitOrder.path}`;

/** Placing and reading an order, declared in lib/contract/order.ts; SQL and rules in domain/order and domain/payment. */
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
];
