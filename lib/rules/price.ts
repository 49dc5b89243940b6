/** Cart price rules (spec section 4, Price rule). Money in integer centavos. */
import { formatBRL } from './money';

export type PricedProduct = {
  preco: number;
  precoatendente?: number | null;
  precovendaatacado?: number | null;
  minvendaatacado?: number | null;
  multiploincremento?: number | null;
  efeitospoliticas?: { descontoProgressivo?: Record<string, number> } | null;
  preco_embalagem?: number | null;
};

export type PriceOptions = { disableProductMultiple?: boolean };

export type UnitPriceSource = 'ATENDENTE' | 'PROGRESSIVO' | 'ATACADO' | 'NORMAL';

/** Progressive tiers as [threshold, price] sorted by threshold ascending. */
export function progressiveTiers(p: PricedProduct): Array<[number, number]> {
  const map = p.efeitospoliticas?.descontoProgressivo ?? {};
  return Object.entries(map)
    .map(([k, v]) => [Number(k), v] as [number, number])
    .filter(([k]) => Number.isFinite(k) && k > 0)
    .sort((a, b) => a[0] - b[0]);
}

/**
 * In order: the attendant's price; else the progressive tier reached by the quantity; else the
 * wholesale price when quantity (times the increment multiple, unless disable-product-multiple)
 * reaches minvendaatacado and it is below the normal price; else the normal price.
 */
export function unitPrice(
  p: PricedProduct,
  quantity: number,
  opts: PriceOptions = {},
): { preco: number; origem: UnitPriceSource } {
  if (p.precoatendente != null) return { preco: p.precoatendente, origem: 'ATENDENTE' };
  const tier = progressiveTiers(p)
    .filter(([threshold]) => quantity >= threshold)
    .pop();
  if (tier) return { preco: tier[1], origem: 'PROGRESSIVO' };
  const multiple = opts.disableProductMultiple ? 1 : (p.multiploincremento ?? 1) || 1;
  if (
    p.precovendaatacado != null &&
    p.minvendaatacado != null &&
    quantity * multiple >= p.minvendaatacado &&
    p.precovendaatacado < p.preco
  ) {
    return { preco: p.precovendaatacado, origem: 'ATACADO' };
  }
  return { preco: p.preco, origem: 'NORMAL' };
}

/** Line total in centavos: unit price × quantity, plus packaging × quantity when gift-wrapped. */
export function lineTotal(p: PricedProduct, quantity: number, giftWrap = false, opts: PriceOptions = {}): number {
  const goods = Math.round(unitPrice(p, quantity, opts).preco * quantity);
  const wrap = giftWrap && p.preco_embalagem ? Math.round(p.preco_embalagem * quantity) : 0;
  return goods + wrap;
}

export function cartTotal(
  lines: Array<{ produto: PricedProduct; quantidade: number; embalarParaPresente?: boolean }>,
  opts: PriceOptions = {},
): number {
  return lines.reduce((sum, l) => sum + lineTotal(l.produto, l.quantidade, l.embalarParaPresente, opts), 0);
}

/**
 * Payment-method price variance (tag support-price-variance-by-payment), in basis points:
 * -300 = 3% off. Result stays integer centavos (half away from zero). The cart and the catalogue
 * price by it; cards and product pages show the PIX price by it.
 */
export function applyVariance(centavos: number, bp: number): number {
  if (!bp) return centavos;
  return Math.round((centavos * (10000 + bp)) / 10000);
}

export const PRICE_VARIANCE_TAG = 'support-price-variance-by-payment';

/**
 * The PIX price of a base (unvaried) price, when the supplier prices by payment and its PIX
 * method is cheaper; else null (nothing to show).
 */
export function pixPrice(
  base: number,
  tags: readonly string[],
  methods: readonly { tipo: string; variacao_preco_bp: number }[],
): number | null {
  if (!tags.includes(PRICE_VARIANCE_TAG)) return null;
  const bp = Math.min(0, ...methods.filter((m) => m.tipo === 'PIX').map((m) => m.variacao_preco_bp));
  return bp < 0 ? applyVariance(base, bp) : null;
}

/**
 * The PIX price under a price on cards and product pages: the PIX variance (pixPrice), less the supplier's public PIX
 * coupon when it has one (the percent rounded as couponDiscount rounds one line); null when PIX costs the same.
 */
export function pixOffer(
  base: number,
  tags: readonly string[],
  methods: readonly { tipo: string; variacao_preco_bp: number }[],
  cupom: { codigo: string; percentual_bp: number } | null | undefined,
): { preco: number; cupom: string | null } | null {
  const varied = pixPrice(base, tags, methods) ?? base;
  if (!cupom || cupom.percentual_bp <= 0) return varied === base ? null : { preco: varied, cupom: null };
  const desconto = Math.round((varied * Math.min(10000, cupom.percentual_bp)) / 10000);
  return { preco: varied - desconto, cupom: cupom.codigo };
}

/** "R$ 27,45 no PIX", or "R$ 27,45 no PIX com o cupom PIX5". */
export function pixOfferText(o: { preco: number; cupom: string | null }): string {
  return `${formatBRL(o.preco)} no PIX${o.cupom ? ` com o cupom ${o.cupom}` : ''}`;
}
