/**
 * The checkout's review figures, pure and client-safe: every input is a number the API
 * answered (the cart's goods and coupon discount, the chosen delivery method's freight, the
 * supplier's convenience fee). Shown to the shopper only; nothing computed here is ever sent to
 * the API, which prices the order itself.
 */
// No imports: the form computes these in /finalizar's first load; the freight texts, which need the price
// formatter, are in freight-label.ts (decision 0054).

export type ReviewInput = {
  /** Goods (and gift wrap) of the cart; null when prices are hidden (a quote). */
  produtos: number | null;
  /** The coupon discount of the cart. */
  desconto: number | null;
  /** Freight of the chosen delivery method (null: none chosen yet). */
  frete: number | null;
  taxaConveniencia: number | null;
};

export type ReviewTotals = {
  produtos: number | null;
  desconto: number;
  frete: number;
  taxaConveniencia: number;
  total: number | null;
};

/** Goods minus discount (never below zero), plus freight and the convenience fee. */
export function reviewTotals(i: ReviewInput): ReviewTotals {
  const desconto = Math.max(0, i.desconto ?? 0);
  const frete = Math.max(0, i.frete ?? 0);
  const taxaConveniencia = Math.max(0, i.taxaConveniencia ?? 0);
  const total = i.produtos === null ? null : Math.max(0, i.produtos - desconto) + frete + taxaConveniencia;
  return { produtos: i.produtos, desconto, frete, taxaConveniencia, total };
}

/** Whether credit on terms (FATURADO) covers the total: null limit = no credit at all. */
export function creditCovers(limiteDisponivel: number | null, total: number | null): boolean {
  if (limiteDisponivel === null) return false;
  return total === null || total <= limiteDisponivel;
}

/** What the page knows for the client's figures: every number is an API answer. */
export type CheckoutFigures = {
  produtos: number | null;
  desconto: number | null;
  taxaConveniencia: number | null;
  /** Freight of each delivery method. */
  fretes: Record<string, number>;
  /** Type of each payment method (PIX, BOLETO, CARTAO_CREDITO, FATURADO…). */
  tipos: Record<string, string>;
  /** Available credit on terms (FATURADO); null: none. */
  limiteCredito: number | null;
};

/** The delivery and payment methods checked in the form. */
export type CheckoutSelection = { formaEntrega: string | null; formaPagamento: string | null };

export type SelectionFigures = {
  totals: ReviewTotals;
  /** Type of the chosen payment method. */
  tipoPagamento: string | null;
  /** Why the order cannot go as chosen (credit on terms short), else null. */
  bloqueio: 'credito' | null;
};

/**
 * The figures of a selection: the review's totals, the chosen payment's type and whether credit on terms is
 * short. The form computes them as the shopper chooses; the page, for the server-rendered markup of the islands
 * that load after it (decision 0054), with the methods checked first.
 */
export function selectionFigures(figures: CheckoutFigures, selection: CheckoutSelection): SelectionFigures {
  const tipoPagamento = selection.formaPagamento ? (figures.tipos[selection.formaPagamento] ?? null) : null;
  const totals = reviewTotals({
    produtos: figures.produtos,
    desconto: figures.desconto,
    frete: selection.formaEntrega ? (figures.fretes[selection.formaEntrega] ?? null) : null,
    taxaConveniencia: figures.taxaConveniencia,
  });
  const bloqueio =
    tipoPagamento === 'FATURADO' && !creditCovers(figures.limiteCredito, totals.total) ? 'credito' : null;
  return { totals, tipoPagamento, bloqueio };
}
