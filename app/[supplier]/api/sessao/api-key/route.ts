import { cookies, headers } from 'next/headers';

import { isApiRefusal, logUnexpected } from '@/lib/actions/define-action';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { apiKeyLogin } from '@/lib/commerce/identity';
import { rateLimitResponse } from '@/lib/commerce/rate-limit';
import { IDENTITY_MESSAGES } from '@/lib/contract';
import {
  API_KEY_PARAMS,
  API_KEY_PENDING_COOKIE,
  openPendingApiKey,
  pendingCookieOptions,
  sealPendingApiKey,
} from '@/lib/session/api-key-pending';
import { isSecureContext, sessionPassword } from '@/lib/session/config';
import { flashCookieHeader } from '@/lib/session/flash';
import { cookieContext, getSession, sessionFromAuth, startSession } from '@/lib/session/server';
import { API_KEY_LOGIN_ROUTE } from '@/lib/tenant/handler';
import { STOREFRONT_PATH_HEADER } from '@/lib/tenant/headers';

export const dynamic = 'force-dynamic';

/** 303 to the same public URL without the keys (other parameters kept; never leaked in a Referer). */
async function backWithoutKeys(request: Request, base: string): Promise<Response> {
  const clean = new URLSearchParams(new URL(request.url).searchParams);
  for (const k of API_KEY_PARAMS) clean.delete(k);
  const publicPath = (await headers()).get(STOREFRONT_PATH_HEADER) || '/';
  const safePath = publicPath.startsWith('/') && !publicPath.startsWith('//') ? publicPath : '/';
  // This route asked by its own name has no page to go back to: the supplier's home.
  const page = safePath.endsWith(API_KEY_LOGIN_ROUTE) ? `${base}/` : safePath;
  const location = `${page}${clean.size ? `?${clean}` : ''}`;
  return new Response(null, {
    status: 303,
    headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}

/** The pending login is used once, whatever its outcome. */
async function clearPending(): Promise<void> {
  (await cookies()).set(API_KEY_PENDING_COOKIE, '', pendingCookieOptions(await cookieContext(), 0));
}

/** A failed login: `{ erro, mensagem }`, and the message as the flash the account area shows after the refresh. */
async function refuse(mensagem: string, status: number): Promise<Response> {
  return Response.json(
    { erro: true, mensagem },
    {
      status,
      headers: {
        'cache-control': 'no-store',
        'set-cookie': flashCookieHeader(mensagem, isSecureContext(await cookieContext())),
      },
    },
  );
}

/**
 * API-key login (ERP integration), step 1: the middleware sends `?api_key=…&id_erp_usuario=…`
 * here; the keys go into a sealed, HttpOnly, 60 s cookie and the browser is sent at once to the
 * same URL without them. Step 2 (POST below) starts 1000 ms after the page boots (spec 9;
 * decision 0039).
 */
export const GET = defineRouteHandler({
  tenant: 'headers',
  notFound: (request) => backWithoutKeys(request, ''),
  handle: async ({ request, idfornecedor, base }) => {
    const query = new URL(request.url).searchParams;
    const apiKey = query.get('api_key') ?? '';
    const idErpUsuario = query.get('id_erp_usuario') ?? '';
    if (apiKey && idErpUsuario && apiKey.length <= 200 && idErpUsuario.length <= 200) {
      const sealed = await sealPendingApiKey({ apiKey, idErpUsuario, idfornecedor }, sessionPassword(process.env));
      (await cookies()).set(API_KEY_PENDING_COOKIE, sealed, pendingCookieOptions(await cookieContext()));
    }
    return backWithoutKeys(request, base);
  },
});

/**
 * Step 2, asked by components/account/api-key-login.tsx: the sealed keys are exchanged for a
 * session (POST /v4/api-key/login) and the pending cookie goes. A refusal answers the server's
 * message (else 'Erro ao obter cliente!', spec 8) and leaves it as the one-shot flash the account
 * area shows; a 429 answers the too-many-request destination.
 */
export const POST = defineRouteHandler({
  tenant: 'headers',
  onError: async (error, { base }) => {
    await clearPending();
    const limited = rateLimitResponse(error, base);
    if (limited) return limited;
    logUnexpected(error, 'login-chave-api');
    const refusal = isApiRefusal(error) && error.message ? error : null;
    return refuse(refusal?.message ?? IDENTITY_MESSAGES.erroObterCliente, refusal?.status ?? 502);
  },
  handle: async ({ idfornecedor }) => {
    const jar = await cookies();
    const pending = await openPendingApiKey(
      jar.get(API_KEY_PENDING_COOKIE)?.value,
      sessionPassword(process.env),
      idfornecedor,
    );
    // Absent, expired (60 s), forged or another supplier's.
    if (!pending) {
      await clearPending();
      return refuse(IDENTITY_MESSAGES.erroObterCliente, 400);
    }
    const auth = await apiKeyLogin(pending.apiKey, pending.idErpUsuario, idfornecedor);
    await startSession(await getSession(), sessionFromAuth(auth, idfornecedor));
    await clearPending();
    return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
  },
});
