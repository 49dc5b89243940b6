import type { ProductSummary } from '../../../lib/contract';
import { unitPrice } from '../../../lib/rules/price';

/** Payment-method price variance: the one rule, shared with the storefront's PIX price (lib/rules/price). */
export { applyVariance } from '../../../lib/rules/price';

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
