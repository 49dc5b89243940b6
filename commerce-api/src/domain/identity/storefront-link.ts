import { identitySettings } from './settings';

/**
 * A page of the supplier's storefront for an email: on the supplier's own domain when it has one
 * (a white-label shopper never sees the shared host), with STOREFRONT_URL's scheme and port; under
 * its slug on the shared host only for a supplier without a domain.
 */
export function storefrontLink(f: { slug: string; dominio: string }, path: string): string {
  const shared = identitySettings().STOREFRONT_URL.replace(/\/+$/, '');
  if (!f.dominio) return `${shared}/${f.slug}${path}`;
  const url = new URL(shared);
  url.hostname = f.dominio;
  return `${url.origin}${path}`;
}
