import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';

import { catalogPaymentTerms } from '@/components/catalog/payment-terms';
import { ProductGrid } from '@/components/catalog/product-card';
import { ComboGrid } from '@/components/combo/combo-card';
import { Carousels } from '@/components/content/carousels';
import { loadRebuyShelf, RebuyShelf } from '@/components/rebuy/rebuy-shelf';
import { RecommendationsSlot } from '@/components/recommendation/recommendations-slot';
import { StoreJsonLd } from '@/components/seo/json-ld';
import { SmartLink } from '@/components/smart-link';
import { listCategories, listProducts } from '@/lib/commerce/catalog';
import { listCombos } from '@/lib/commerce/combo';
import { listCarousels } from '@/lib/commerce/content';
import { loadStorefront } from '@/lib/commerce/storefront';
import { PRODUCT_PAGE_SIZE } from '@/lib/contract';
import { catalogDeliveryFor, currentGate } from '@/lib/delivery/server';
import { RECOMMENDATION_TAG } from '@/lib/rules/recommendation';
import { applyNoticeText } from '@/lib/rules/shopping-list';
import { supplierHref, supplierOrigin } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';
import { DEFAULT_DESCRIPTION } from '@/lib/tenant/seo';

type Props = {
  params: Promise<{ supplier: string }>;
  searchParams: Promise<{ aviso?: string | string[] }>;
};

/** Offers on the home: two rows of the grid; the rest on /ofertas. */
const OFFERS_ON_HOME = 10;
/** Promotional combos on the home; the rest on /combos. */
const COMBOS_ON_HOME = 3;

export async function generateMetadata(): Promise<Metadata> {
  // The title stays the supplier's seo.title (layout default); only the canonical is page-specific.
  return { alternates: { canonical: '/' } };
}

/**
 * The home's carousels without products, plus the first product carousel's products:
 * the later ones load in the browser, staggered, so they never delay the first paint.
 */
async function homeCarousels(idfornecedor: string, delivery: Awaited<ReturnType<typeof catalogDeliveryFor>>) {
  const list = await listCarousels(idfornecedor, 'HOME', delivery, { loadProdutos: false });
  const first = list.carrosseis.find((c) => c.tipo_conteudo === 'PRODUTOS');
  if (!first) return list;
  const one = await listCarousels(idfornecedor, 'HOME', delivery, { idcarrossel: first.idcarrossel });
  const produtos = one.carrosseis[0]?.produtos ?? [];
  return {
    possuiPreco: one.possuiPreco,
    carrosseis: list.carrosseis.map((c) => (c.idcarrossel === first.idcarrossel ? { ...c, produtos } : c)),
  };
}

export default async function SupplierHome({ params, searchParams }: Props) {
  const [{ supplier: slug }, { aviso }] = await Promise.all([params, searchParams]);
  // After applying a shopping list (components/shopping-list/actions.ts): how it went.
  const notice = applyNoticeText(aviso);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const { supplier, theme, footer } = storefront;
  const { base } = await storefrontContext();
  // Access gate: the layout shows the address modal instead; no catalog call, no catalog HTML.
  if (await currentGate(supplier, base)) return null;
  const delivery = await catalogDeliveryFor(supplier);
  // Independent calls start together (e2e/api-calls.spec.ts counts the rounds); the rebuy shelf's
  // is awaited inside its own Suspense.
  const rebuy = loadRebuyShelf(supplier, delivery);
  // It only rejects with the session's redirect, which the shelf rethrows; if the page fails first, no one awaits it.
  rebuy.catch(() => undefined);
  const [products, offers, categories, carousels, terms, allCombos] = await Promise.all([
    listProducts(supplier, { page: 1, limit: PRODUCT_PAGE_SIZE, ...delivery }),
    listProducts(supplier, { page: 1, limit: OFFERS_ON_HOME, ofertas: 'true', ...delivery }),
    listCategories(supplier.idfornecedor),
    homeCarousels(supplier.idfornecedor, delivery),
    catalogPaymentTerms(supplier),
    listCombos(supplier.idfornecedor, delivery?.tipoentrega).catch(() => []),
  ]);
  const combos = allCombos.slice(0, COMBOS_ON_HOME);
  const hasBanner = carousels.carrosseis.some((c) => c.tipo_conteudo === 'STATIC_IMAGES' && c.imagens.length > 0);

  return (
    <>
      {notice && (
        <p role="status" className="mb-4 rounded bg-green-50 p-3 font-semibold text-green-900">
          {notice}
        </p>
      )}
      <StoreJsonLd
        origin={supplierOrigin(supplier)}
        nome={supplier.nome}
        description={supplier.config.seo.description.trim() || DEFAULT_DESCRIPTION}
        logo={theme.logo_url}
        email={footer.contato.email || undefined}
        telephone={footer.contato.telefone || undefined}
        sameAs={footer.redes_sociais.map((r) => r.url).filter((u) => /^https?:/i.test(u))}
      />
      <h1 className="sr-only">{supplier.nome}</h1>
      <Carousels list={carousels} base={base} staggered />
      {/* Only for a logged-in customer (a cookie: never a page the page cache keeps, decision 0052). */}
      <Suspense fallback={null}>
        <RebuyShelf shelf={rebuy} base={base} terms={terms} />
      </Suspense>
      {supplier.tag.includes(RECOMMENDATION_TAG) && <RecommendationsSlot base={base} visao="HOME" />}
      {combos.length > 0 && (
        <section aria-labelledby="combos-titulo" className="mb-8">
          <div className="mb-3 flex items-baseline justify-between gap-4">
            <h2 id="combos-titulo" className="text-xl font-bold">
              Combos promocionais
            </h2>
            <SmartLink
              href={supplierHref(base, '/combos')}
              className="text-sm font-semibold underline underline-offset-4"
            >
              Ver todos os combos
            </SmartLink>
          </div>
          <ComboGrid combos={combos} base={base} />
        </section>
      )}
      {categories.length > 0 && (
        <section aria-labelledby="categorias-titulo" className="mb-8">
          <h2 id="categorias-titulo" className="mb-3 text-xl font-bold">
            Categorias
          </h2>
          <ul className="flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.idsetor}>
                <SmartLink
                  href={supplierHref(base, `/busca?categoria=${encodeURIComponent(c.slug)}`)}
                  className="inline-block rounded-full border border-primary px-4 py-1.5 text-sm font-medium text-gray-900 hover:bg-primary hover:text-on-primary"
                >
                  {c.nome}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {offers.produtos.length > 0 && (
        <section aria-labelledby="ofertas-titulo" className="mb-8">
          <div className="mb-3 flex items-baseline justify-between gap-4">
            <h2 id="ofertas-titulo" className="text-xl font-bold">
              Ofertas
            </h2>
            <SmartLink
              href={supplierHref(base, '/ofertas')}
              className="text-sm font-semibold underline underline-offset-4"
            >
              Ver todas as ofertas
            </SmartLink>
          </div>
          <ProductGrid
            products={offers.produtos}
            showPrices={offers.possuiPreco}
            base={base}
            label="Ofertas"
            eagerCount={hasBanner ? 0 : 2}
            terms={terms}
          />
        </section>
      )}
      <section aria-labelledby="produtos-titulo">
        <div className="mb-3 flex items-baseline justify-between gap-4">
          <h2 id="produtos-titulo" className="text-xl font-bold">
            Produtos
          </h2>
          <SmartLink href={supplierHref(base, '/busca')} className="text-sm font-semibold underline underline-offset-4">
            Ver todos os produtos
          </SmartLink>
        </div>
        {products.produtos.length > 0 ? (
          <ProductGrid
            products={products.produtos}
            showPrices={products.possuiPreco}
            base={base}
            eagerCount={hasBanner || offers.produtos.length > 0 ? 0 : 2}
            terms={terms}
          />
        ) : (
          <p>Nenhum produto encontrado</p>
        )}
      </section>
    </>
  );
}
