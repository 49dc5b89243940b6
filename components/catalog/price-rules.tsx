import type { ProductSummary } from '@/lib/contract';
import { formatBRL } from '@/lib/rules/money';
import { quantityOffers, referenceOffer } from '@/lib/rules/offer';
import { soldAsTexts, takeAndPayText, wholesaleText } from '@/lib/rules/offer-text';
import { unitWeightText } from '@/lib/rules/quantity-text';
import { maxUnits, unitWeight } from '@/lib/rules/unit-weight';

import { DiscountBadge, ReferencePrice } from './discount-badge';
import { LOGIN_TO_BUY } from './product-card';

/**
 * Price and how the product is sold, in shopper words and the product's unit: the
 * price (with "De R$ X por" and its discount when there is a reference price), the wholesale
 * price ("Preço de atacado"), the progressive tiers ("Leve 3, pague R$ 7,99 cada") and the
 * cart's rules ("Vendido a cada 250 g", "Mínimo 3 un", "Máximo 24 por pedido"). Offers come from
 * lib/rules/offer.ts, the cart's own rules. With `showPrices` false no price nor offer is shown,
 * only the rules and 'Faça login para comprar'.
 */
export function PriceRules({
  product,
  showPrices,
  disableProductMultiple = false,
}: {
  product: ProductSummary;
  showPrices: boolean;
  /** Supplier tag disable-product-multiple (the wholesale threshold ignores the increment multiple). */
  disableProductMultiple?: boolean;
}) {
  const priced = showPrices && product.preco !== null ? { ...product, preco: product.preco } : null;
  const reference = priced ? referenceOffer(priced) : null;
  const offers = priced ? quantityOffers(priced, { disableProductMultiple }) : [];
  const wholesale = offers.find((o) => o.origem === 'ATACADO');
  const tiers = offers.filter((o) => o.origem === 'PROGRESSIVO');
  const soldAs = soldByTheUnitTexts(product) ?? soldAsTexts(product);
  return (
    <div className="space-y-4">
      {priced ? (
        <div>
          <p className="text-3xl font-bold text-gray-900">
            {reference ? (
              <ReferencePrice offer={reference} prefixClassName="block text-base font-normal text-gray-700" />
            ) : (
              formatBRL(priced.preco)
            )}{' '}
            <span className="text-base font-normal text-gray-700">/ {product.unidade}</span>
            {reference && <DiscountBadge offer={reference} />}
          </p>
          {wholesale && (
            <p className="mt-1 text-sm font-semibold text-gray-800">{wholesaleText(wholesale, product.unidade)}</p>
          )}
        </div>
      ) : showPrices ? (
        <p className="text-lg text-gray-800">Preço sob consulta</p>
      ) : (
        <p className="text-lg font-semibold text-gray-900">{LOGIN_TO_BUY}</p>
      )}

      {tiers.length > 0 && (
        <section aria-labelledby="leve-mais-titulo">
          <h2 id="leve-mais-titulo" className="mb-1 text-base font-semibold">
            Leve mais, pague menos
          </h2>
          <ul className="space-y-0.5 text-sm">
            {tiers.map((o) => (
              <li key={o.quantidade}>{takeAndPayText(o, product.unidade)}</li>
            ))}
          </ul>
        </section>
      )}

      {soldAs.length > 0 && (
        <ul aria-label="Como é vendido" className="flex flex-wrap gap-2 text-sm">
          {soldAs.map((text) => (
            <li key={text} className="rounded-full border border-gray-300 px-3 py-1 text-gray-800">
              {text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Produce ordered by the unit: one piece is the step and the minimum, the kg maximum counts whole
 * pieces (docs/decisions/0055-produce-ordered-by-the-unit.md), so the kg rules are not what the
 * shopper follows. Null for every other product.
 */
function soldByTheUnitTexts(product: ProductSummary): string[] | null {
  const weight = unitWeight(product);
  if (weight === null) return null;
  const max = maxUnits(product, weight);
  return [`Vendido por unidade (${unitWeightText(product)})`, ...(max !== null ? [`Máximo ${max} un por pedido`] : [])];
}
