import { switchLinkedUser } from '@/lib/commerce/identity';
import { rateLimitSeeOther } from '@/lib/commerce/rate-limit';
import { rejectForeignOrigin } from '@/lib/security/origin';
import { failure, requestSupplier } from '@/lib/session/flow';
import { seeOther } from '@/lib/session/route-helpers';
import { currentAccount, getSession, sessionFromAuth, startSession } from '@/lib/session/server';

export const dynamic = 'force-dynamic';

/**
 * Switch to a linked user, or back to the principal (form POST `idcliente`); one logged in at a
 * time. The principal's id comes from the API's user of this session, never from the browser.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = rejectForeignOrigin(request.headers);
  if (refused) return refused;
  const ctx = await requestSupplier();
  if (!ctx) return new Response('Fornecedor não encontrado', { status: 404 });
  const account = await currentAccount(ctx.supplier.idfornecedor);
  if (account.status !== 'cliente') return seeOther(ctx.base, '/entrar?voltar=%2Fconta%2Fusuarios');
  const u = account.usuario;
  const principal = u.usuarioPrincipal ?? u.idcliente;
  const target = String((await request.formData()).get('idcliente') ?? '');
  try {
    const auth = await switchLinkedUser(account.token, principal, target, ctx.supplier.idfornecedor);
    await startSession(await getSession(), sessionFromAuth(auth, ctx.supplier.idfornecedor));
    return seeOther(ctx.base, '/');
  } catch (error) {
    const limited = rateLimitSeeOther(error, ctx.base);
    if (limited) return limited;
    failure(error, '');
    return seeOther(ctx.base, '/conta/usuarios');
  }
}
