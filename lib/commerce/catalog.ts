import 'server-only';
import { cache } from 'react';
import {
  productDetailResponseSchema,
  productListResponseSchema,
  sectorTreeResponseSchema,
  type ProductDetailResponse,
  type ProductList,
  type ProductListQuery,
  type Sector,
} from '@/lib/contract';
import { commerceFetch, commerceFetchOrNull } from './fetch';
import { apiPaths } from './urls';

/** Catalog answers are short-lived; the tenant is in the URL, the headers and every tag. */
const catalogCache = (idfornecedor: string, what: string) => ({
  revalidate: 30,
  tags: [`supplier:${idfornecedor}`, `supplier:${idfornecedor}:${what}`],
});

export type SupplierRef = { idfornecedor: string; idempresa: string };

/** The category (sector) tree of a supplier. */
export const listCategories = cache(async (idfornecedor: string): Promise<Sector[]> => {
  const body = await commerceFetchOrNull(apiPaths.categories(idfornecedor), sectorTreeResponseSchema, {
    idfornecedor,
    cache: catalogCache(idfornecedor, 'categories'),
  });
  return body?.setores ?? [];
});

async function listProductsImpl(
  idfornecedor: string,
  idempresa: string,
  queryKey: string,
): Promise<ProductList> {
  const query = JSON.parse(queryKey) as ProductListQuery;
  return commerceFetch(apiPaths.products(idempresa, idfornecedor, query), productListResponseSchema, {
    idfornecedor,
    cache: catalogCache(idfornecedor, 'products'),
  });
}
const listProductsCached = cache(listProductsImpl);

/** One page of a supplier's products (20 by default). */
export function listProducts(supplier: SupplierRef, query: ProductListQuery = {}): Promise<ProductList> {
  const key = JSON.stringify(Object.fromEntries(Object.entries(query).sort(([a], [b]) => a.localeCompare(b))));
  return listProductsCached(supplier.idfornecedor, supplier.idempresa, key);
}

/** A product with its similar products, or null when it does not exist. */
export const getProduct = cache(
  async (idfornecedor: string, idproduto: string): Promise<ProductDetailResponse | null> => {
    return commerceFetchOrNull(apiPaths.product(idfornecedor, idproduto), productDetailResponseSchema, {
      idfornecedor,
      cache: catalogCache(idfornecedor, 'product'),
    });
  },
);

/** Depth-first search of a category by slug. */
export function findCategory(tree: Sector[], slug: string): Sector | null {
  for (const sector of tree) {
    if (sector.slug === slug) return sector;
    const child = findCategory(sector.subsetores, slug);
    if (child) return child;
  }
  return null;
}
