/**
 * Content-Security-Policy for every page (issue 12): scripts only with this request's nonce (Next
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

export function contentSecurityPolicy(nonce: string, { dev = false, https = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** HSTS for pages served over https (two years, subdomains; not preloaded: suppliers own their domains). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';
