import type { ProductSummary } from '../../../lib/contract';
import { unitPrice } from '../../../lib/rules/price';

/**
 * Payment-method price variance (tag support-price-variance-by-payment), in basis points:
 * -300 = 3% off. Result stays integer centavos (half away from zero).
 */
export function applyVariance(centavos: number, bp: number): number {
  if (!bp) return centavos;
  return Math.round((centavos * (10000 + bp)) / 10000);
}

/**
 * `preconf` of listaprodutosf: the unit price for the product's minimum order after the policies
 * (progressive discount, wholesale), or the list price with `ignorePolicy`; null when hidden.
 */
export function configuredPrice(
  s: ProductSummary,
  o: { ignorePolicy: boolean; disableProductMultiple: boolean },
): number | null {
  if (s.preco === null) return null;
  if (o.ignorePolicy) return s.preco;
  return unitPrice({ ...s, preco: s.preco }, s.min_por_pedido, { disableProductMultiple: o.disableProductMultiple })
    .preco;
}
