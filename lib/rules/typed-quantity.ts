/**
 * A quantity a person types into the stepper's field (pt-BR: "1,5", "1.000", "24"), and the
 * sentence that says why the cart's rules (quantity.ts) changed it. Pure: no React.
 */
import { maximumText, minimumText, soldEveryText } from './offer-text';
import { DEFAULT_MIN_PER_ORDER, roundQuantity, type QuantityLimits } from './quantity';
import { formatQuantity } from './quantity-text';

/** Thousands with dots, optional decimals with a comma: "1.000", "1.000,5". */
const GROUPED = /^\d{1,3}(\.\d{3})+(,\d+)?$/;
const PLAIN = /^(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * The number typed, or null when it is not one ("abc", "1,2,3", "-2"). Empty reads as 0 (the
 * person cleared the field: the item goes, as '−' down to 0). A lone dot is a decimal point
 * ("1.5" from a phone's keypad), a dot before three digits a thousands separator ("1.000").
 */
export function parseTypedQuantity(text: string): number | null {
  const t = text.replace(/\s/g, '');
  if (t === '') return 0;
  const plain = GROUPED.test(t) ? t.replace(/\./g, '') : PLAIN.test(t) ? t : null;
  if (plain === null) return null;
  const n = Number(plain.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** What the field shows for a quantity: the bare pt-BR number ("1,5"), its unit beside it. */
export function typedQuantityValue(quantity: number): string {
  return String(roundQuantity(quantity)).replace('.', ',');
}

/**
 * Why the rules turned `typed` into `result`, in the product page's own words ("Máximo 10 por
 * pedido", "Mínimo 6 un", "Vendido a cada 12 un"): "Ajustado para 24 un. Vendido a cada 12 un".
 * Null when nothing changed or the item was removed (0 typed).
 */
export function adjustedText(typed: number, result: number, p: QuantityLimits & { unidade: string }): string | null {
  if (typed <= 0 || Math.abs(typed - result) < 1e-9) return null;
  const min = p.min_por_pedido && p.min_por_pedido > 0 ? p.min_por_pedido : DEFAULT_MIN_PER_ORDER;
  const max = p.maxporpedido && p.maxporpedido > 0 ? p.maxporpedido : null;
  const why =
    (max !== null && typed > max ? maximumText(p) : null) ??
    (typed < min ? (minimumText(p) ?? `Mínimo ${formatQuantity(min, p.unidade)}`) : null) ??
    soldEveryText(p);
  const to = result > 0 ? `Ajustado para ${formatQuantity(result, p.unidade)}` : 'Não foi possível ajustar';
  return why ? `${to}. ${why}` : to;
}

/** Said when what was typed is not a number; the field goes back to the quantity it had. */
export const INVALID_QUANTITY_TEXT = 'Digite só números, como 2 ou 1,5';
