import { representativeActAs } from '@/lib/commerce/identity';
import { rateLimitSeeOther } from '@/lib/commerce/rate-limit';
import { rejectForeignOrigin } from '@/lib/security/origin';
import { failure, requestSupplier } from '@/lib/session/flow';
import { seeOther } from '@/lib/session/route-helpers';
import { getSession, startSession } from '@/lib/session/server';

export const dynamic = 'force-dynamic';

/**
 * A representative starts acting for a client of their portfolio (form POST `idcliente`). The
 * API checks the portfolio with the representative's token and answers a new session as that
 * client that records the representative; the cookie is issued anew.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = rejectForeignOrigin(request.headers);
  if (refused) return refused;
  const ctx = await requestSupplier();
  if (!ctx) return new Response('Fornecedor não encontrado', { status: 404 });
  const session = await getSession();
  if (!session.token || session.kind !== 'representante' || session.idfornecedor !== ctx.supplier.idfornecedor) {
    return seeOther(ctx.base, '/entrar?voltar=%2Fconta%2Fclientes');
  }
  const idcliente = String((await request.formData()).get('idcliente') ?? '');
  try {
    const auth = await representativeActAs(session.token, ctx.supplier.idfornecedor, idcliente);
    await startSession(session, { token: auth.token, idcliente: auth.usuario.idcliente, idfornecedor: ctx.supplier.idfornecedor, kind: 'representante' });
    return seeOther(ctx.base, '/');
  } catch (error) {
    const limited = rateLimitSeeOther(error, ctx.base);
    if (limited) return limited;
    failure(error, '');
    return seeOther(ctx.base, '/conta/clientes?erro=1');
  }
}
