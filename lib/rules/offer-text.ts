/**
 * Shopper sentences of the product page and cards: how a product is sold and its
 * offers, in the product's own unit (quantity-text.ts). Pure strings, money via formatBRL.
 */
import { formatBRL } from './money';
import type { QuantityOffer, ReferenceOffer } from './offer';
import type { UnitPriceSource } from './price';
import { DEFAULT_GRANULARITY, DEFAULT_MIN_PER_ORDER, type QuantityLimits } from './quantity';
import { formatCount, formatQuantity, isMeasureUnit } from './quantity-text';

type Sold = QuantityLimits & { unidade: string };

/** How a unit price is said: "cada" for counted units, "o kg" for measures. */
export function perUnitText(unidade: string): string {
  return isMeasureUnit(unidade) ? `o ${unidade.trim()}` : 'cada';
}

/** "Vendido a cada 250 g" when the cart's step is not the default single unit; else null. */
export function soldEveryText(p: Sold): string | null {
  const step = p.granularidade && p.granularidade > 0 ? p.granularidade : DEFAULT_GRANULARITY;
  return step === DEFAULT_GRANULARITY ? null : `Vendido a cada ${formatQuantity(step, p.unidade)}`;
}

/** "Mínimo 3 un" when the minimum per order is more than one step of the cart; else null. */
export function minimumText(p: Sold): string | null {
  const step = p.granularidade && p.granularidade > 0 ? p.granularidade : DEFAULT_GRANULARITY;
  const min = p.min_por_pedido && p.min_por_pedido > 0 ? p.min_por_pedido : DEFAULT_MIN_PER_ORDER;
  return min > step ? `Mínimo ${formatQuantity(min, p.unidade)}` : null;
}

/** "Máximo 24 por pedido", "Máximo 5 kg por pedido"; null without a maximum. */
export function maximumText(p: Sold): string | null {
  return p.maxporpedido && p.maxporpedido > 0 ? `Máximo ${formatCount(p.maxporpedido, p.unidade)} por pedido` : null;
}

/** The shopper's rules of a product, in order: step, minimum, maximum (only those that apply). */
export function soldAsTexts(p: Sold): string[] {
  return [soldEveryText(p), minimumText(p), maximumText(p)].filter((t): t is string => t !== null);
}

/** Progressive tier on the product page: "Leve 3, pague R$ 7,99 cada", "Leve 3 kg, pague R$ 5,19 o kg". */
export function takeAndPayText(o: Pick<QuantityOffer, 'quantidade' | 'preco'>, unidade: string): string {
  return `Leve ${formatCount(o.quantidade, unidade)}, pague ${formatBRL(o.preco)} ${perUnitText(unidade)}`;
}

/**
 * Wholesale on the product page: "Preço por quantidade: a partir de 6 un, R$ 7,19 cada". Said by quantity, not as
 * "atacado": a winery or a grocery offering it is no wholesaler.
 */
export function wholesaleText(o: Pick<QuantityOffer, 'quantidade' | 'preco'>, unidade: string): string {
  return `Preço por quantidade: a partir de ${formatQuantity(o.quantidade, unidade)}, ${formatBRL(o.preco)} ${perUnitText(unidade)}`;
}

/** The offer line of a card: "A partir de 6 un: R$ 7,19 cada" or "Leve 12: R$ 7,19". */
export function cardOfferText(o: QuantityOffer, unidade: string): string {
  return o.origem === 'ATACADO'
    ? `A partir de ${formatQuantity(o.quantidade, unidade)}: ${formatBRL(o.preco)} ${perUnitText(unidade)}`
    : `Leve ${formatCount(o.quantidade, unidade)}: ${formatBRL(o.preco)}`;
}

/** "De R$ 12,90 por R$ 9,90". */
export function referenceText(r: ReferenceOffer): string {
  return `De ${formatBRL(r.de)} por ${formatBRL(r.por)}`;
}

/** The badge: "−23%" (U+2212) and what it says to a screen reader: "23% de desconto". Null below 1%. */
export function discountBadge(r: ReferenceOffer): { visible: string; spoken: string } | null {
  return r.percentual >= 1 ? { visible: `\u2212${r.percentual}%`, spoken: `${r.percentual}% de desconto` } : null;
}

/**
 * Where a cart line's unit price came from, in the shopper's words. "Preço de atacado" only at a
 * supplier that is a wholesaler (sells to companies only): a winery or a grocery is no wholesaler.
 */
export function priceOriginLabel(origem: UnitPriceSource, atacadista: boolean): string | null {
  switch (origem) {
    case 'ATENDENTE':
      return 'Preço negociado';
    case 'PROGRESSIVO':
      return 'Preço por quantidade';
    case 'ATACADO':
      return atacadista ? 'Preço de atacado' : 'Preço por volume';
    default:
      return null;
  }
}
