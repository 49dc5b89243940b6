/**
 * What makes a product an offer, from the cart's own rules (price.ts, quantity.ts) so
 * that what the storefront promises is what the cart charges:
 * - a reference price ("de") above the price: "De R$ 12,90 por R$ 9,90", −23%;
 * - a quantity price the cart really reaches: a progressive tier or the wholesale price, at a
 *   quantity the shopper can order (minimum, granularity and maximum per order applied).
 * Money in integer centavos.
 */
import { progressiveTiers, unitPrice, type PricedProduct, type PriceOptions } from './price';
import { applyQuantityAction, type QuantityLimits } from './quantity';

export type OfferProduct = PricedProduct & QuantityLimits & { precode?: number | null };

export type ReferenceOffer = { de: number; por: number; /** whole percent off, rounded down */ percentual: number };

export type QuantityOffer = {
  origem: 'PROGRESSIVO' | 'ATACADO';
  /** Cart quantity from which the price applies, in the product's unit. */
  quantidade: number;
  /** Unit price at that quantity. */
  preco: number;
};

/** "De/por" when the reference price is above the price; null otherwise. */
export function referenceOffer(p: Pick<OfferProduct, 'preco' | 'precode'>): ReferenceOffer | null {
  if (p.precode == null || !(p.precode > p.preco)) return null;
  return { de: p.precode, por: p.preco, percentual: Math.floor(((p.precode - p.preco) * 100) / p.precode) };
}

/**
 * The cart quantity a shopper ends up with when asking for `wanted` (raised to the minimum and
 * to the granularity, capped at the maximum per order), or null when the maximum keeps it below
 * `wanted`.
 */
export function reachableQuantity(p: QuantityLimits, wanted: number): number | null {
  const q = applyQuantityAction(0, { type: 'SET', value: wanted }, p);
  return q > 0 && q >= wanted - 1e-9 ? q : null;
}

/**
 * Quantity prices the cart really charges, by quantity ascending: each progressive tier and the
 * wholesale threshold (quantity × increment multiple ≥ minvendaatacado, unless
 * disable-product-multiple), at a reachable quantity, kept only when the price there is below
 * the normal price and below every smaller quantity's offer. A wholesale price shadowed by a
 * progressive tier at its quantity is not an offer (the tier wins in the cart).
 */
export function quantityOffers(p: OfferProduct, opts: PriceOptions = {}): QuantityOffer[] {
  const wanted = progressiveTiers(p).map(([threshold]) => threshold);
  if (p.precovendaatacado != null && p.minvendaatacado != null && p.precovendaatacado < p.preco) {
    const multiple = opts.disableProductMultiple ? 1 : (p.multiploincremento ?? 1) || 1;
    wanted.push(p.minvendaatacado / multiple);
  }
  const found = new Map<number, QuantityOffer>();
  for (const w of wanted) {
    const q = reachableQuantity(p, w);
    if (q === null || found.has(q)) continue;
    const { preco, origem } = unitPrice(p, q, opts);
    if ((origem === 'PROGRESSIVO' || origem === 'ATACADO') && preco < p.preco)
      found.set(q, { origem, quantidade: q, preco });
  }
  const out: QuantityOffer[] = [];
  for (const o of [...found.values()].sort((a, b) => a.quantidade - b.quantidade)) {
    if (o.preco < (out.at(-1)?.preco ?? p.preco)) out.push(o);
  }
  return out;
}

/** The lowest quantity price (ties: the smaller quantity), or null. */
export function bestQuantityOffer(p: OfferProduct, opts: PriceOptions = {}): QuantityOffer | null {
  // quantityOffers is strictly decreasing in price: the last one is the lowest.
  return quantityOffers(p, opts).at(-1) ?? null;
}

/** True when the product has a reference price above its price or a reachable quantity price. */
export function isOffer(p: OfferProduct, opts: PriceOptions = {}): boolean {
  return referenceOffer(p) !== null || quantityOffers(p, opts).length > 0;
}

/**
 * The product's deepest discount in basis points (0 when it is no offer): the reference price's
 * or the lowest quantity price's, whichever is larger. Orders the "Ofertas" list.
 */
export function offerDiscountBp(p: OfferProduct, opts: PriceOptions = {}): number {
  const bp = (from: number, to: number) => (from > 0 ? Math.floor(((from - to) * 10000) / from) : 0);
  const ref = referenceOffer(p);
  const qty = bestQuantityOffer(p, opts);
  return Math.max(0, ref ? bp(ref.de, ref.por) : 0, qty ? bp(p.preco, qty.preco) : 0);
}
