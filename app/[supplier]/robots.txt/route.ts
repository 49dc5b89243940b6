import type { NextRequest } from 'next/server';

import { buildRobotsTxt } from '@/lib/catalog/sitemap';
import { loadStorefront } from '@/lib/commerce/storefront';
import { supplierOrigin } from '@/lib/supplier-url';
import { SUPPLIER_SLUG_HEADER } from '@/lib/tenant/headers';

/** GET /robots.txt on the supplier's domain, pointing at its sitemap on the primary domain. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ supplier: string }> }) {
  const { supplier: slug } = await params;
  const storefront = request.headers.get(SUPPLIER_SLUG_HEADER) === slug ? await loadStorefront(slug) : null;
  if (!storefront)
    return new Response('Não encontrado', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(buildRobotsTxt(supplierOrigin(storefront.supplier)), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
