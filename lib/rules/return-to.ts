/**
 * The page to return to after login: only a same-supplier relative path is accepted
 * (no scheme, no protocol-relative `//host`, no backslash tricks, no control characters,
 * also after percent-decoding). Anything else falls back to the supplier home.
 */
export function sanitizeReturnTo(raw: string | null | undefined, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  let decoded = raw;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return fallback;
    }
  }
  for (const candidate of [raw, decoded]) {
    if (!candidate.startsWith('/')) return fallback;
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
    if (candidate.includes('\\')) return fallback;
    if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
    if (/^\/*[a-z][a-z0-9+.-]*:/i.test(candidate.replace(/\s/g, ''))) return fallback;
  }
  const url = new URL(raw, 'http://storefront.invalid');
  if (url.origin !== 'http://storefront.invalid') return fallback;
  const out = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can normalise into a protocol-relative path ("/.//evil" → "//evil").
  return out.startsWith('//') ? fallback : out;
}

/**
 * The page the visitor came from, for /entrar without `?voltar=` (a plain link to /entrar, e.g.
 * 'Faça login para comprar' on a product page): the Referer when it is on the visitor's own
 * origin and inside this storefront's base, as a path relative to the base (sanitized). Another
 * site, another supplier's base, the login page itself or anything malformed → null.
 */
export function returnPathFromReferer(referer: string | null | undefined, origin: string, base: string): string | null {
  if (!referer || referer.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username || url.password) return null;
  let path = url.pathname;
  if (base) {
    if (path !== base && !path.startsWith(`${base}/`)) return null;
    path = path.slice(base.length) || '/';
  }
  if (path === '/entrar' || path.startsWith('/entrar/')) return null;
  const clean = sanitizeReturnTo(`${path}${url.search}`, '');
  return clean || null;
}
