import { headers } from 'next/headers';

import { isApiRefusal } from '@/lib/actions/define-action';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { apiKeyLogin } from '@/lib/commerce/identity';
import { rateLimitSeeOther } from '@/lib/commerce/rate-limit';
import { IDENTITY_MESSAGES } from '@/lib/contract';
import { isSecureContext } from '@/lib/session/config';
import { flashCookieHeader } from '@/lib/session/flash';
import { cookieContext, getSession, sessionFromAuth, startSession } from '@/lib/session/server';
import { STOREFRONT_PATH_HEADER } from '@/lib/tenant/headers';

export const dynamic = 'force-dynamic';

const API_KEY_PARAMS = ['api_key', 'id_erp_usuario'] as const;

/** 303 to the same public URL without the keys (never leaked in a Referer). */
async function backWithoutKeys(request: Request, extra: Record<string, string> = {}): Promise<Response> {
  const clean = new URLSearchParams(new URL(request.url).searchParams);
  for (const k of API_KEY_PARAMS) clean.delete(k);
  const publicPath = (await headers()).get(STOREFRONT_PATH_HEADER) || '/';
  const safePath = publicPath.startsWith('/') && !publicPath.startsWith('//') ? publicPath : '/';
  const location = `${safePath}${clean.size ? `?${clean}` : ''}`;
  return new Response(null, {
    status: 303,
    headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', ...extra },
  });
}

/**
 * API-key login (ERP integration): the middleware sends `?api_key=…&id_erp_usuario=…` here;
 * the keys are exchanged for a session (POST /v4/api-key/login) and the browser is sent to the
 * same URL without them. Failure: the server's message or 'Erro ao obter cliente!'.
 */
export const GET = defineRouteHandler({
  tenant: 'supplier',
  notFound: (request) => backWithoutKeys(request),
  onError: async (error, { request, base }) => {
    const limited = rateLimitSeeOther(error, base);
    if (limited) return limited;
    const msg = isApiRefusal(error) && error.status !== 429 ? error.message : IDENTITY_MESSAGES.erroObterCliente;
    const secure = isSecureContext(await cookieContext());
    return backWithoutKeys(request, {
      'set-cookie': flashCookieHeader(msg || IDENTITY_MESSAGES.erroObterCliente, secure),
    });
  },
  handle: async ({ request, supplier }) => {
    const url = new URL(request.url);
    const auth = await apiKeyLogin(
      url.searchParams.get('api_key') ?? '',
      url.searchParams.get('id_erp_usuario') ?? '',
      supplier.idfornecedor,
    );
    await startSession(await getSession(), sessionFromAuth(auth, supplier.idfornecedor));
    return backWithoutKeys(request);
  },
});
