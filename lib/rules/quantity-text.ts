/**
 * Quantities as a shopper reads them, in the product's own unit: "250 g", "1,5 kg", "3 un",
 * "2 fardos". The single formatter of the product page, cards and tiers.
 */

import { formatBRL } from './money';

// Built on first use, as money.ts's formatter is.
let number: Intl.NumberFormat | undefined;

/** Abbreviations (and symbols) that take no plural. */
const INVARIANT = new Set(['un', 'kg', 'g', 'mg', 'l', 'ml', 'm', 'cm', 'mm', 'cx', 'pct', 'dz']);

/** Units of mass or volume: a price per unit reads "o kg", "o l" rather than "cada". */
const MEASURES = new Set(['kg', 'g', 'mg', 'l', 'ml', 'm', 'cm', 'mm']);

/** Below one of these, a smaller unit reads better: 0,25 kg → 250 g, 0,5 l → 500 ml. */
const SUBUNIT: Record<string, string> = { kg: 'g', l: 'ml' };

const normal = (unidade: string) => unidade.trim().toLowerCase();

/** True for units of mass or volume (kg, g, l, ml…), false for counted units (un, fardo, caixa…). */
export function isMeasureUnit(unidade: string): boolean {
  return MEASURES.has(normal(unidade));
}

/** Portuguese plural of a unit word; abbreviations stay as they are ("un", "kg"). */
export function pluralUnit(unidade: string): string {
  const u = unidade.trim();
  const lower = u.toLowerCase();
  if (INVARIANT.has(lower) || u.length <= 2) return u;
  if (lower.endsWith('ão')) return `${u.slice(0, -2)}ões`;
  if (lower.endsWith('ês')) return `${u.slice(0, -2)}eses`;
  if (/[aeiouáéíóú]$/.test(lower)) return `${u}s`;
  if (/[rz]$/.test(lower)) return `${u}es`;
  if (lower.endsWith('m')) return `${u.slice(0, -1)}ns`;
  if (lower.endsWith('s')) return u;
  return `${u}s`;
}

/** A decimal number the pt-BR way, up to 3 decimals: 1.5 → "1,5", 1000 → "1.000". */
export function formatNumber(n: number): string {
  // Whole numbers (nearly every quantity a card's stepper shows at load) without Intl: its first use costs a page
  // 30–45 ms of main thread. Same output as Intl (quantity-text.test.ts compares them).
  if (Number.isSafeInteger(n))
    return `${n < 0 || Object.is(n, -0) ? '-' : ''}${String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, '.')}`;
  number ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });
  return number.format(n);
}

/**
 * Quantity with its unit: 0.25 kg → "250 g", 1.5 kg → "1,5 kg", 3 un → "3 un", 2 fardo →
 * "2 fardos", 1 fardo → "1 fardo". Quantities are rounded to 3 decimals, like the cart's.
 */
export function formatQuantity(quantity: number, unidade: string): string {
  const u = unidade.trim();
  const sub = SUBUNIT[normal(u)];
  if (sub && quantity > 0 && quantity < 1) return `${formatNumber(Math.round(quantity * 1000))} ${sub}`;
  const shown = formatNumber(quantity);
  return `${shown} ${Math.abs(quantity) > 1 ? pluralUnit(u) : u}`;
}

/**
 * What one package holds, beside the quantity and on the product page: "1 cx = 12 un" for a
 * product counted by the unit and sold in whole boxes (granularity above 1), "1 fardo = 10 un"
 * for one sold by the package itself. Null without a package count.
 */
export function packageText(p: {
  unidade: string;
  granularidade?: number | null;
  unidades_por_embalagem?: number | null;
}): string | null {
  const n = p.unidades_por_embalagem;
  if (!n || n <= 1) return null;
  return (p.granularidade ?? 1) > 1
    ? `1 cx = ${formatQuantity(n, p.unidade)}`
    : `1 ${p.unidade.trim()} = ${formatNumber(n)} un`;
}

/**
 * A count as a shopper says it: the bare number for items sold by the unit ("12"), the
 * quantity with its unit otherwise ("3 kg", "10 fardos"). For "Leve 12", "Máximo 24 por pedido".
 */
export function formatCount(quantity: number, unidade: string): string {
  return normal(unidade) === 'un' ? formatNumber(quantity) : formatQuantity(quantity, unidade);
}

/**
 * Approximate weight of one piece of produce sold by the kg, beside the quantity and on the product
 * page: "1 un ≈ 180 g" (decision 0055). Null without a weight.
 */
export function unitWeightText(p: { peso_aproximado_unidade_kg?: number | null }): string | null {
  const w = p.peso_aproximado_unidade_kg;
  return w && w > 0 ? `1 un ≈ ${formatQuantity(w, 'kg')}` : null;
}

/** A line ordered by the unit: "3 un ≈ 540 g", "9 un ≈ 1,08 kg" (its quantity is kg). */
export function unitsAndWeightText(units: number, kg: number): string {
  return `${formatNumber(units)} un ≈ ${formatQuantity(kg, 'kg')}`;
}

/** What one piece costs at the kg price, approximately: "aprox. R$ 2,14 cada" (centavos in). */
export function approxUnitPriceText(precoKg: number, weight: number): string {
  return `aprox. ${formatBRL(Math.round(precoKg * weight))} cada`;
}
