/**
 * Unpaid orders and expired quotes (docs/order-status.md, "Unpaid orders and expired quotes").
 * Pure and framework-free: the API's expiry job (commerce-api/src/domain/order/expiry.ts) selects
 * with the cut-offs below in SQL and re-checks each locked order with `orderExpiry`, so both say
 * the same thing.
 *
 * - PIX: the charge is valid 30 minutes (PIX_TTL_MINUTES); an order whose latest PIX expired more
 *   than UNPAID_PIX_GRACE_HOURS ago and is still unpaid is cancelled. The buyer may issue a new PIX
 *   meanwhile (generate-receipt): the latest charge's expiry counts, so that moves the deadline. An
 *   order gets at most MAX_PIX_CHARGES PIX charges (the first and two new ones): once the last one
 *   expired (LAST_PIX_GRACE_MINUTES for a confirmation on its way) nothing can renew it, so the
 *   order is cancelled then and its controlled stock is free for others (decision 0030).
 * - Boleto: bank clearing takes up to 3 days, so a boleto paid on its due date may be confirmed
 *   only 3 calendar days later; the order is cancelled once UNPAID_BOLETO_GRACE_DAYS full days after
 *   the due date have passed (due 10/03: still open through 13/03, cancelled from 14/03).
 * - Priced quote: valid through its validity date (the buyer may accept it that day); cancelled
 *   once that date is before today.
 *
 * Dates are São Paulo calendar dates ('YYYY-MM-DD'; lib/rules/freight.ts supplierToday).
 */
import { addDays, supplierToday } from './freight';
import type { OrderStatus } from './order-status';

/** Hours after the latest PIX charge expired before the unpaid order is cancelled. */
export const UNPAID_PIX_GRACE_HOURS = 24;
/** PIX charges an order may get: the one of the checkout and two new ones (generate-receipt). */
export const MAX_PIX_CHARGES = 3;
/** Minutes after the last allowed PIX charge expired before the unpaid order is cancelled. */
export const LAST_PIX_GRACE_MINUTES = 15;
/** Calendar days after a boleto's due date (São Paulo) before the unpaid order is cancelled. */
export const UNPAID_BOLETO_GRACE_DAYS = 3;

/** The timeline's note (pt-BR) of each kind of expiry. */
export const ORDER_EXPIRY_NOTES = {
  pix: 'Pagamento PIX não recebido no prazo',
  ultimoPix:
    'Pagamento PIX não recebido: a última cobrança PIX permitida (3 por pedido) expirou e o estoque reservado foi liberado',
  boleto: 'Boleto não pago até o vencimento',
  orcamento: 'Orçamento vencido sem resposta',
} as const;
export type OrderExpiryNote = (typeof ORDER_EXPIRY_NOTES)[keyof typeof ORDER_EXPIRY_NOTES];

export type OrderExpiryInput = {
  status: OrderStatus;
  /** The payment's type ('PIX', 'BOLETO', 'CARTAO_CREDITO', …); null when unknown. */
  paymentKind: string | null;
  /** The latest PIX charge's expiry (ISO 8601 instant); null without one. */
  pixExpiresAt: string | null;
  /** PIX charges issued for the order, the latest included (1 when omitted). */
  pixCharges?: number;
  /** The latest boleto's due date ('YYYY-MM-DD'); null without one. */
  boletoDueDate: string | null;
  /** A priced quote's last valid day ('YYYY-MM-DD'); null without one. */
  quoteValidUntil: string | null;
};

export type OrderExpiryVerdict = { due: true; note: OrderExpiryNote } | { due: false; note: null };

/**
 * The cut-offs at `now`: an unpaid PIX whose expiry is before `pixExpiredBefore` (before
 * `lastPixExpiredBefore` when it is the last allowed PIX charge), an unpaid boleto
 * due before `boletoDueBefore`, a priced quote valid until a day before `quoteValidBefore` are due.
 */
export function expiryCutoffs(now: Date): {
  pixExpiredBefore: Date;
  lastPixExpiredBefore: Date;
  boletoDueBefore: string;
  quoteValidBefore: string;
} {
  const today = supplierToday(now);
  return {
    pixExpiredBefore: new Date(now.getTime() - UNPAID_PIX_GRACE_HOURS * 3_600_000),
    lastPixExpiredBefore: new Date(now.getTime() - LAST_PIX_GRACE_MINUTES * 60_000),
    boletoDueBefore: addDays(today, -UNPAID_BOLETO_GRACE_DAYS),
    quoteValidBefore: today,
  };
}

const NOT_DUE: OrderExpiryVerdict = { due: false, note: null };

/** Is the order due to be cancelled at `now`, and with which note? */
export function orderExpiry(o: OrderExpiryInput, now: Date): OrderExpiryVerdict {
  const c = expiryCutoffs(now);
  if (o.status === 'ORCAMENTO_PRECIFICADO') {
    return o.quoteValidUntil !== null && o.quoteValidUntil < c.quoteValidBefore
      ? { due: true, note: ORDER_EXPIRY_NOTES.orcamento }
      : NOT_DUE;
  }
  if (o.status !== 'AGUARDANDOPAGAMENTO') return NOT_DUE;
  if (o.paymentKind === 'PIX' && o.pixExpiresAt !== null) {
    const expires = Date.parse(o.pixExpiresAt);
    if (!Number.isFinite(expires)) return NOT_DUE;
    if ((o.pixCharges ?? 1) >= MAX_PIX_CHARGES && expires < c.lastPixExpiredBefore.getTime())
      return { due: true, note: ORDER_EXPIRY_NOTES.ultimoPix };
    return expires < c.pixExpiredBefore.getTime() ? { due: true, note: ORDER_EXPIRY_NOTES.pix } : NOT_DUE;
  }
  if (o.paymentKind === 'BOLETO' && o.boletoDueDate !== null) {
    return o.boletoDueDate < c.boletoDueBefore ? { due: true, note: ORDER_EXPIRY_NOTES.boleto } : NOT_DUE;
  }
  // Card, on terms, on delivery, or an open order without a charge (a subscription's card order): never.
  return NOT_DUE;
}
