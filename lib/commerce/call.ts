import 'server-only';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';

import type { AnyEndpoint, CallArgs, CallResult } from '@/lib/contract/endpoint';
import { env } from '@/lib/env';
import { STOREFRONT_BASE_HEADER, STOREFRONT_PATH_HEADER, SUPPLIER_SLUG_HEADER } from '@/lib/tenant/headers';
import { TRACEPARENT_HEADER } from '@/lib/tenant/trace-context';
import { parseUtmCookie, UTM_COOKIE } from '@/lib/tenant/utm';
import { visitorHost, visitorProtocol } from '@/lib/tenant/visitor-host';

import { CommerceApiError, CommerceNotFoundError, CommerceRateLimitError } from './errors';
import { COOKIE_PREFERENCES_COOKIE, cookiePreferenceHeaders, parseCookiePreferences } from './preferences';
import { TOO_MANY_REQUESTS_PATH } from './rate-limit';
import { requestEndpoint, type CallFailure, type CallOutcome } from './request';

export { CommerceApiError, CommerceNotFoundError, CommerceRateLimitError } from './errors';
export type { CallFailure, CallOutcome } from './request';
export { TOO_MANY_REQUESTS_PATH };

export type CallOptions = {
  /** Supplier the call is made for (header X-idfornecedor); null for the directory. */
  idfornecedor: string | null;
  /** Next data cache: `{ revalidate, tags }`, or `'no-store'`. Tags must name the tenant. */
  cache: { revalidate: number; tags: string[] } | 'no-store';
  timeoutMs?: number;
  /** Aborts the call (e.g. a newer keystroke in the search box). */
  signal?: AbortSignal;
  /**
   * HTTP 429: `'redirect'` (default) to the too-many-request page, or `'throw'` (or return) the
   * failure: for server actions called from client code, which show the message in place.
   */
  onRateLimit?: 'redirect' | 'throw';
  /** Headers of this call besides the spec's common ones (e.g. the order's Idempotency-Key). */
  headers?: Record<string, string>;
};

/** Header values must be Latin-1; anything else travels percent-encoded. */
function headerSafe(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

/**
 * The spec's common headers (cookie preferences, UTM, visitor address) and where the visitor is.
 * `shared`: the answer goes to Next's data cache for every visitor of the tenant, and Next keys it by
 * every header but the trace context; so it carries no visitor's address, UTM or cookie choice (the
 * preferences of a visitor who chose nothing), else each visitor would get a cache entry of their own.
 */
async function requestContext(shared: boolean) {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const extra: Record<string, string> = cookiePreferenceHeaders(
    parseCookiePreferences(shared ? undefined : c.get(COOKIE_PREFERENCES_COOKIE)?.value),
  );
  const utm = shared ? null : parseUtmCookie(c.get(UTM_COOKIE)?.value);
  if (utm) {
    if (utm.source) extra['X-UTM-Source'] = headerSafe(utm.source);
    if (utm.campaign) extra['X-UTM-Campaign'] = headerSafe(utm.campaign);
    extra['X-UTM-All'] = headerSafe(utm.all);
  }
  // The visitor's address, for the API's per-IP rate limits: the hop nearest to us (a proxy in
  // front appends the address it saw; without one Next sets the socket address).
  // The page's trace context (set by the middleware, lib/tenant/trace-context.ts): the API's calls of one page share it.
  const trace = h.get(TRACEPARENT_HEADER);
  if (trace) extra.traceparent = trace;
  const visitor = shared ? undefined : h.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  if (visitor && visitor.length <= 64) extra['X-Forwarded-For'] = visitor;
  // The visitor's own origin: a relative redirect thrown inside a server action is rendered by
  // Next on its internal host (no host-based supplier resolution), so redirects are absolute.
  const proto = visitorProtocol(h);
  const host = visitorHost(h);
  return {
    inSupplier: !!h.get(SUPPLIER_SLUG_HEADER),
    base: h.get(STOREFRONT_BASE_HEADER) ?? '',
    path: h.get(STOREFRONT_PATH_HEADER) ?? '',
    origin: host ? `${proto}://${host}` : '',
    extra,
  };
}

function toError(f: CallFailure): CommerceApiError {
  const options = { cause: f.cause, ...(f.campos ? { campos: f.campos } : {}) };
  if (f.status === 404) return new CommerceNotFoundError(f.mensagem, 404, f.codigo, f.path, options);
  if (f.status === 429) return new CommerceRateLimitError(f.mensagem, 429, f.codigo, f.path, options);
  return new CommerceApiError(f.mensagem, f.status, f.codigo, f.path, options);
}

async function run<E extends AnyEndpoint>(
  endpoint: E,
  args: CallArgs<E>,
  options: CallOptions,
): Promise<CallOutcome<E>> {
  const ctx = await requestContext(!!options.cache && options.cache !== 'no-store');
  const extra: Record<string, string> = { ...ctx.extra, ...options.headers };
  if (options.idfornecedor) extra['X-idfornecedor'] = options.idfornecedor;
  const outcome = await requestEndpoint(endpoint, args, {
    baseUrl: env().COMMERCE_API_URL,
    headers: extra,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    cache: options.cache,
  });
  if (
    !outcome.ok &&
    outcome.status === 429 &&
    options.onRateLimit !== 'throw' &&
    ctx.inSupplier &&
    !ctx.path.endsWith(TOO_MANY_REQUESTS_PATH)
  ) {
    redirect(`${ctx.origin}${ctx.base}${TOO_MANY_REQUESTS_PATH}`);
  }
  return outcome;
}

/**
 * The one way the storefront calls the commerce API (server only). Builds the path from the
 * endpoint declared in lib/contract (token segment `token`, `<token>` or `<token>~<idcliente>`),
 * sends the spec's headers, and parses the answer with the endpoint's schema. A 429 redirects to
 * the too-many-request page (unless `onRateLimit: 'throw'`); other failures throw a
 * CommerceApiError carrying the API's pt-BR message (CommerceNotFoundError for a 404).
 */
export async function commerceCall<E extends AnyEndpoint>(
  endpoint: E,
  args: CallArgs<E>,
  options: CallOptions,
): Promise<CallResult<E>> {
  const outcome = await run(endpoint, args, options);
  if (!outcome.ok) throw toError(outcome);
  return outcome.data;
}

/** Like commerceCall, but a 404 answers null. */
export async function commerceCallOrNull<E extends AnyEndpoint>(
  endpoint: E,
  args: CallArgs<E>,
  options: CallOptions,
): Promise<CallResult<E> | null> {
  const outcome = await run(endpoint, args, options);
  if (!outcome.ok) {
    if (outcome.status === 404) return null;
    throw toError(outcome);
  }
  return outcome.data;
}

/** Like commerceCall, but failures come back as data (`{ ok: false, status, mensagem, body }`): nothing is thrown. */
export function commerceCallResult<E extends AnyEndpoint>(
  endpoint: E,
  args: CallArgs<E>,
  options: CallOptions,
): Promise<CallOutcome<E>> {
  return run(endpoint, args, { onRateLimit: 'throw', ...options });
}
