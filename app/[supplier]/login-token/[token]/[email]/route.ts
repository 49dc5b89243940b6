import { unstable_rethrow } from 'next/navigation';

import { requestSupplier } from '@/lib/actions/context';
import { consumeHandoff } from '@/lib/commerce/identity';
import { IDENTITY_MESSAGES } from '@/lib/contract';
import { adoptVisitorPlace } from '@/lib/delivery/server';
import { sanitizeReturnTo } from '@/lib/rules/return-to';
import { isSecureContext } from '@/lib/session/config';
import { flashCookieHeader } from '@/lib/session/flash';
import { cookieContext, getSession, sessionFromAuth, startSession } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ supplier: string; token: string; email: string }> };

/**
 * Cross-domain handoff: `{token}` is the API's short-lived, single-use code bound to this
 * supplier (never a session token). Success → a new cookie on this domain, the visitor's place here
 * adopted as at any login, and the home (or the sanitized `voltar`); any failure → no session and
 * 'Não foi possível autenticar via token de redirecionamento...'. The response never leaks the URL in
 * a Referer (no-referrer).
 */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { token: codigo, email } = await params;
  const ctx = await requestSupplier();
  const base = ctx?.base ?? '';
  const voltar = sanitizeReturnTo(new URL(request.url).searchParams.get('voltar') ?? '/');
  const secure = isSecureContext(await cookieContext());
  const headers = (location: string) => ({ location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  const session = await getSession();
  try {
    if (!ctx) throw new Error('fornecedor');
    const auth = await consumeHandoff(decodeURIComponent(codigo), decodeURIComponent(email), ctx.supplier.idfornecedor);
    await startSession(session, sessionFromAuth(auth, ctx.supplier.idfornecedor));
    // A session opened here is a login on this domain: the place the visitor chose here becomes the
    // customer's delivery address, as the login form does (openSession).
    await adoptVisitorPlace(auth.token, ctx.supplier);
    return new Response(null, { status: 303, headers: headers(supplierHref(base, voltar)) });
  } catch (error) {
    unstable_rethrow(error);
    session.destroy();
    return new Response(null, {
      status: 303,
      headers: {
        ...headers(supplierHref(base, '/')),
        'set-cookie': flashCookieHeader(IDENTITY_MESSAGES.handoffInvalido, secure),
      },
    });
  }
}
