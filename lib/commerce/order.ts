import 'server-only';

import {
  orderLifeEndpoints,
  type ChangePaymentBody,
  type ListOrdersQuery,
  type OrderList,
  type RateOrderBody,
  type RepeatOrderResponse,
} from '@/lib/contract/order-life';
import { orderReadEndpoints, type Order } from '@/lib/contract/order-read';
import { orderSubmitEndpoints, type SubmitOrderBody, type SubmitOrderResponse } from '@/lib/contract/order-submit';

import { commerceCall, commerceCallOrNull, commerceCallResult, type CallOutcome } from './call';
import { noStore, ownerAuth, type Owner } from './owner';

/**
 * Orders (spec 3 "Order submission payload" and "Order response", 4 Submit, 7 Orders,
 * 8 "Orders and cart"), declared in lib/contract/order-submit.ts and order-read.ts. Server only: the session token never
 * reaches the browser. `owner` is the session and the client whose saved cart becomes the order
 * (a representative's client, a linked user).
 *
 * The API places the saved cart exactly once per idempotency key (decision 0020): make one key per
 * checkout attempt, send it again on a retry of the same attempt (a replay answers the first
 * outcome), and a fresh one after a definitive refusal.
 */

/** A submit waits on locks and charges: more than the default 5 s before giving up (the key makes a retry safe). */
export const SUBMIT_TIMEOUT_MS = 15_000;

/**
 * POST /v2/app/{token}/usuario/{idcliente}/pedido with `Idempotency-Key: key`. Failures come back as
 * data; their body carries `itensName` (for 'Erro ao submeter seu pedido. {message} Itens: {itensName}').
 */
export function submitOrder(
  owner: Owner,
  body: SubmitOrderBody,
  key: string,
): Promise<CallOutcome<typeof orderSubmitEndpoints.submitOrder>> {
  return commerceCallResult(
    orderSubmitEndpoints.submitOrder,
    { params: { idcliente: owner.idcliente }, body, auth: ownerAuth(owner) },
    { ...noStore(owner.idfornecedor, 'throw'), headers: { 'Idempotency-Key': key }, timeoutMs: SUBMIT_TIMEOUT_MS },
  );
}

/** POST …/pedido/duplicidade: was an identical order placed in the last seconds? (reads only) */
export function checkDuplicateOrder(
  owner: Owner,
  body: SubmitOrderBody,
): Promise<CallOutcome<typeof orderSubmitEndpoints.checkDuplicateOrder>> {
  return commerceCallResult(
    orderSubmitEndpoints.checkDuplicateOrder,
    { params: { idcliente: owner.idcliente }, body, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor, 'throw'),
  );
}

/** GET /v4/app/orders/get-order/{numpedido}: an order of the client acted for; null when unknown or not theirs. */
export function getOrder(owner: Owner, numpedido: number): Promise<Order | null> {
  return commerceCallOrNull(
    orderReadEndpoints.getOrder,
    { params: { numpedido }, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor, 'throw'),
  );
}

/* After the sale. Actions answer failures as data: their pt-BR message is shown in place. */

/**
 * GET /v4/app/pedido/cliente/{idcliente}: a page of orders (newest first). `idcliente` is whose
 * orders: the client acted for, or a linked user's principal (with `clientevinculadoprincipal`).
 */
export function listOrders(owner: Owner, query: ListOrdersQuery = {}, idcliente = owner.idcliente): Promise<OrderList> {
  return commerceCall(
    orderLifeEndpoints.listOrders,
    { params: { idcliente }, query, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor, 'throw'),
  );
}

/** POST /v4/app/pedido/{numpedido}/cancelar (within the buyer's cancel window). */
export function cancelOrder(
  owner: Owner,
  numpedido: number,
  motivo?: string,
): Promise<CallOutcome<typeof orderLifeEndpoints.cancelOrder>> {
  return commerceCallResult(
    orderLifeEndpoints.cancelOrder,
    { params: { numpedido }, body: motivo ? { motivo } : {}, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor, 'throw'),
  );
}

/** POST /v4/app/pedido/{numpedido}/orcamento/aceitar (a card quote sends a fresh card token). */
export function acceptQuote(
  owner: Owner,
  numpedido: number,
  card: { tokenCartao?: string; quantParcelas?: number } = {},
): Promise<CallOutcome<typeof orderLifeEndpoints.acceptQuote>> {
  return commerceCallResult(
    orderLifeEndpoints.acceptQuote,
    { params: { numpedido }, body: card, auth: ownerAuth(owner) },
    { ...noStore(owner.idfornecedor, 'throw'), timeoutMs: SUBMIT_TIMEOUT_MS },
  );
}

/** POST /v4/app/pedido/{numpedido}/orcamento/recusar. */
export function declineQuote(
  owner: Owner,
  numpedido: number,
  motivo?: string,
): Promise<CallOutcome<typeof orderLifeEndpoints.declineQuote>> {
  return commerceCallResult(
    orderLifeEndpoints.declineQuote,
    { params: { numpedido }, body: motivo ? { motivo } : {}, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor, 'throw'),
  );
}

/** POST /v1/app/{token}/pedido/{numpedido}/avaliar, form-encoded (the descriptor's bodyEncoding). */
export function rateOrder(
  owner: Owner,
  numpedido: number,
  body: RateOrderBody,
): Promise<CallOutcome<typeof orderLifeEndpoints.rateOrder>> {
  return commerceCallResult(
    orderLifeEndpoints.rateOrder,
    { params: { numpedido }, body, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor, 'throw'),
  );
}

/** POST /v4/app/pedido/{numpedido}/repetir: the order's items into the cart; `mensagem` to show, the cart's own note on skipped items. */
export function repeatOrder(
  owner: Owner,
  numpedido: number,
  idformapagamento?: string,
): Promise<CallOutcome<typeof orderLifeEndpoints.repeatOrder>> {
  return commerceCallResult(
    orderLifeEndpoints.repeatOrder,
    { params: { numpedido }, query: idformapagamento ? { idformapagamento } : {}, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor, 'throw'),
  );
}

/** PUT /v4/orders/payment-method/{idfornecedor}/order/{numpedido}: another method for an unpaid order. */
export function changePaymentMethod(
  owner: Owner,
  numpedido: number,
  body: ChangePaymentBody,
): Promise<CallOutcome<typeof orderLifeEndpoints.changePaymentMethod>> {
  return commerceCallResult(
    orderLifeEndpoints.changePaymentMethod,
    { params: { idfornecedor: owner.idfornecedor, numpedido }, body, auth: ownerAuth(owner) },
    { ...noStore(owner.idfornecedor, 'throw'), timeoutMs: SUBMIT_TIMEOUT_MS },
  );
}

/** POST /v4/payment/generate-receipt/{numorder}/{idclient}: a new PIX or boleto (the old one stops counting). */
export function generateReceipt(
  owner: Owner,
  numpedido: number,
): Promise<CallOutcome<typeof orderLifeEndpoints.generateReceipt>> {
  return commerceCallResult(
    orderLifeEndpoints.generateReceipt,
    { params: { numorder: numpedido, idclient: owner.idcliente }, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor, 'throw'),
  );
}

/** The itensName of a refused submit's body ('' when it has none). */
export function refusedItemNames(body: unknown): string {
  const v = body && typeof body === 'object' ? (body as { itensName?: unknown }).itensName : undefined;
  return typeof v === 'string' ? v : '';
}

export { ORDER_MESSAGES } from '@/lib/contract/order-messages';
export { ORDER_STATUS_LABELS } from '@/lib/contract/order-status';
export type {
  ChangePaymentBody,
  ListOrdersQuery,
  Order,
  OrderList,
  RateOrderBody,
  RepeatOrderResponse,
  SubmitOrderBody,
  SubmitOrderResponse,
};
