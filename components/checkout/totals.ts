/**
 * The checkout's review figures, pure and client-safe: every input is a number the API
 * answered (the cart's goods and coupon discount, the chosen delivery method's freight, the
 * supplier's convenience fee). Shown to the shopper only; nothing computed here is ever sent to
 * the API, which prices the order itself.
 */
import { formatBRL } from '@/lib/rules/money';

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

/** Freight as the shopper reads it: 'Grátis' when 0. */
export function freightLabel(valor: number): string {
  return valor === 0 ? 'Grátis' : formatBRL(valor);
}

/** The free-freight nudge of a method ('Faltam R$ 12,00 para frete grátis'), or null. */
export function freeFreightNote(m: { faltaParaFreteGratis: number | null; valor: number }): string | null {
  if (m.faltaParaFreteGratis === null || m.faltaParaFreteGratis <= 0 || m.valor === 0) return null;
  return `Faltam ${formatBRL(m.faltaParaFreteGratis)} para frete grátis`;
}

/** Whether credit on terms (FATURADO) covers the total: null limit = no credit at all. */
export function creditCovers(limiteDisponivel: number | null, total: number | null): boolean {
  if (limiteDisponivel === null) return false;
  return total === null || total <= limiteDisponivel;
}
