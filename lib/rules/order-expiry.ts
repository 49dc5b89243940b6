/**
 * Unpaid orders and expired quotes (docs/order-status.md, "Unpaid orders and expired quotes").
 * Pure and framework-free: the API's expiry job (commerce-api/src/domain/order/expiry.ts) selects
 * with the cut-offs below in SQL and re-checks each locked order with `orderExpiry`, so both say
 * the same thing.
 *
 * - PIX: the charge is valid 30 minutes (PIX_TTL_MINUTES); an order whose latest PIX expired more
 *   than UNPAID_PIX_GRACE_HOURS ago and is still unpaid is cancelled. The buyer may issue a new PIX
 *   meanwhile (generate-receipt): the latest charge's expiry counts, so that moves the deadline.
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
/** Calendar days after a boleto's due date (São Paulo) before the unpaid order is cancelled. */
export const UNPAID_BOLETO_GRACE_DAYS = 3;

/** The timeline's note (pt-BR) of each kind of expiry. */
export const ORDER_EXPIRY_NOTES = {
  pix: 'Pagamento PIX não recebido no prazo',
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
  /** The latest boleto's due date ('YYYY-MM-DD'); null without one. */
  boletoDueDate: string | null;
  /** A priced quote's last valid day ('YYYY-MM-DD'); null without one. */
  quoteValidUntil: string | null;
};

export type OrderExpiryVerdict = { due: true; note: OrderExpiryNote } | { due: false; note: null };

/**
 * The cut-offs at `now`: an unpaid PIX whose expiry is before `pixExpiredBefore`, an unpaid boleto
 * due before `boletoDueBefore`, a priced quote valid until a day before `quoteValidBefore` are due.
 */
export function expiryCutoffs(now: Date): {
  pixExpiredBefore: Date;
  boletoDueBefore: string;
  quoteValidBefore: string;
} {
  const today = supplierToday(now);
  return {
    pixExpiredBefore: new Date(now.getTime() - UNPAID_PIX_GRACE_HOURS * 3_600_000),
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
    return Number.isFinite(expires) && expires < c.pixExpiredBefore.getTime()
      ? { due: true, note: ORDER_EXPIRY_NOTES.pix }
      : NOT_DUE;
  }
  if (o.paymentKind === 'BOLETO' && o.boletoDueDate !== null) {
    return o.boletoDueDate < c.boletoDueBefore ? { due: true, note: ORDER_EXPIRY_NOTES.boleto } : NOT_DUE;
  }
  // Card, on terms, on delivery, or an open order without a charge (a subscription's card order): never.
  return NOT_DUE;
}
