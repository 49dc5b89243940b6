export const UTM_COOKIE = 'utm';
export const UTM_MAX_AGE = 604800;

const MAX_PARAMS = 10;
const MAX_VALUE = 200;

/**
 * The `utm` cookie value (urlencoded `utm_*` pairs) captured from a query string, or null when
 * the query carries no utm parameter.
 */
export function captureUtm(params: URLSearchParams): string | null {
  const out = new URLSearchParams();
  for (const [key, value] of params) {
    if (!/^utm_[a-z0-9_]{1,40}$/i.test(key) || out.has(key.toLowerCase())) continue;
    if (out.size >= MAX_PARAMS) break;
    out.set(key.toLowerCase(), value.slice(0, MAX_VALUE));
  }
  return out.size > 0 ? out.toString() : null;
}

export type UtmValues = { source: string | null; campaign: string | null; all: string };

/** Reads the `utm` cookie value back. */
export function parseUtmCookie(value: string | undefined | null): UtmValues | null {
  if (!value) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(value);
  } catch {
    return null;
  }
  const clean = captureUtm(params);
  if (!clean) return null;
  const parsed = new URLSearchParams(clean);
  return { source: parsed.get('utm_source'), campaign: parsed.get('utm_campaign'), all: clean };
}
