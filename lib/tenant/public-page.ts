import { PUBLIC_PAGE_HEADER } from '../cache/page-cache.mjs';

export { PUBLIC_PAGE_HEADER };

/**
 * The catalog pages a visitor without a cookie sees exactly as every other one does (the same
 * supplier, the same URL): the home, listings and search, a product, combos, offers and content
 * pages. Account, cart, checkout and the flows with tokens in their URL are never among them.
 */
const PUBLIC_ROUTES = [
  /^\/$/,
  /^\/busca$/,
  /^\/ofertas$/,
  /^\/combos(\/[^/]+)?$/,
  /^\/produto\/[^/]+$/,
  /^\/pagina\/[^/]+$/,
  /^\/termos-de-uso$/,
];

/** `rest`: the route inside the supplier (`/produto/x`), without the query. */
export function isPublicPage(method: string, rest: string, hasCookie: boolean): boolean {
  if (hasCookie || (method !== 'GET' && method !== 'HEAD')) return false;
  return PUBLIC_ROUTES.some((r) => r.test(rest));
}
