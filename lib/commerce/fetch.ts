import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { apiErrorSchema } from '@/lib/contract';
import { env } from '@/lib/env';
import { STOREFRONT_BASE_HEADER, STOREFRONT_PATH_HEADER, SUPPLIER_SLUG_HEADER } from '@/lib/tenant/headers';
import { UTM_COOKIE, parseUtmCookie } from '@/lib/tenant/utm';
import {
  CommerceApiError,
  CommerceNotFoundError,
  CommerceRateLimitError,
  GENERIC_ERROR_MESSAGE,
} from './errors';
import { COOKIE_PREFERENCES_COOKIE, cookiePreferenceHeaders, parseCookiePreferences } from './preferences';

export { CommerceApiError, CommerceNotFoundError, CommerceRateLimitError } from './errors';

export const DEFAULT_TIMEOUT_MS = 5000;
import { TOO_MANY_REQUESTS_PATH } from './rate-limit';

export { TOO_MANY_REQUESTS_PATH };

export type CommerceFetchOptions = {
  /** Supplier the call is made for (header X-idfornecedor); null for the directory. */
  idfornecedor: string | null;
  /** Next data cache: `{ revalidate, tags }`, or `'no-store'`. Tags must name the tenant. */
  cache: { revalidate: number; tags: string[] } | 'no-store';
  timeoutMs?: number;
  /** HTTP method (default GET). */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body (POST/PUT). */
  body?: unknown;
  /**
   * API session token (lib/session): sent as `Authorization: Bearer`. Also redacted from the
   * error's path when the caller put it in the URL (`{token}` segment): tokens are never logged.
   */
  token?: string;
  /**
   * HTTP 429: `'redirect'` (default) to the too-many-request page, or `'throw'` the
   * CommerceRateLimitError — for server actions called from client code, which navigate
   * themselves (a redirect thrown there is rendered on Next's internal host).
   */
  onRateLimit?: 'redirect' | 'throw';
};

/** Header values must be Latin-1; anything else travels percent-encoded. */
function headerSafe(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

async function requestContext(): Promise<{
  inSupplier: boolean;
  base: string;
  path: string;
  origin: string;
  extra: Record<string, string>;
}> {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const extra: Record<string, string> = cookiePreferenceHeaders(
    parseCookiePreferences(c.get(COOKIE_PREFERENCES_COOKIE)?.value),
  );
  const utm = parseUtmCookie(c.get(UTM_COOKIE)?.value);
  if (utm) {
    if (utm.source) extra['X-UTM-Source'] = headerSafe(utm.source);
    if (utm.campaign) extra['X-UTM-Campaign'] = headerSafe(utm.campaign);
    extra['X-UTM-All'] = headerSafe(utm.all);
  }
  // The visitor's address, for the API's per-IP rate limits: the hop nearest to us (a proxy in
  // front appends the address it saw; without one Next sets the socket address).
  const visitor = h.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  if (visitor && visitor.length <= 64) extra['X-Forwarded-For'] = visitor;
  // The visitor's own origin: a relative redirect thrown inside a server action is rendered by
  // Next on its internal host (no host-based supplier resolution), so redirects are absolute.
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  const host = h.get('x-forwarded-host')?.split(',')[0]?.trim() || h.get('host');
  return {
    inSupplier: !!h.get(SUPPLIER_SLUG_HEADER),
    base: h.get(STOREFRONT_BASE_HEADER) ?? '',
    path: h.get(STOREFRONT_PATH_HEADER) ?? '',
    origin: host ? `${proto}://${host}` : '',
    extra,
  };
}

async function readError(res: Response, path: string): Promise<CommerceApiError> {
  let mensagem = GENERIC_ERROR_MESSAGE;
  let codigo = `HTTP_${res.status}`;
  let campos: Record<string, string> | undefined;
  try {
    const body = apiErrorSchema.safeParse(await res.json());
    if (body.success) {
      mensagem = body.data.mensagem;
      codigo = body.data.codigo;
      campos = body.data.campos;
    }
  } catch {
    // Not JSON: keep the generic message.
  }
  if (res.status === 404) return new CommerceNotFoundError(mensagem, 404, codigo, path);
  if (res.status === 429) return new CommerceRateLimitError(mensagem, 429, codigo, path);
  return new CommerceApiError(mensagem, res.status, codigo, path, campos ? { campos } : undefined);
}

/**
 * The one way the storefront calls the commerce API (server only). Parses the success body with
 * `schema`; 404 → CommerceNotFoundError; 429 → redirect to the too-many-request page; anything
 * else → CommerceApiError carrying the API's pt-BR message.
 */
export async function commerceFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  options: CommerceFetchOptions,
): Promise<z.infer<S>> {
  const { inSupplier, base, path: currentPath, origin, extra } = await requestContext();
  const requestHeaders: Record<string, string> = { accept: 'application/json', ...extra };
  if (options.idfornecedor) requestHeaders['X-idfornecedor'] = options.idfornecedor;
  if (options.token) requestHeaders.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) requestHeaders['content-type'] = 'application/json';
  const fullPath = path;
  if (options.token) path = path.split(options.token).join('***');

  const init: RequestInit & { next?: { revalidate: number; tags: string[] } } = {
    method: options.method ?? 'GET',
    headers: requestHeaders,
    signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  };
  if (options.cache === 'no-store') init.cache = 'no-store';
  else init.next = { revalidate: options.cache.revalidate, tags: options.cache.tags };

  let res: Response;
  try {
    res = await fetch(`${env().COMMERCE_API_URL}${fullPath}`, init);
  } catch (cause) {
    throw new CommerceApiError(GENERIC_ERROR_MESSAGE, 503, 'INDISPONIVEL', path, { cause });
  }

  if (!res.ok) {
    const error = await readError(res, path);
    if (
      error instanceof CommerceRateLimitError &&
      options.onRateLimit !== 'throw' &&
      inSupplier &&
      !currentPath.endsWith(TOO_MANY_REQUESTS_PATH)
    ) {
      redirect(`${origin}${base}${TOO_MANY_REQUESTS_PATH}`);
    }
    throw error;
  }

  const parsed = schema.safeParse(await res.json());
  if (!parsed.success) {
    throw new CommerceApiError(GENERIC_ERROR_MESSAGE, 502, 'RESPOSTA_INVALIDA', path, { cause: parsed.error });
  }
  return parsed.data;
}

/** Like commerceFetch, but a 404 answers null. */
export async function commerceFetchOrNull<S extends z.ZodType>(
  path: string,
  schema: S,
  options: CommerceFetchOptions,
): Promise<z.infer<S> | null> {
  try {
    return await commerceFetch(path, schema, options);
  } catch (error) {
    if (error instanceof CommerceNotFoundError) return null;
    throw error;
  }
}
