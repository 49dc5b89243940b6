/**
 * Content-Security-Policy for every page: scripts only with this request's nonce (Next
 * adds it to its own scripts when it finds the policy in the request headers) and the scripts
 * they load ('strict-dynamic'); no plugins, no <base> hijack, no framing by other sites. Styles keep
 * 'unsafe-inline': supplier HTML (static pages, footer) and theme colours use style attributes,
 * which nonces cannot cover.
 */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * A chat socket origin other than the store's (CHAT_SOCKET_URL, `next dev` only: in production the
 * storefront server relays the socket on the store's own origin, decision 0017) as connect-src
 * sources: its http(s) origin and the matching ws(s) one. Nothing for a missing or unparsable URL.
 */
export function socketSources(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return [];
    return [u.origin, `${u.protocol === 'https:' ? 'wss:' : 'ws:'}//${u.host}`];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(
  nonce: string,
  { dev = false, https = false, connect = [] as string[] } = {},
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${connect.map((c) => ` ${c}`).join('')}${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** HSTS for pages served over https (two years, subdomains; not preloaded: suppliers own their domains). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';
