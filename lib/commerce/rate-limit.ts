/**
 * HTTP 429 from the commerce API on the storefront's client-side mutation paths (server actions
 * and `app/[supplier]/api/**` route handlers called from client components): the visitor always
 * ends on `<base>/erro/too-many-request`.
 *
 * - Server actions that return a result: `rateLimitResult(error, base)` → `{ ok: false, erro,
 *   destino }`; the client component calls `followRateLimit(result)`.
 * - Route handlers answering JSON (fetch): `rateLimitResponse(error, base)` → 429 with the API's
 *   error body plus `destino`; the client calls `followRateLimitResponse(res, base)`.
 * - Route handlers answering a form POST (browser navigation): `rateLimitSeeOther(error, base)`.
 *
 * The API calls behind them use `onRateLimit: 'throw'` (lib/commerce/fetch.ts), so the error
 * arrives here instead of a redirect. Pure module: no React, no `server-only`.
 */
import { CommerceRateLimitError } from './errors';

export const TOO_MANY_REQUESTS_PATH = '/erro/too-many-request';
/** Shown while the browser moves to the too-many-request page. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Muitas requisições. Aguarde um momento e tente novamente.';

/** `<base>/erro/too-many-request` (base: '' on the supplier's domain, `/<slug>` on a shared host). */
export function tooManyRequestsHref(base: string): string {
  const clean = /^\/[a-z0-9-]{1,120}$/.test(base) ? base : '';
  return `${clean}${TOO_MANY_REQUESTS_PATH}`;
}

export function isRateLimited(error: unknown): error is CommerceRateLimitError {
  return error instanceof CommerceRateLimitError || (error instanceof Error && error.name === 'CommerceRateLimitError');
}

export type RateLimitedResult = { ok: false; erro: string; destino: string };

/** Server actions: a 429 becomes a result the client follows; anything else → null. */
export function rateLimitResult(error: unknown, base: string, erro?: string): RateLimitedResult | null {
  if (!isRateLimited(error)) return null;
  return { ok: false, erro: erro ?? (error.message || TOO_MANY_REQUESTS_MESSAGE), destino: tooManyRequestsHref(base) };
}

/** The 429 JSON answer of a route handler: the API's error body plus `destino`. */
export function tooManyRequestsJson(base: string, mensagem?: string, codigo?: string): Response {
  return Response.json(
    {
      erro: true,
      codigo: codigo || 'MUITAS_REQUISICOES',
      mensagem: mensagem || TOO_MANY_REQUESTS_MESSAGE,
      destino: tooManyRequestsHref(base),
    },
    { status: 429, headers: { 'cache-control': 'no-store' } },
  );
}

/** Route handlers answering JSON: 429 `{ erro, codigo, mensagem, destino }`; anything else → null. */
export function rateLimitResponse(error: unknown, base: string): Response | null {
  if (!isRateLimited(error)) return null;
  return tooManyRequestsJson(base, error.message, error.codigo);
}

/** Route handlers answering a form POST: 303 to the too-many-request page; anything else → null. */
export function rateLimitSeeOther(error: unknown, base: string): Response | null {
  if (!isRateLimited(error)) return null;
  return new Response(null, {
    status: 303,
    headers: { location: tooManyRequestsHref(base), 'cache-control': 'no-store' },
  });
}

/** Only our own too-many-request page is ever followed (never an arbitrary URL from a body). */
function safeDestino(destino: unknown): string | null {
  if (typeof destino !== 'string') return null;
  return /^(\/[a-z0-9-]{1,120})?\/erro\/too-many-request$/.test(destino) ? destino : null;
}

const assign = (href: string) => window.location.assign(href);

/**
 * Client: follows an action result that carries the too-many-request `destino`. Returns true
 * when the browser is being sent there (the caller then stops).
 */
export function followRateLimit(result: unknown, navigate: (href: string) => void = assign): boolean {
  if (!result || typeof result !== 'object') return false;
  const destino = safeDestino((result as { destino?: unknown }).destino);
  if (!destino) return false;
  navigate(destino);
  return true;
}

/**
 * Client: a route handler answered 429 → the browser goes to the too-many-request page (the
 * body's `destino` when it is ours, else `<base>/erro/too-many-request`). Returns true when it did.
 * The body is read from a clone, so the caller may still read it.
 */
export async function followRateLimitResponse(
  res: Response,
  base: string,
  navigate: (href: string) => void = assign,
): Promise<boolean> {
  if (res.status !== 429) return false;
  let destino: string | null = null;
  try {
    destino = safeDestino(((await res.clone().json()) as { destino?: unknown } | null)?.destino);
  } catch {
    // Not JSON: the default page.
  }
  navigate(destino ?? tooManyRequestsHref(base));
  return true;
}
