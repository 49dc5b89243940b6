import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { IDENTITY_MESSAGES } from '@/lib/contract';
import { CommerceApiError } from '@/lib/commerce/errors';
import { apiKeyLogin } from '@/lib/commerce/identity';
import { rateLimitSeeOther } from '@/lib/commerce/rate-limit';
import { isSecureContext } from '@/lib/session/config';
import { flashCookieHeader } from '@/lib/session/flash';
import { requestSupplier } from '@/lib/session/flow';
import { cookieContext, getSession, sessionFromAuth, startSession } from '@/lib/session/server';
import { STOREFRONT_PATH_HEADER } from '@/lib/tenant/headers';

export const dynamic = 'force-dynamic';

const API_KEY_PARAMS = ['api_key', 'id_erp_usuario'] as const;

/**
 * API-key login (ERP integration): the middleware sends `?api_key=…&id_erp_usuario=…` here;
 * the keys are exchanged for a session (POST /v4/api-key/login) and the browser is sent to the
 * same URL without them. Failure: the server's message or 'Erro ao obter cliente!'.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const apiKey = url.searchParams.get('api_key') ?? '';
  const idErp = url.searchParams.get('id_erp_usuario') ?? '';
  const clean = new URLSearchParams(url.searchParams);
  for (const k of API_KEY_PARAMS) clean.delete(k);
  const publicPath = (await headers()).get(STOREFRONT_PATH_HEADER) || '/';
  const safePath = publicPath.startsWith('/') && !publicPath.startsWith('//') ? publicPath : '/';
  const location = `${safePath}${clean.size ? `?${clean}` : ''}`;
  const redirect = (extra: Record<string, string> = {}) =>
    new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', ...extra } });

  const ctx = await requestSupplier();
  if (!ctx) return redirect();
  const secure = isSecureContext(await cookieContext());
  try {
    const auth = await apiKeyLogin(apiKey, idErp, ctx.supplier.idfornecedor);
    await startSession(await getSession(), sessionFromAuth(auth, ctx.supplier.idfornecedor));
    return redirect();
  } catch (error) {
    unstable_rethrow(error);
    const limited = rateLimitSeeOther(error, ctx.base);
    if (limited) return limited;
    const msg = error instanceof CommerceApiError && error.status < 500 && error.status !== 429 ? error.message : IDENTITY_MESSAGES.erroObterCliente;
    return redirect({ 'set-cookie': flashCookieHeader(msg || IDENTITY_MESSAGES.erroObterCliente, secure) });
  }
}
