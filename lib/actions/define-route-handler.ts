import 'server-only';

import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';

import { rateLimitResponse, rateLimitSeeOther } from '@/lib/commerce/rate-limit';
import { rejectForeignOrigin } from '@/lib/security/origin';
import { STOREFRONT_BASE_HEADER, SUPPLIER_ID_HEADER, SUPPLIER_SLUG_HEADER } from '@/lib/tenant/headers';

import { requestSupplier, type SupplierContext } from './context';
import { isApiRefusal } from './define-action';

/**
 * The one way a route handler of the storefront's client islands starts
 * (`app/[supplier]/api/**`), the sibling of defineAction:
 *
 *   export const POST = defineRouteHandler({
 *     tenant: 'supplier',                         // or 'headers' (middleware's headers only), or none
 *     notFound: () => Response.json(..., { status: 404 }),
 *     body: z.object({ ... }),                    // JSON or form body
 *     handle: async ({ supplier, base, body, request }) => Response.json(...),
 *   });
 *
 * In this order, in one place: a state-changing request (anything but GET/HEAD/OPTIONS) from a
 * foreign Origin → 403 `{ erro, codigo: 'ORIGEM_INVALIDA', mensagem }` (lib/security/origin.ts);
 * the request's supplier (none → `notFound`); the body parsed by its zod schema (an unreadable body
 * reads as `{}`; refused → `invalid`, default 400 with the first pt-BR message); then `handle`.
 * What `handle` throws: Next's redirects rethrown; then `onError` when given, else an API 429 →
 * the too-many-request answer (429 JSON for fetch(), 303 for a form), anything else rethrown.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A fetch() caller (JSON answer) rather than a plain HTML form (303 answer). */
export function wantsJson(request: Request): boolean {
  return (
    (request.headers.get('accept') ?? '').includes('application/json') ||
    (request.headers.get('content-type') ?? '').includes('json')
  );
}

/** Body of a JSON or form request as a plain record (text fields only); `{}` when unreadable. */
async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    if ((request.headers.get('content-type') ?? '').includes('json')) {
      const body: unknown = await request.json();
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    }
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
  } catch {
    return {};
  }
}

/** What the middleware resolved, without loading the supplier: cheap enough for every keystroke. */
export type HeaderTenant = { idfornecedor: string; slug: string; base: string };

export type TenantNeed = 'none' | 'supplier' | 'headers';
type TenantContext<T extends TenantNeed> = T extends 'supplier'
  ? SupplierContext
  : T extends 'headers'
    ? HeaderTenant
    : object;

export type RouteContext<T extends TenantNeed, P, B> = TenantContext<T> & { request: Request; params: P; body: B };

export type RouteHandlerDefinition<T extends TenantNeed, P, B> = {
  /**
   * 'supplier': the request's supplier (loaded); 'headers': its id from the middleware's headers,
   * for the `[supplier]` segment of this URL only. Omitted: none.
   */
  tenant?: T;
  /** Outside a supplier; default 404 `{ erro: true, mensagem: 'Loja não encontrada' }`. */
  notFound?: (request: Request) => Response | Promise<Response>;
  /** The request body (JSON or form). */
  body?: z.ZodType<B>;
  /** A body the schema refuses; default 400 `{ erro: true, mensagem }` with the first pt-BR message. */
  invalid?: (error: z.ZodError, ctx: RouteContext<T, P, undefined>) => Response | Promise<Response>;
  /** What `handle` threw, instead of the default mapping (429 → too-many-request, else rethrown). */
  onError?: (error: unknown, ctx: { request: Request; base: string }) => Response | Promise<Response>;
  handle: (ctx: RouteContext<T, P, B>) => Promise<Response>;
};

const ptBR = z.locales.ptBR().localeError;

const storeNotFound = () => Response.json({ erro: true, mensagem: 'Loja não encontrada' }, { status: 404 });
const invalidBody = (error: z.ZodError) =>
  Response.json({ erro: true, mensagem: error.issues[0]?.message ?? 'Requisição inválida' }, { status: 400 });

async function resolveTenant(tenant: TenantNeed, request: Request, params: unknown): Promise<object | null> {
  if (tenant === 'supplier') return requestSupplier();
  if (tenant === 'headers') {
    const idfornecedor = request.headers.get(SUPPLIER_ID_HEADER);
    const slug = (params as { supplier?: string } | undefined)?.supplier;
    if (!idfornecedor || !slug || request.headers.get(SUPPLIER_SLUG_HEADER) !== slug) return null;
    return { idfornecedor, slug, base: request.headers.get(STOREFRONT_BASE_HEADER) ?? '' } satisfies HeaderTenant;
  }
  return {};
}

export function defineRouteHandler<T extends TenantNeed = 'none', P = object, B = undefined>(
  def: RouteHandlerDefinition<T, P, B>,
): (request: Request, context: { params: Promise<P> }) => Promise<Response> {
  return async function handler(request, context) {
    if (!SAFE_METHODS.has(request.method.toUpperCase())) {
      const refused = rejectForeignOrigin(request.headers);
      if (refused) return refused;
    }
    const params = (await context?.params) as P;
    const tenant = await resolveTenant(def.tenant ?? 'none', request, params);
    if (!tenant) return (def.notFound ?? storeNotFound)(request);
    const base = (tenant as { base?: string }).base ?? '';
    const ctx = { ...tenant, request, params, body: undefined } as RouteContext<T, P, undefined>;
    let body = undefined as B;
    if (def.body) {
      const parsed = def.body.safeParse(await readBody(request), { error: ptBR });
      if (!parsed.success) return (def.invalid ?? invalidBody)(parsed.error, ctx);
      body = parsed.data;
    }
    try {
      return await def.handle({ ...ctx, body } as RouteContext<T, P, B>);
    } catch (error) {
      unstable_rethrow(error);
      if (def.onError) return def.onError(error, { request, base });
      const limited = wantsJson(request) ? rateLimitResponse(error, base) : rateLimitSeeOther(error, base);
      if (limited) return limited;
      throw error;
    }
  };
}

/** An `onError` for JSON handlers: an API refusal (an ended session: 401…) is the browser's to show, as `{erro, mensagem}`; anything else is a 500. */
export function apiRefusalAsJson(e: unknown): Response {
  if (isApiRefusal(e)) return Response.json({ erro: true, mensagem: e.message }, { status: e.status });
  throw e;
}
