/**
 * The place-order flow of the checkout action (spec 4 Submit, 8 "Orders and cart"),
 * with its calls injected so it is tested without a server:
 *
 * 1. the form as the order payload (nothing sent when a field is wrong; the attempt stays open);
 * 2. the attempt key: the one the page rendered, sent as Idempotency-Key;
 * 3. the terms accepted when the checkbox was needed; the card tokenised (the number goes no further);
 * 4. the submit. Success: the confirmation page. Failure: 'Erro ao submeter seu pedido. {message}
 *    Itens: {itensName}', then the duplicate check (unless the API said an identical order was just
 *    made); a duplicate stops with its message and a link to that order. A fresh attempt key goes
 *    back with every definitive failure; none while the outcome is unknown or still running.
 */
import { ORDER_MESSAGES } from '@/lib/contract/order-messages';
import { type SubmitOrderBody, type SubmitOrderResponse } from '@/lib/contract/order-submit';

import { attemptStaysOpen, IN_FLIGHT_CODE, isAttemptKey } from './attempt-key';
import type { CheckoutFailure, CheckoutState } from './checkout-state';
import { FIELD } from './field-names';
import { buildOrderPayload, type CardInput, type CheckoutFields, type OrderFacts } from './order-payload';

/** Code of a refusal because the saved cart is not what the shopper reviewed (decision 0020). */
export const CART_CHANGED_CODE = 'CARRINHO_ALTERADO';
/**
 * Refusals after which the page is rendered again: the cart changed, or the slot chosen is gone or
 * starts before the payment clears (the slots shown then are the ones still allowed).
 */
const RELOAD_CODES = new Set([
  CART_CHANGED_CODE,
  'HORARIO_INDISPONIVEL',
  'HORARIO_ANTES_DO_PAGAMENTO',
  'TITULO_VENCIDO',
]);

export type SubmitOutcome =
  | { ok: true; data: Pick<SubmitOrderResponse, 'numpedido' | 'mensagemSucesso'> & { pedido?: { orcamento: boolean } } }
  | { ok: false; status: number; codigo: string; mensagem: string; campos?: Record<string, string>; body: unknown };

export type PlaceOrderDeps = {
  /** POST /v4/payment-sdk/generate-token: the card's single-use token, or the refusal. */
  tokenizeCard: (card: CardInput) => Promise<{ ok: true; token: string } | { ok: false; mensagem: string }>;
  acceptTerms: () => Promise<void>;
  submit: (body: SubmitOrderBody, key: string) => Promise<SubmitOutcome>;
  /** POST …/pedido/duplicidade; null when the check itself failed. */
  checkDuplicate: (
    body: SubmitOrderBody,
  ) => Promise<{ duplicado: boolean; mensagem: string | null; numpedido: number | null } | null>;
  orderHref: (numpedido: number) => string;
  newKey: () => string;
  /** HTTP 429: the too-many-request page. */
  rateLimitHref: string;
};

export type PlaceOrderContext = OrderFacts & {
  /** Names of the reviewed items (when the API's refusal has none). */
  itensName: string;
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** What the shopper typed (never card data), for a form rendered again without JavaScript. */
function typed(fields: CheckoutFields): CheckoutFailure['valores'] {
  return {
    anotacoes: text(fields[FIELD.anotacoes]).slice(0, 1000),
    numPedidoCliente: text(fields[FIELD.numPedidoCliente]).slice(0, 60),
  };
}

function bodyField<T>(body: unknown, key: string, guard: (v: unknown) => v is T): T | null {
  if (!body || typeof body !== 'object') return null;
  const v = (body as Record<string, unknown>)[key];
  return guard(v) ? v : null;
}
const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isOrderNumber = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

export async function placeOrder(
  fields: CheckoutFields,
  ctx: PlaceOrderContext,
  deps: PlaceOrderDeps,
): Promise<CheckoutState> {
  const valores = typed(fields);
  const payload = buildOrderPayload(fields, ctx);
  if (!payload.ok) return { ok: false, mensagem: payload.mensagem, campos: payload.campos, valores };

  const key = fields[FIELD.chave];
  if (!isAttemptKey(key))
    return { ok: false, mensagem: ORDER_MESSAGES.chaveObrigatoria, chave: deps.newKey(), valores };

  if (payload.aceitarTermos) await deps.acceptTerms();

  const body: SubmitOrderBody = payload.body;
  if (payload.card) {
    const token = await deps.tokenizeCard(payload.card);
    if (!token.ok)
      return { ok: false, mensagem: token.mensagem, campos: { [FIELD.cartaoNumero]: token.mensagem }, valores };
    body.formaPagamento = { ...body.formaPagamento, tokenCartao: token.token };
  }

  const r = await deps.submit(body, key);
  if (r.ok) {
    const fallback = r.data.pedido?.orcamento ? ORDER_MESSAGES.sucessoOrcamento : ORDER_MESSAGES.sucesso;
    return {
      ok: true,
      numpedido: r.data.numpedido,
      mensagem: r.data.mensagemSucesso || fallback,
      destino: deps.orderHref(r.data.numpedido),
    };
  }

  if (r.status === 429) return { ok: false, mensagem: r.mensagem, destino: deps.rateLimitHref, valores };
  if (r.status === 409 && r.codigo === IN_FLIGHT_CODE)
    return { ok: false, mensagem: ORDER_MESSAGES.emAndamento, valores };

  const itensName = bodyField(r.body, 'itensName', isString) ?? ctx.itensName;
  const failure: CheckoutFailure = {
    ok: false,
    mensagem: ORDER_MESSAGES.erroSubmeter(r.mensagem, itensName),
    ...(r.campos ? { campos: r.campos } : {}),
    ...(attemptStaysOpen(r) ? {} : { chave: deps.newKey() }),
    ...(RELOAD_CODES.has(r.codigo) ? { recarregar: true } : {}),
    valores,
  };

  if (r.mensagem === ORDER_MESSAGES.pedidoIdentico) {
    const numpedido = bodyField(r.body, 'numpedido', isOrderNumber);
    return numpedido ? { ...failure, duplicado: { numpedido, href: deps.orderHref(numpedido) } } : failure;
  }
  const dup = await deps.checkDuplicate(body).catch(() => null);
  if (dup?.duplicado) {
    return {
      ok: false,
      mensagem: dup.mensagem || ORDER_MESSAGES.pedidoIdentico,
      chave: deps.newKey(),
      valores,
      ...(dup.numpedido ? { duplicado: { numpedido: dup.numpedido, href: deps.orderHref(dup.numpedido) } } : {}),
    };
  }
  return failure;
}
