import 'server-only';

import { headers } from 'next/headers';

import {
  STOREFRONT_BASE_HEADER,
  STOREFRONT_PATH_HEADER,
  STOREFRONT_SEARCH_HEADER,
  SUPPLIER_ID_HEADER,
  SUPPLIER_SLUG_HEADER,
} from './headers';

export type StorefrontContext = {
  /** Slug resolved by the middleware, or null outside a supplier (provider home). */
  slug: string | null;
  id: string | null;
  /** `''` on the supplier's own domain, `/<slug>` on a shared host. */
  base: string;
};

/** What the middleware resolved for this request (request headers; incoming copies were stripped). */
export async function storefrontContext(): Promise<StorefrontContext> {
  const h = await headers();
  const base = h.get(STOREFRONT_BASE_HEADER) ?? '';
  return {
    slug: h.get(SUPPLIER_SLUG_HEADER),
    id: h.get(SUPPLIER_ID_HEADER),
    base: base === '' || /^\/[a-z0-9-]{1,120}$/.test(base) ? base : '',
  };
}

/**
 * The page's own URL as the visitor sees it (public path and query): the permalink of a form posting
 * to a server action, which posts back to the page it is on (docs/decisions/0042-html-validity.md).
 */
export async function currentPublicUrl(): Promise<string> {
  const h = await headers();
  const path = h.get(STOREFRONT_PATH_HEADER) || h.get(STOREFRONT_BASE_HEADER) || '/';
  const search = h.get(STOREFRONT_SEARCH_HEADER) ?? '';
  return `${path.startsWith('/') ? path : '/'}${search.startsWith('?') ? search : ''}`;
}
