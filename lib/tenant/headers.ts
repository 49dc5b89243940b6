/** Request headers set by the middleware on a rewrite. Incoming copies are always removed. */
export const SUPPLIER_SLUG_HEADER = 'x-supplier-slug';
export const SUPPLIER_ID_HEADER = 'x-supplier-id';
export const STOREFRONT_BASE_HEADER = 'x-storefront-base';
/** Public path of the request (used to avoid a redirect loop on the too-many-request page). */
export const STOREFRONT_PATH_HEADER = 'x-storefront-path';
/** Public query string of the request ('' or '?…'): with the path, the page's own URL (a form's permalink). */
export const STOREFRONT_SEARCH_HEADER = 'x-storefront-search';

/** Cross-host redirect handed to app/tenant-redirect/route.ts (see handler.ts). */
export const REDIRECT_TARGET_HEADER = 'x-tenant-redirect';
export const REDIRECT_STATUS_HEADER = 'x-tenant-redirect-status';

export const TENANT_HEADERS = [
  REDIRECT_TARGET_HEADER,
  REDIRECT_STATUS_HEADER,
  SUPPLIER_SLUG_HEADER,
  SUPPLIER_ID_HEADER,
  STOREFRONT_BASE_HEADER,
  STOREFRONT_PATH_HEADER,
  STOREFRONT_SEARCH_HEADER,
] as const;

/** A copy of `incoming` without any client-supplied tenant header. */
export function stripTenantHeaders(incoming: Headers): Headers {
  const headers = new Headers(incoming);
  for (const name of TENANT_HEADERS) headers.delete(name);
  return headers;
}
