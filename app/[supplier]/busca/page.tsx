import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Pagination } from '@/components/pagination';
import { ProductGrid } from '@/components/product-card';
import { SmartLink } from '@/components/smart-link';
import { findCategory, listCategories, listProducts } from '@/lib/commerce/catalog';
import { CommerceApiError } from '@/lib/commerce/errors';
import { loadStorefront } from '@/lib/commerce/storefront';
import { PRODUCT_PAGE_SIZE, type ProductList, type Sector } from '@/lib/contract';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ supplier: string }>; searchParams: Promise<SearchParams> };

const MAX_QUERY = 200;
const MAX_PAGE = 100_000;

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** URL input → validated query; `page` null means "not a page number" (→ 404). */
function readQuery(sp: SearchParams) {
  const q = (first(sp.q) ?? '').trim();
  const categoria = (first(sp.categoria) ?? '').trim();
  const rawPage = (first(sp.pagina) ?? '').trim();
  const page = rawPage === '' ? 1 : /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : null;
  return {
    q,
    categoria,
    page: page !== null && page >= 1 && page <= MAX_PAGE ? page : null,
    queryTooLong: q.length > MAX_QUERY,
    categoriaValid: categoria === '' || /^[a-z0-9-]{1,120}$/.test(categoria),
  };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const sp = await searchParams;
  const hasFilters = Boolean(first(sp.q) || first(sp.pagina));
  return {
    title: 'Buscar produtos',
    alternates: { canonical: '/busca' },
    ...(hasFilters ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const [{ supplier: slug }, sp] = await Promise.all([params, searchParams]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const { supplier } = storefront;
  const { base } = await storefrontContext();
  const input = readQuery(sp);
  if (input.page === null) notFound();
  const page = input.page;

  let category: Sector | null = null;
  let result: ProductList | null = null;
  let message: string | null = null;

  if (input.queryTooLong) {
    message = `O texto de busca pode ter no máximo ${MAX_QUERY} caracteres.`;
  } else if (!input.categoriaValid) {
    message = 'Categoria não encontrada.';
  } else {
    if (input.categoria) {
      category = findCategory(await listCategories(supplier.idfornecedor), input.categoria);
      if (!category) message = 'Categoria não encontrada.';
    }
    if (!message) {
      try {
        result = await listProducts(supplier, {
          page,
          limit: PRODUCT_PAGE_SIZE,
          ...(input.q ? { sk: input.q } : {}),
          ...(category ? { categ: category.idsetor } : {}),
        });
      } catch (error) {
        // Input the API rejects (400) is an empty result, never a 500.
        if (!(error instanceof CommerceApiError) || error.status !== 400) throw error;
      }
    }
  }

  const hrefFor = (p: number) => {
    const qs = new URLSearchParams();
    if (input.q) qs.set('q', input.q);
    if (category) qs.set('categoria', category.slug);
    if (p > 1) qs.set('pagina', String(p));
    const s = qs.toString();
    return supplierHref(base, `/busca${s ? `?${s}` : ''}`);
  };

  const heading = category ? category.nome : input.q && !input.queryTooLong ? `Resultados para “${input.q}”` : 'Todos os produtos';
  const products = result?.produtos ?? [];

  return (
    <>
      <h1 className="mb-2 break-words text-2xl font-bold">{heading}</h1>
      {result && products.length > 0 && (
        <p className="mb-4 text-sm text-gray-700" aria-live="polite">
          {result.total === 1 ? '1 produto' : `${result.total} produtos`} · página {result.page} de {result.paginas}
        </p>
      )}
      {products.length > 0 && result ? (
        <>
          <ProductGrid products={products} showPrices={result.possuiPreco} />
          <Pagination current={result.page} total={result.paginas} hrefFor={hrefFor} />
        </>
      ) : (
        <div className="rounded border border-gray-200 bg-gray-50 p-6">
          <p className="text-lg font-semibold">Nenhum produto encontrado</p>
          {message && <p className="mt-1 text-sm text-gray-700">{message}</p>}
          <p className="mt-3 text-sm">
            <SmartLink href={supplierHref(base, '/busca')} className="font-semibold underline underline-offset-4">
              Ver todos os produtos
            </SmartLink>
          </p>
        </div>
      )}
    </>
  );
}
