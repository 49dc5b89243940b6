import { isOffer, offerDiscountBp, type OfferProduct } from '../../../lib/rules/offer';
import type { PriceOptions as RuleOptions } from '../../../lib/rules/price';
import type { ProductRow } from './catalog';

/**
 * Products that may be offers: a reference price above the price, a wholesale price
 * below it, or progressive tiers. Only narrows the rows; `selectOffers` decides with the cart's
 * rules (lib/rules/offer.ts), which also weigh the minimum, granularity and maximum per order.
 */
export const OFFER_CANDIDATE_SQL = `(p.precode > p.preco OR p.precovendaatacado < p.preco OR p.desconto_progressivo <> '{}'::jsonb)`;

const num = (v: string | number | null) => (v === null ? null : Number(v));

/** The row as the offer rules read it (list prices, before any payment variance); null without a price. */
export function offerProduct(r: ProductRow): OfferProduct | null {
  if (r.preco === null) return null;
  return {
    preco: r.preco,
    precode: r.precode,
    precovendaatacado: r.precovendaatacado,
    minvendaatacado: num(r.minvendaatacado),
    multiploincremento: num(r.multiploincremento),
    granularidade: num(r.granularidade),
    min_por_pedido: num(r.min_por_pedido),
    maxporpedido: num(r.maxporpedido),
    efeitospoliticas: { descontoProgressivo: r.desconto_progressivo ?? {} },
  };
}

export type OfferSelection = RuleOptions & {
  /** Deepest discount first (stable: rows keep their order among equal discounts). */
  byDiscount: boolean;
};

/** The rows that are offers, in their order or by discount. */
export function selectOffers(rows: ProductRow[], o: OfferSelection): ProductRow[] {
  const rules: RuleOptions = { disableProductMultiple: o.disableProductMultiple };
  const offers = rows.flatMap((r) => {
    const p = offerProduct(r);
    return p && isOffer(p, rules) ? [{ r, bp: offerDiscountBp(p, rules) }] : [];
  });
  if (o.byDiscount) offers.sort((a, b) => b.bp - a.bp);
  return offers.map((x) => x.r);
}
