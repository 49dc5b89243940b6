import type { NextRequest } from 'next/server';

import { buildSitemapXml, type SitemapEntry } from '@/lib/catalog/sitemap';
import { listAllProducts, listCategories } from '@/lib/commerce/catalog';
import { listStaticPages } from '@/lib/commerce/content';
import { loadStorefront } from '@/lib/commerce/storefront';
import type { Sector } from '@/lib/contract';
import { supplierOrigin } from '@/lib/supplier-url';
import { SUPPLIER_SLUG_HEADER } from '@/lib/tenant/headers';

function flatten(tree: Sector[]): Sector[] {
  return tree.flatMap((s) => [s, ...flatten(s.subsetores)]);
}

/** GET /sitemap.xml on the supplier's domain: home, listing, offers, categories, products, WEB static pages. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ supplier: string }> }) {
  const { supplier: slug } = await params;
  const storefront = request.headers.get(SUPPLIER_SLUG_HEADER) === slug ? await loadStorefront(slug) : null;
  if (!storefront)
    return new Response('Não encontrado', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const { supplier } = storefront;
  const [categories, products, pages] = await Promise.all([
    listCategories(supplier.idfornecedor),
    listAllProducts(supplier),
    listStaticPages(supplier.idfornecedor),
  ]);
  const entries: SitemapEntry[] = [
    { path: '/', priority: 1 },
    { path: '/busca', priority: 0.5 },
    { path: '/ofertas', priority: 0.6 },
    ...flatten(categories).map((c) => ({ path: `/busca?categoria=${encodeURIComponent(c.slug)}`, priority: 0.7 })),
    ...products.map((p) => ({ path: `/produto/${encodeURIComponent(p.slug)}`, priority: 0.8 })),
    ...pages.map((p) => ({ path: `/pagina/${encodeURIComponent(p.slug)}`, priority: 0.3 })),
  ];
  return new Response(buildSitemapXml(supplierOrigin(supplier), entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
