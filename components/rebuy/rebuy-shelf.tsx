import type { PaymentTerms } from '@/components/catalog/payment-offers';
import { SmartLink } from '@/components/smart-link';
import { getRebuy } from '@/lib/commerce/rebuy';
import type { Supplier } from '@/lib/contract';
import type { CatalogDelivery } from '@/lib/delivery/context';
import { REBUY_PAGE_LIMIT, REBUY_SHELF_LIMIT } from '@/lib/rules/rebuy';
import { currentAccount } from '@/lib/session/server';
import { catalogViewer } from '@/lib/session/viewer';
import { supplierHref } from '@/lib/supplier-url';

import { RebuyGrid } from './rebuy-products';

export const REBUY_PATH = '/conta/comprar-de-novo';

/**
 * The home's "Comprar de novo" shelf (decision 0052): a logged-in customer's usual products that can
 * be added now. Nothing for a visitor or a representative not acting for a client, and no call;
 * a failure of the call hides the shelf and never the home. The home renders it in its own
 * <Suspense>, so the rest of the page does not wait for it.
 */
export async function RebuyShelf({
  supplier,
  base,
  delivery,
  terms,
}: {
  supplier: Supplier;
  base: string;
  delivery?: CatalogDelivery;
  terms?: PaymentTerms | null;
}) {
  const account = await currentAccount(supplier.idfornecedor);
  if (account.status !== 'cliente') return null;
  const { idformapagamento } = await catalogViewer(supplier.idfornecedor);
  const data = await getRebuy(account, supplier.idfornecedor, {
    limite: REBUY_PAGE_LIMIT,
    ...(delivery ? { tipoentrega: delivery.tipoentrega } : {}),
    ...(idformapagamento ? { idformapagamento } : {}),
  }).catch((error: unknown) => {
    console.error('[comprar-de-novo] indisponível:', error instanceof Error ? error.message : 'erro');
    return null;
  });
  const products = (data?.produtos ?? []).filter((p) => p.disponivel).slice(0, REBUY_SHELF_LIMIT);
  if (!data || products.length === 0) return null;
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
      <RebuyGrid products={products} showPrices={data.possuiPreco} base={base} label="Comprar de novo" terms={terms} />
    </section>
  );
}
