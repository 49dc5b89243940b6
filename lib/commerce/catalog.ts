import 'server-only';

import { cache } from 'react';

import {
  MAX_PRODUCT_PAGE_SIZE,
  SECTOR_ALL,
  type FilterGroup,
  type FullTextSearchResponse,
  type ProductDetailResponse,
  type ProductList,
  type ProductListQuery,
  type ProductsByTagsResponse,
  type ProductSummary,
  type Sector,
  type SectorPath,
} from '@/lib/contract';
import { catalogEndpoints } from '@/lib/contract/catalog';
import type { DeliveryType } from '@/lib/contract/common';
import { searchEndpoints } from '@/lib/contract/search';
import type { CatalogDelivery } from '@/lib/delivery/context';
import { catalogViewer, type CatalogViewer } from '@/lib/session/viewer';

import { CommerceApiError, commerceCall, commerceCallOrNull, commerceCallResult } from './call';

/** Catalog answers are short-lived; the tenant is in the URL, the headers and every tag. */
const catalogCache = (idfornecedor: string, what: string) => ({
  revalidate: 30,
  tags: [`supplier:${idfornecedor}`, `supplier:${idfornecedor}:${what}`],
});

/** Visitors' answers are shared per supplier; answers priced for a customer are never cached. */
const pricedCache = (idfornecedor: string, what: string, viewer: CatalogViewer) =>
  viewer.personal ? ('no-store' as const) : catalogCache(idfornecedor, what);

export type SupplierRef = { idfornecedor: string; idempresa: string };

/** The category (sector) tree of a supplier. */
export const listCategories = cache(async (idfornecedor: string): Promise<Sector[]> => {
  const body = await commerceCallOrNull(
    catalogEndpoints.listCategories,
    { params: { idfornecedor } },
    {
      idfornecedor,
      cache: catalogCache(idfornecedor, 'categories'),
    },
  );
  return body?.setores ?? [];
});

async function listProductsImpl(idfornecedor: string, idempresa: string, queryKey: string): Promise<ProductList> {
  const query = JSON.parse(queryKey) as ProductListQuery;
  const viewer = await catalogViewer(idfornecedor);
  // {empresa}: the supplier's company for a visitor, the customer's `<token>~<idcliente>` when logged in.
  const auth = viewer.auth ?? { token: idempresa };
  const priced = viewer.idformapagamento ? { formapagamento: viewer.idformapagamento, ...query } : query;
  return commerceCall(
    catalogEndpoints.listProducts,
    { params: { idfornecedor }, query: priced, auth },
    {
      idfornecedor,
      cache: pricedCache(idfornecedor, 'products', viewer),
    },
  );
}
const listProductsCached = cache(listProductsImpl);

/** One page of a supplier's products (20 by default). */
export function listProducts(supplier: SupplierRef, query: ProductListQuery = {}): Promise<ProductList> {
  const key = JSON.stringify(Object.fromEntries(Object.entries(query).sort(([a], [b]) => a.localeCompare(b))));
  return listProductsCached(supplier.idfornecedor, supplier.idempresa, key);
}

/**
 * A product (by id or slug) with its similar products, or null when it does not exist.
 * `disableSimilares` asks the API not to compute similar products (answer `similares: []`).
 * `delivery` is the shopper's delivery context (lib/delivery catalogDelivery).
 */
export function getProduct(
  idfornecedor: string,
  idOrSlug: string,
  disableSimilares = false,
  delivery?: CatalogDelivery,
): Promise<ProductDetailResponse | null> {
  return getProductCached(idfornecedor, idOrSlug, disableSimilares, delivery ? JSON.stringify(delivery) : '');
}

const getProductCached = cache(
  async (
    idfornecedor: string,
    idOrSlug: string,
    disableSimilares: boolean,
    deliveryKey: string,
  ): Promise<ProductDetailResponse | null> => {
    if (!/^[a-zA-Z0-9-]{1,160}$/.test(idOrSlug)) return null;
    const delivery = deliveryKey ? (JSON.parse(deliveryKey) as CatalogDelivery) : undefined;
    const viewer = await catalogViewer(idfornecedor);
    try {
      // Delivery context: the detail call names it tipoEntrega.
      const { tipoentrega, ...place } = delivery ?? {};
      return await commerceCallOrNull(
        catalogEndpoints.getProduct,
        {
          params: { idfornecedor, idproduto: idOrSlug },
          query: {
            ...(disableSimilares ? { disableSimilares: 'true' } : {}),
            ...(tipoentrega ? { tipoEntrega: tipoentrega } : {}),
            ...place,
            ...(viewer.idformapagamento ? { idformapagamento: viewer.idformapagamento } : {}),
          },
          auth: viewer.auth,
        },
        { idfornecedor, cache: pricedCache(idfornecedor, 'product', viewer) },
      );
    } catch (error) {
      // A slug the API rejects (400) is an unknown product.
      if (error instanceof CommerceApiError && error.status === 400) return null;
      throw error;
    }
  },
);

/** A category with its path from the root (breadcrumbs), or null when unknown. */
export const getSectorPath = cache(async (idfornecedor: string, setor: string): Promise<SectorPath | null> => {
  try {
    return await commerceCallOrNull(
      catalogEndpoints.getSector,
      { params: { idfornecedor, setor } },
      {
        idfornecedor,
        cache: catalogCache(idfornecedor, 'categories'),
      },
    );
  } catch (error) {
    if (error instanceof CommerceApiError && error.status === 400) return null;
    throw error;
  }
});

/** Filter groups of a category (slug, id or `todos`) and text, with the current selection. */
export const listFilterGroups = cache(
  async (idfornecedor: string, setor: string, query: string, tagsPesquisa: string): Promise<FilterGroup[]> => {
    try {
      const body = await commerceCallOrNull(
        searchEndpoints.listFilterGroups,
        { params: { idfornecedor, setor: setor || SECTOR_ALL }, query: { query, tagsPesquisa } },
        { idfornecedor, cache: catalogCache(idfornecedor, 'filters') },
      );
      return body?.grupos ?? [];
    } catch (error) {
      if (error instanceof CommerceApiError && error.status === 400) return [];
      throw error;
    }
  },
);

/** Products sharing tags with a product (itself excluded). */
export const listProductsByTags = cache(
  async (idfornecedor: string, idproduto: string): Promise<ProductsByTagsResponse> => {
    const viewer = await catalogViewer(idfornecedor);
    const query = { idproduto, ...(viewer.idformapagamento ? { idformapagamento: viewer.idformapagamento } : {}) };
    const body = await commerceCallOrNull(
      searchEndpoints.listProductsByTags,
      { params: { idfornecedor }, query, auth: viewer.auth },
      {
        idfornecedor,
        cache: pricedCache(idfornecedor, 'products', viewer),
      },
    );
    return body ?? { produtos: [], possuiPreco: false };
  },
);

/** Every product of a supplier (sitemap), 100 per request, at most `maxPages` requests. */
export async function listAllProducts(supplier: SupplierRef, maxPages = 50): Promise<ProductSummary[]> {
  const out: ProductSummary[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const body = await listProducts(supplier, { page, limit: MAX_PRODUCT_PAGE_SIZE });
    out.push(...body.produtos);
    if (page >= body.paginas) break;
  }
  return out;
}

export type SuggestionsResult =
  | { kind: 'ok'; body: FullTextSearchResponse }
  | { kind: 'logout'; mensagem: string }
  | { kind: 'error'; status: number; mensagem: string };

/**
 * Full-text search for the header suggestions (not cached: as-you-type). A body carrying
 * `action: 'logout'` (any status) means the session is over: the caller logs the user out.
 * `tipoentrega` is the shopper's delivery type: only products offered for it, as in the lists.
 */
export async function fullTextSearch(
  idfornecedor: string,
  query: string,
  { signal, tipoentrega }: { signal?: AbortSignal; tipoentrega?: DeliveryType } = {},
): Promise<SuggestionsResult> {
  const viewer = await catalogViewer(idfornecedor);
  const result = await commerceCallResult(
    searchEndpoints.fullTextSearch,
    { query: { idfornecedor, query, tipoentrega, idformapagamento: viewer.idformapagamento }, auth: viewer.auth },
    { idfornecedor, cache: 'no-store', signal },
  );
  // The logout order may come on an error (this API: 401) or on a 200: read the answer either way.
  const mensagem = logoutMessage(result.ok ? result.data : result.body);
  if (mensagem !== null) return { kind: 'logout', mensagem };
  if (!result.ok) return { kind: 'error', status: result.status, mensagem: result.mensagem };
  return { kind: 'ok', body: result.data };
}

/** The message of a body carrying `action: 'logout'`, else null. */
function logoutMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object' || (body as { action?: unknown }).action !== 'logout') return null;
  return String((body as { mensagem?: unknown }).mensagem ?? 'Sua sessão expirou. Faça login novamente.');
}

/** Depth-first search of a category by slug. */
export function findCategory(tree: Sector[], slug: string): Sector | null {
  for (const sector of tree) {
    if (sector.slug === slug) return sector;
    const child = findCategory(sector.subsetores, slug);
    if (child) return child;
  }
  return null;
}
