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
