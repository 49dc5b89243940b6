/**
 * The free-shipping bar of the cart (decision 0048): how far the cart's value is from the
 * supplier's free-freight threshold. Pure; money in integer centavos.
 */

export type FreeShippingProgress = {
  /** The threshold, centavos. */
  limite: number;
  /** The cart's value counted toward it (never below 0, never above the threshold). */
  atual: number;
  /** What is still missing, centavos (0 once reached). */
  falta: number;
  alcancado: boolean;
};

const cents = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);

/**
 * The bar for a cart worth `total` against `threshold`. No threshold (null, or not a positive
 * amount) gives null: the supplier has no free freight by value and no bar is shown.
 */
export function freeShippingProgress(total: number, threshold: number | null): FreeShippingProgress | null {
  if (threshold === null || !Number.isFinite(threshold) || threshold <= 0) return null;
  const limite = Math.round(threshold);
  const atual = Math.min(cents(total), limite);
  const falta = limite - atual;
  return { limite, atual, falta, alcancado: falta === 0 };
}

/**
 * The supplier's free-freight threshold among the delivery methods that serve the shopper: the
 * lowest `gratisAcimaDe` (the first free method a growing cart reaches), or null when none has one.
 */
export function lowestFreeFreightThreshold(methods: readonly { gratisAcimaDe: number | null }[]): number | null {
  let best: number | null = null;
  for (const m of methods) {
    if (m.gratisAcimaDe === null || m.gratisAcimaDe <= 0) continue;
    if (best === null || m.gratisAcimaDe < best) best = m.gratisAcimaDe;
  }
  return best;
}
