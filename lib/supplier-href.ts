/** Client-safe (no env, no zod): links inside the storefront. */

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A link inside the storefront. `base` is `''` on the supplier's own domain and `/<slug>` on a
 * shared host (request header `x-storefront-base`). Absolute URLs (`https:`, `mailto:`, `tel:`)
 * are returned unchanged.
 */
export function supplierHref(base: string, path: string): string {
  if (EXTERNAL.test(path)) return path;
  const cleanBase = base.replace(/\/+$/, '');
  if (path === '' || path === '/') return cleanBase || '/';
  if (path.startsWith('?') || path.startsWith('#')) return `${cleanBase || '/'}${path}`;
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  return `${cleanBase}${cleanPath}`;
}
