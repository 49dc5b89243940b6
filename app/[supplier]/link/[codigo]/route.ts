import type { NextRequest } from 'next/server';

import { safeSupplierPath } from '@/lib/catalog/action-link';
import { getActionLink } from '@/lib/commerce/content';
import { supplierHref } from '@/lib/supplier-url';
import { STOREFRONT_BASE_HEADER, SUPPLIER_ID_HEADER, SUPPLIER_SLUG_HEADER } from '@/lib/tenant/headers';

/** GET <base>/link/<codigo>: resolves an action link to a path of the same supplier (else home). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ supplier: string; codigo: string }> }) {
  const { supplier: slug, codigo } = await params;
  const idfornecedor = request.headers.get(SUPPLIER_ID_HEADER);
  const rawBase = request.headers.get(STOREFRONT_BASE_HEADER) ?? '';
  const base = rawBase === '' || /^\/[a-z0-9-]{1,120}$/.test(rawBase) ? rawBase : '';
  let target = '/';
  if (idfornecedor && request.headers.get(SUPPLIER_SLUG_HEADER) === slug) {
    const link = await getActionLink(idfornecedor, codigo);
    if (link) target = safeSupplierPath(link.destino);
  }
  return new Response(null, {
    status: 307,
    headers: { location: supplierHref(base, target), 'cache-control': 'private, no-store' },
  });
}
