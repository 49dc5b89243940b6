import type { PaymentTerms } from '@/components/catalog/payment-offers';
import { ProductCard } from '@/components/catalog/product-card';
import { fromSummary } from '@/lib/cart/line';
import type { RebuyProduct } from '@/lib/contract/rebuy';

import type { RebuyItem } from './rebuy-add';
import { RebuyAddIsland } from './rebuy-add-island';

/** The cart line and quantity of a product that can be added now (null otherwise). */
export function rebuyItem(p: RebuyProduct, showPrices: boolean): RebuyItem | null {
  const produto = showPrices && p.disponivel ? fromSummary(p) : null;
  return produto ? { produto, quantidade: p.quantidade } : null;
}

/** The usual products as catalogue cards, each with "Adicionar {quantidade}" (decision 0052). */
export function RebuyGrid({
  products,
  showPrices,
  base,
  label,
  terms,
}: {
  products: RebuyProduct[];
  showPrices: boolean;
  base: string;
  label: string;
  terms?: PaymentTerms | null;
}) {
  return (
    <ul
      aria-label={label}
      data-ga4-list={label}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
    >
      {products.map((p) => {
        const item = rebuyItem(p, showPrices);
        return (
          <li key={p.idproduto}>
            <ProductCard
              product={p}
              showPrices={showPrices}
              base={base}
              terms={terms}
              action={item ? <RebuyAddIsland {...item} /> : undefined}
            />
          </li>
        );
      })}
    </ul>
  );
}
