import { unstable_rethrow } from 'next/navigation';

import type { PaymentTerms } from '@/components/catalog/payment-offers';
import { SmartLink } from '@/components/smart-link';
import { getRebuy } from '@/lib/commerce/rebuy';
import type { Supplier } from '@/lib/contract';
import type { RebuyProduct } from '@/lib/contract/rebuy';
import type { CatalogDelivery } from '@/lib/delivery/context';
import { REBUY_PAGE_LIMIT, REBUY_SHELF_LIMIT } from '@/lib/rules/rebuy';
import { currentAccount } from '@/lib/session/server';
import { catalogViewer } from '@/lib/session/viewer';
import { supplierHref } from '@/lib/supplier-url';

import { RebuyGrid } from './rebuy-products';

export const REBUY_PATH = '/conta/comprar-de-novo';

/** What the shelf shows: the products that can be added now, and whether prices are shown. */
export type RebuyShelfData = { products: RebuyProduct[]; possuiPreco: boolean } | null;

/**
 * The home's "Comprar de novo" products (decision 0052): a logged-in customer's usual products that
 * can be added now. Null for a visitor or a representative not acting for a client (and no call), or
 * when the call fails: the shelf is hidden, never the home. The home starts it with its other calls,
 * not after them (e2e/api-calls.spec.ts).
 */
export async function loadRebuyShelf(supplier: Supplier, delivery?: CatalogDelivery): Promise<RebuyShelfData> {
  try {
    const account = await currentAccount(supplier.idfornecedor);
    if (account.status !== 'cliente') return null;
    const { idformapagamento } = await catalogViewer(supplier.idfornecedor);
    const data = await getRebuy(account, supplier.idfornecedor, {
      limite: REBUY_PAGE_LIMIT,
      ...(delivery ? { tipoentrega: delivery.tipoentrega } : {}),
      ...(idformapagamento ? { idformapagamento } : {}),
    });
    const products = data.produtos.filter((p) => p.disponivel).slice(0, REBUY_SHELF_LIMIT);
    return products.length > 0 ? { products, possuiPreco: data.possuiPreco } : null;
  } catch (error) {
    // A redirect or not-found thrown by the session reads is the page's, not the shelf's.
    unstable_rethrow(error);
    console.error('[comprar-de-novo] indisponível:', error instanceof Error ? error.message : 'erro');
    return null;
  }
}

/** The shelf, rendered in its own <Suspense> on the home, so the rest of the page does not wait for it. */
export async function RebuyShelf({
  shelf,
  base,
  terms,
}: {
  shelf: Promise<RebuyShelfData>;
  base: string;
  terms?: PaymentTerms | null;
}) {
  const data = await shelf;
  if (!data) return null;
  return (
    <section aria-labelledby="comprar-de-novo-titulo" className="mb-8">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id="comprar-de-novo-titulo" className="text-xl font-bold">
          Comprar de novo
        </h2>
        <SmartLink href={supplierHref(base, REBUY_PATH)} className="text-sm font-semibold underline underline-offset-4">
          Ver todos os produtos que você costuma comprar
        </SmartLink>
      </div>
      <RebuyGrid
        products={data.products}
        showPrices={data.possuiPreco}
        base={base}
        label="Comprar de novo"
        terms={terms}
      />
    </section>
  );
}
