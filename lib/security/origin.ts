/**
 * CSRF defence for every state-changing route handler and server action: a request whose
 * Origin is another site is refused (403). Pure (takes a Headers-like object); unit-tested.
 *
 * - `Origin` present: its host must equal the visitor's Host (x-forwarded-host when a proxy set it).
 *   `Origin: null` (sandboxed frames, some redirects) is refused.
 * - `Origin` absent: browsers send it on every POST/PUT/DELETE, so this is a non-browser client
 *   or a top-level GET; a `Referer` of another host, or `Sec-Fetch-Site` of `cross-site` /
 *   `same-site`, is still refused.
 */
import { visitorHost } from '../tenant/visitor-host';

type HeaderSource = { get(name: string): string | null };

export const FOREIGN_ORIGIN_MESSAGE = 'Origem da requisição não permitida';

/** True when `value` is an http(s) URL on `host`. */
function isOn(value: string, host: string | null): boolean {
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.host.toLowerCase() === host;
}

export function isSameOrigin(h: HeaderSource): boolean {
  const origin = h.get('origin');
  const host = visitorHost(h)?.toLowerCase() ?? null;
  if (origin !== null) return isOn(origin, host);
  // No Origin: a Referer, when sent, must be ours too.
  const referer = h.get('referer');
  if (referer !== null && !isOn(referer, host)) return false;
  const site = h.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}

/** 403 response for route handlers, or null when the request may proceed. */
export function rejectForeignOrigin(h: HeaderSource): Response | null {
  if (isSameOrigin(h)) return null;
  return Response.json({ erro: true, codigo: 'ORIGEM_INVALIDA', mensagem: FOREIGN_ORIGIN_MESSAGE }, { status: 403 });
}
