import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { Breadcrumbs, categoryCrumbs } from '@/components/catalog/breadcrumbs';
import { Pagination } from '@/components/catalog/pagination';
import { catalogPaymentTerms } from '@/components/catalog/payment-terms';
import { ProductGrid } from '@/components/catalog/product-card';
import { FilterForm } from '@/components/search/filter-form';
import { SortSelect } from '@/components/search/sort-select';
import { SmartLink } from '@/components/smart-link';
import { ClientLink } from '@/components/ui/client-link';
import {
  effectiveOrder,
  lastShownPage,
  loadMoreState,
  MAX_SEARCH_TEXT_LENGTH,
  pageState,
  pagesToFetch,
  parseSearchParams,
  SEARCH_PAGE_SIZE,
  searchPath,
  tagsPesquisa,
  type RawSearchParams,
  type SearchState,
} from '@/lib/catalog/search-state';
import { getSectorPath, listFilterGroups, listProducts } from '@/lib/commerce/catalog';
import { CommerceApiError } from '@/lib/commerce/errors';
import { loadStorefront } from '@/lib/commerce/storefront';
import type { FilterGroup, ProductList, SectorPath } from '@/lib/contract';
import { catalogDeliveryFor, currentGate } from '@/lib/delivery/server';
import { supplierHref, supplierOrigin } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

type Props = { params: Promise<{ supplier: string }>; searchParams: Promise<RawSearchParams> };

/** Everything the listing needs, from the URL; 404 for absurd pages and unknown categories. */
async function load(slug: string, sp: RawSearchParams) {
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const parsed = parseSearchParams(sp);
  if (parsed.invalidPage || parsed.invalidCategory) notFound();
  const { supplier } = storefront;
  let sector: SectorPath | null = null;
  if (parsed.state.categoria) {
    sector = await getSectorPath(supplier.idfornecedor, parsed.state.categoria);
    if (!sector) notFound();
  }
  return { storefront, parsed, sector };
}

function headingFor(state: SearchState, sector: SectorPath | null, textTooLong: boolean): string {
  if (sector) return state.q ? `${sector.setor.nome}: resultados para “${state.q}”` : sector.setor.nome;
  if (state.q && !textTooLong) return `Resultados para “${state.q}”`;
  return 'Todos os produtos';
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ supplier: slug }, sp] = await Promise.all([params, searchParams]);
  const { storefront, parsed, sector } = await load(slug, sp);
  const { state } = parsed;
  const title = headingFor(state, sector, parsed.textTooLong);
  // Every listing is crawlable (Lighthouse's is-crawlable); its canonical is the normalized state
  // (append mode → its first page), on the primary domain (metadataBase).
  const canonical = searchPath({
    ...state,
    categoria: sector?.setor.slug ?? '',
    pagina: state.ate > 0 ? 1 : state.pagina,
    ate: 0,
  });
  return {
    title,
    description: sector
      ? `Produtos de ${sector.setor.nome} em ${storefront.supplier.nome}`
      : `Produtos de ${storefront.supplier.nome}`,
    alternates: { canonical },
    openGraph: { title, url: canonical },
  };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const [{ supplier: slug }, sp, { base }] = await Promise.all([params, searchParams, storefrontContext()]);
  const { storefront, parsed, sector } = await load(slug, sp);
  const { supplier } = storefront;
  const { state, textTooLong } = parsed;
  // Listings render under the address gate (decision 0045); only a supplier without the web
  // storefront module shows nothing.
  if ((await currentGate(supplier, base)) === 'modulo') return null;
  const [delivery, terms] = await Promise.all([catalogDeliveryFor(supplier), catalogPaymentTerms(supplier)]);
  const origin = supplierOrigin(supplier);
  const orders = supplier.ordenacoes_produto;
  const ordem = effectiveOrder(
    state,
    orders.map((o) => o.codigo),
  );

  let results: ProductList[] = [];
  let groups: FilterGroup[] = [];
  let message: string | null = null;

  if (textTooLong) {
    message = `O texto de busca pode ter no máximo ${MAX_SEARCH_TEXT_LENGTH} caracteres.`;
  } else {
    const query = {
      limit: SEARCH_PAGE_SIZE,
      ...(state.q ? { sk: state.q } : {}),
      ...(sector ? { categ: sector.setor.idsetor } : {}),
      ...(state.filtros.length > 0 ? { tagsPesquisa: tagsPesquisa(state) } : {}),
      ...(ordem ? { ordenacao: ordem } : {}),
      ...delivery,
    };
    try {
      [results, groups] = await Promise.all([
        Promise.all(pagesToFetch(state).map((page) => listProducts(supplier, { ...query, page }))),
        listFilterGroups(supplier.idfornecedor, sector?.setor.slug ?? 'todos', state.q, tagsPesquisa(state) ?? ''),
      ]);
    } catch (error) {
      // Input the API rejects (400) is an empty result, never a 500.
      if (!(error instanceof CommerceApiError) || error.status !== 400) throw error;
      message = 'Revise os filtros da busca.';
    }
  }

  const firstResult = results[0];
  const total = firstResult?.total ?? 0;
  const paginas = firstResult?.paginas ?? 0;
  // A page number beyond the last one (with products) is not a page.
  if (state.ate === 0 && state.pagina > 1 && paginas > 0 && state.pagina > paginas) notFound();
  const products = results.flatMap((r) => r.produtos);
  const showPrices = firstResult?.possuiPreco ?? false;
  const shown = Math.min(lastShownPage(state), Math.max(paginas, 1));

  const href = (s: Partial<SearchState>) => supplierHref(base, searchPath(s));
  const action = supplierHref(base, '/busca');
  const heading = headingFor(state, sector, textTooLong);
  // The visitor's text never goes into the crumbs (nor their JSON-LD).
  const crumbs = sector
    ? categoryCrumbs(sector.caminho)
    : [
        { name: 'Início', path: '/' },
        { name: state.q ? 'Busca' : 'Todos os produtos', path: '/busca' },
      ];

  return (
    <>
      <Breadcrumbs items={crumbs} base={base} origin={origin} />
      <h1 className="mb-2 break-words text-2xl font-bold">{heading}</h1>

      {sector && sector.setor.subsetores.length > 0 && (
        <nav aria-label="Subcategorias" className="mb-4">
          <ul className="flex flex-wrap gap-2">
            {sector.setor.subsetores.map((s) => (
              <li key={s.idsetor}>
                <SmartLink
                  href={href({ categoria: s.slug })}
                  className="inline-block rounded-full border border-primary px-3 py-1 text-sm font-medium"
                >
                  {s.nome}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <aside>
          <FilterForm
            action={action}
            state={state}
            groups={groups}
            clearHref={href({ ...state, filtros: [], pagina: 1, ate: 0 })}
          />
        </aside>

        <div className="min-w-0">
          {/* On phones the filters (and their h2) are folded: the results keep the outline h1 → h2 → h3. */}
          <h2 className="sr-only">Produtos</h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-gray-700" aria-live="polite">
              {total === 1 ? '1 produto' : `${total} produtos`}
              {paginas > 1 && ` · página ${shown} de ${paginas}`}
            </p>
            {orders.length > 0 && products.length > 0 && (
              <form method="get" action={action} className="flex items-center gap-2">
                {state.q && <input type="hidden" name="q" value={state.q} />}
                {state.categoria && <input type="hidden" name="categoria" value={state.categoria} />}
                {state.filtros.map((f) => (
                  <input key={f} type="hidden" name="filtro" value={f} />
                ))}
                <label htmlFor="ordem" className="text-sm font-semibold">
                  Ordenar por
                </label>
                <SortSelect id="ordem" value={ordem} options={orders} />
                <noscript>
                  <button type="submit" className="rounded border border-gray-400 px-3 py-1.5 text-sm">
                    Ordenar
                  </button>
                </noscript>
              </form>
            )}
          </div>

          {products.length > 0 ? (
            <>
              <ProductGrid products={products} showPrices={showPrices} base={base} eagerCount={2} terms={terms} />
              {shown < paginas && (
                <p className="mt-6 text-center">
                  {/* A client navigation (decision 0054): the list grows where the shopper is, the focus
                      stays on this link. */}
                  <ClientLink
                    scroll={false}
                    href={href(loadMoreState({ ...state, ate: state.ate > 0 ? shown : 0, pagina: shown }))}
                    className="inline-block rounded border border-primary px-6 py-2 font-semibold"
                  >
                    Carregar mais
                  </ClientLink>
                </p>
              )}
              <Pagination current={shown} total={paginas} hrefFor={(p) => href(pageState(state, p))} />
            </>
          ) : (
            <div className="rounded border border-gray-200 bg-gray-50 p-6">
              <p className="text-lg font-semibold">Nenhum produto encontrado</p>
              {message && <p className="mt-1 text-sm text-gray-700">{message}</p>}
              <p className="mt-3 text-sm">
                <SmartLink href={action} className="font-semibold underline underline-offset-4">
                  Ver todos os produtos
                </SmartLink>
              </p>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
