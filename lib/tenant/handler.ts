import { NextURL } from 'next/dist/server/web/next-url';
import { NextResponse, type NextRequest } from 'next/server';

import { imageEndpoints } from '@/lib/contract/images';

import { AGE_COOKIE, AGE_GATE_PAGE, ageGateExempt } from './age-gate';
import { contentSecurityPolicy, createNonce, socketSources, STRICT_TRANSPORT_SECURITY } from './csp';
import {
  REDIRECT_STATUS_HEADER,
  REDIRECT_TARGET_HEADER,
  STOREFRONT_BASE_HEADER,
  STOREFRONT_PATH_HEADER,
  STOREFRONT_SEARCH_HEADER,
  stripTenantHeaders,
  SUPPLIER_ID_HEADER,
  SUPPLIER_SLUG_HEADER,
} from './headers';
import { isDecodablePath, parseHost } from './host';
import { isPublicPage, PUBLIC_PAGE_HEADER } from './public-page';
import {
  resolveTenant,
  type ResolvedSupplier,
  type TenantAction,
  type TenantLookup,
  type TenantSettings,
} from './resolve';
import { guardServerAction, guardServerActionPayload } from './server-action-guard';
import { captureUtm, UTM_COOKIE, UTM_MAX_AGE } from './utm';

export type TenantHandlerDeps = {
  lookup: TenantLookup;
  settings: () => TenantSettings;
  onError?: (error: unknown) => void;
};

/** Internal route (app/tenant-redirect/route.ts) answering cross-host redirects. */
export const REDIRECT_ROUTE = '/tenant-redirect';

/**
 * The commerce API's images, proxied by app/superon/imagens (no supplier resolution; see
 * middleware.ts): what their contract paths share before the first parameter.
 */
const imagePath = imageEndpoints.getSupplierLogo.path;
export const API_IMAGES_PREFIX = imagePath.slice(0, imagePath.indexOf('{'));

/** Next's image optimizer (`next/image`), outside supplier resolution. */
export const NEXT_IMAGE_ROUTE = '/_next/image';

/** The path part of an image optimizer's local `url` (`/superon/imagens/…?x` → `/superon/imagens/…`). */
function imageSourcePath(source: string | null): string {
  return (source ?? '').split(/[?#]/)[0]!;
}

/** Route (under the supplier) that takes `?api_key&id_erp_usuario` off the address and logs in with them. */
export const API_KEY_LOGIN_ROUTE = '/api/sessao/api-key';

/** True when Next would relativize `location` although it points at another host than the visitor's. */
export function wouldBeRelativized(location: string, internal: NextURL, visitorHost: string): boolean {
  let target: NextURL;
  try {
    target = new NextURL(location);
  } catch {
    return false;
  }
  return target.host === internal.host && new URL(location).host !== visitorHost.toLowerCase();
}

const UNAVAILABLE_BODY = 'Não foi possível carregar esta página agora. Tente novamente em instantes.';

/** A friendly pt-BR page answered by the middleware itself (no framework, no script, inline style). */
function plainPage(title: string, body: string, action: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;display:flex;min-height:100vh;align-items:center;justify-content:center}main{max-width:32rem;margin:1rem;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.1);text-align:center}h1{font-size:1.5rem;margin:0 0 .75rem}p{margin:0 0 1.5rem;line-height:1.5}a{display:inline-block;padding:.625rem 1.25rem;border-radius:.375rem;background:#203e6c;color:#fff;font-weight:600;text-decoration:none}</style>
</head><body><main><h1>${title}</h1><p>${body}</p>${action}</main></body></html>`;
}

/** Friendly pt-BR page for a failed supplier look-up. */
const UNAVAILABLE_HTML = plainPage('Loja indisponível no momento', UNAVAILABLE_BODY, '<a href="">Tentar novamente</a>');

export const BAD_REQUEST_BODY = 'O endereço desta página não é válido. Confira o link ou volte para a página inicial.';

/** Malformed Host header or path (bad percent-encoding): 400, never a 500 and never a redirect off-site. */
const BAD_REQUEST_HTML = plainPage('Endereço inválido', BAD_REQUEST_BODY, '<a href="/">Ir para a página inicial</a>');

const badRequest = () =>
  new NextResponse(BAD_REQUEST_HTML, {
    status: 400,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });

function requestProtocol(request: NextRequest): 'http' | 'https' {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  if (forwarded === 'https' || forwarded === 'http') return forwarded;
  return request.nextUrl.protocol === 'https:' ? 'https' : 'http';
}

/** The age gate applies: adults-only supplier, no 'sim' answer, a page that is not exempt. */
export function ageGated(
  supplier: ResolvedSupplier,
  internalPath: string,
  request: Pick<NextRequest, 'cookies'>,
): boolean {
  if (!supplier.ageCheck || request.cookies.get(AGE_COOKIE)?.value === 'sim') return false;
  const rest = internalPath.slice(supplier.slug.length + 1) || '/';
  return !ageGateExempt(rest);
}

/** Builds the middleware: resolve the supplier, then execute the action. */
export function createTenantHandler(deps: TenantHandlerDeps) {
  return async function handleTenant(request: NextRequest): Promise<NextResponse> {
    const url = request.nextUrl;
    const protocol = requestProtocol(request);
    const host = request.headers.get('host') ?? url.host;
    const parsedHost = parseHost(host);
    if (!parsedHost || !isDecodablePath(url.pathname)) return badRequest();
    // API images are outside supplier resolution; one with a '%' only comes for the check above.
    if (url.pathname.startsWith(API_IMAGES_PREFIX)) return NextResponse.next();
    // Next's image optimizer throws on a local `url` whose path it cannot decode (a 500); the
    // matcher sends it here only when that `url` holds a '%'. Anything else goes on to Next.
    if (url.pathname === NEXT_IMAGE_ROUTE)
      return isDecodablePath(imageSourcePath(url.searchParams.get('url'))) ? NextResponse.next() : badRequest();
    const headers = stripTenantHeaders(request.headers);
    // Pages, actions and route handlers read the visitor's host from here: it is the checked Host,
    // never a client-sent X-Forwarded-Host.
    headers.set('x-forwarded-host', parsedHost.hostWithPort);
    // A server action from another origin, with an impossible id or an undecodable payload never
    // reaches Next, which would log it as a server error: 403 / 400 here, with the checked host.
    const refused = guardServerAction(request.method, headers) ?? (await guardServerActionPayload(request));
    if (refused) return new NextResponse(refused.body, { status: refused.status, headers: refused.headers });
    const nonce = createNonce();
    const csp = contentSecurityPolicy(nonce, {
      dev: process.env.NODE_ENV === 'development',
      https: protocol === 'https',
      // The chat's socket is on this origin (the storefront server relays it to the API, decision
      // 0017): the API is never a source; only CHAT_SOCKET_URL (next dev, which relays nothing) is.
      connect: socketSources(process.env.CHAT_SOCKET_URL),
    });
    // Next reads the nonce from the request's policy and puts it on the scripts it renders.
    headers.set('content-security-policy', csp);

    let action: TenantAction;
    try {
      action = await resolveTenant({
        host,
        protocol,
        pathname: url.pathname,
        searchParams: url.searchParams,
        settings: deps.settings(),
        lookup: deps.lookup,
      });
    } catch (error) {
      deps.onError?.(error);
      action = { kind: 'unavailable', reason: 'lookup failed' };
    }

    let response: NextResponse;
    switch (action.kind) {
      case 'provider-home':
        response = NextResponse.next({ request: { headers } });
        break;
      case 'rewrite': {
        headers.set(SUPPLIER_SLUG_HEADER, action.supplier.slug);
        headers.set(SUPPLIER_ID_HEADER, action.supplier.id);
        headers.set(STOREFRONT_BASE_HEADER, action.base);
        headers.set(STOREFRONT_PATH_HEADER, url.pathname);
        headers.set(STOREFRONT_SEARCH_HEADER, url.search);
        const target = url.clone();
        target.pathname = action.pathname;
        // API-key login: a route handler moves the keys into a sealed cookie and answers with
        // the same URL without them; the login starts 1000 ms after boot (decision 0039).
        if (url.searchParams.has('api_key') && url.searchParams.has('id_erp_usuario')) {
          target.pathname = `/${action.supplier.slug}${API_KEY_LOGIN_ROUTE}`;
        } else if (ageGated(action.supplier, action.pathname, request)) {
          // Adults-only supplier, age not confirmed: the page is not rendered at all.
          target.pathname = `/${action.supplier.slug}${AGE_GATE_PAGE}`;
        }
        response = NextResponse.rewrite(target, { request: { headers } });
        // The production server may keep this answer for other visitors (lib/cache/page-cache.mjs):
        // a catalog page, or the age question served in its place, both the same for every visitor
        // without a cookie (the answer sets one, and then the page itself renders per visitor).
        if (
          (target.pathname === action.pathname || target.pathname === `/${action.supplier.slug}${AGE_GATE_PAGE}`) &&
          isPublicPage(
            request.method,
            action.pathname.slice(action.supplier.slug.length + 1) || '/',
            request.headers.has('cookie'),
          )
        ) {
          response.headers.set(PUBLIC_PAGE_HEADER, '1');
        }
        break;
      }
      case 'redirect':
        if (wouldBeRelativized(action.location, url, host)) {
          // Next.js rewrites a Location on its own (internal) host to a relative URL, which would
          // keep a visitor of another host where they are. Let a route handler answer instead.
          headers.set(REDIRECT_TARGET_HEADER, action.location);
          headers.set(REDIRECT_STATUS_HEADER, String(action.status));
          const target = url.clone();
          target.pathname = REDIRECT_ROUTE;
          target.search = '';
          response = NextResponse.rewrite(target, { request: { headers } });
        } else {
          response = NextResponse.redirect(action.location, action.status);
        }
        break;
      case 'bad-request':
        response = badRequest();
        break;
      case 'unavailable':
        response = new NextResponse(UNAVAILABLE_HTML, {
          status: 503,
          headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '10', 'cache-control': 'no-store' },
        });
        break;
    }

    response.headers.set('content-security-policy', csp);
    if (protocol === 'https') response.headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);

    const utm = captureUtm(url.searchParams);
    if (utm) {
      response.cookies.set(UTM_COOKIE, utm, {
        maxAge: UTM_MAX_AGE,
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: protocol === 'https',
      });
    }
    return response;
  };
}
