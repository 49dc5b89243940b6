import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { Pagination } from '@/components/catalog/pagination';
import { catalogPaymentTerms } from '@/components/catalog/payment-terms';
import { ProductGrid } from '@/components/catalog/product-card';
import { SmartLink } from '@/components/smart-link';
import { listProducts } from '@/lib/commerce/catalog';
import { loadStorefront } from '@/lib/commerce/storefront';
import { PRODUCT_PAGE_SIZE } from '@/lib/contract';
import { catalogDeliveryFor, currentGate } from '@/lib/delivery/server';
import { supplierHref, supplierOrigin } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

type Props = { params: Promise<{ supplier: string }>; searchParams: Promise<{ pagina?: string | string[] }> };

const PATH = '/ofertas';

/** `?pagina=` as a page number (1 when absent), null when it is not one. */
function pageNumber(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1;
  const v = Array.isArray(raw) ? raw[0] : raw;
  return v && /^\d{1,4}$/.test(v) && Number(v) >= 1 ? Number(v) : null;
}

const pageHref = (page: number) => (page > 1 ? `${PATH}?pagina=${page}` : PATH);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const storefront = await loadStorefront((await params).supplier);
  if (!storefront) return {};
  return {
    title: 'Ofertas',
    description: `Ofertas de ${storefront.supplier.nome}: preços baixados e descontos por quantidade.`,
    alternates: { canonical: PATH },
  };
}

/** The supplier's real offers (API `ofertas=true`), deepest discount first. */
export default async function OffersPage({ params, searchParams }: Props) {
  const [{ supplier: slug }, sp, { base }] = await Promise.all([params, searchParams, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const page = pageNumber(sp.pagina);
  if (page === null) notFound();
  const { supplier } = storefront;
  // Access gate: the layout shows the address modal instead; no catalog call, no catalog HTML.
  if (await currentGate(supplier, base)) return null;
  const delivery = await catalogDeliveryFor(supplier);
  const [offers, terms] = await Promise.all([
    listProducts(supplier, { ofertas: 'true', page, limit: PRODUCT_PAGE_SIZE, ...delivery }),
    catalogPaymentTerms(supplier),
  ]);
  if (page > 1 && page > offers.paginas) notFound();

  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'Início', path: '/' },
          { name: 'Ofertas', path: PATH },
        ]}
        base={base}
        origin={supplierOrigin(supplier)}
      />
      <h1 className="mb-2 text-2xl font-bold">Ofertas</h1>
      {offers.produtos.length > 0 ? (
        <>
          <p className="mb-4 text-sm text-gray-700">
            {offers.total === 1 ? '1 oferta' : `${offers.total} ofertas`}
            {offers.paginas > 1 && ` · página ${page} de ${offers.paginas}`}
          </p>
          <ProductGrid
            products={offers.produtos}
            showPrices={offers.possuiPreco}
            base={base}
            label="Ofertas"
            eagerCount={2}
            terms={terms}
          />
          <Pagination current={page} total={offers.paginas} hrefFor={(p) => supplierHref(base, pageHref(p))} />
        </>
      ) : (
        <p>
          Nenhuma oferta no momento.{' '}
          <SmartLink href={supplierHref(base, '/busca')} className="font-semibold underline underline-offset-4">
            Ver todos os produtos
          </SmartLink>
        </p>
      )}
    </>
  );
}
