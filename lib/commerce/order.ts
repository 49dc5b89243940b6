import 'server-only';
import { orderEndpoints, type Order, type SubmitOrderBody, type SubmitOrderResponse } from '@/lib/contract/order';
import { commerceCallOrNull, commerceCallResult, type CallOutcome } from './call';

/**
 * Orders (issue 14; spec 3 "Order submission payload" and "Order response", 4 Submit, 7 Orders,
 * 8 "Orders and cart"), declared in lib/contract/order.ts. Server only: the session token never
 * reaches the browser. `owner` is the session and the client whose saved cart becomes the order
 * (a representative's client, a linked user).
 *
 * The API places the saved cart exactly once per idempotency key (decision 0020): make one key per
 * checkout attempt, send it again on a retry of the same attempt (a replay answers the first
 * outcome), and a fresh one after a definitive refusal.
 */
export type OrderOwner = { token: string; idcliente: string; idfornecedor: string };

/** A submit waits on locks and charges: more than the default 5 s before giving up (the key makes a retry safe). */
export const SUBMIT_TIMEOUT_MS = 15_000;

const auth = (o: OrderOwner) => ({ token: o.token, idcliente: o.idcliente });
const noStore = (idfornecedor: string) => ({ idfornecedor, cache: 'no-store' as const, onRateLimit: 'throw' as const });

/**
 * POST /v2/app/{token}/usuario/{idcliente}/pedido with `Idempotency-Key: key`. Failures come back as
 * data; their body carries `itensName` (for 'Erro ao submeter seu pedido. {message} Itens: {itensName}').
 */
export function submitOrder(owner: OrderOwner, body: SubmitOrderBody, key: string): Promise<CallOutcome<typeof orderEndpoints.submitOrder>> {
  return commerceCallResult(
    orderEndpoints.submitOrder,
    { params: { idcliente: owner.idcliente }, body, auth: auth(owner) },
    { ...noStore(owner.idfornecedor), headers: { 'Idempotency-Key': key }, timeoutMs: SUBMIT_TIMEOUT_MS },
  );
}

/** POST …/pedido/duplicidade: was an identical order placed in the last seconds? (reads only) */
export function checkDuplicateOrder(owner: OrderOwner, body: SubmitOrderBody): Promise<CallOutcome<typeof orderEndpoints.checkDuplicateOrder>> {
  return commerceCallResult(orderEndpoints.checkDuplicateOrder, { params: { idcliente: owner.idcliente }, body, auth: auth(owner) }, noStore(owner.idfornecedor));
}

/** GET /v4/app/orders/get-order/{numpedido}: an order of the client acted for; null when unknown or not theirs. */
export function getOrder(owner: OrderOwner, numpedido: number): Promise<Order | null> {
  return commerceCallOrNull(orderEndpoints.getOrder, { params: { numpedido }, auth: auth(owner) }, noStore(owner.idfornecedor));
}

/** The itensName of a refused submit's body ('' when it has none). */
export function refusedItemNames(body: unknown): string {
  const v = body && typeof body === 'object' ? (body as { itensName?: unknown }).itensName : undefined;
  return typeof v === 'string' ? v : '';
}

export { ORDER_MESSAGES, ORDER_STATUS_LABELS } from '@/lib/contract/order';
export type { Order, SubmitOrderBody, SubmitOrderResponse };
