import { IDENTITY_MESSAGES } from '@/lib/contract';
import { requestSupplier } from '@/lib/session/flow';
import { currentAccount, getSession, summarize } from '@/lib/session/server';
import type { SessionState } from '@/lib/session/summary';

export const dynamic = 'force-dynamic';

/**
 * Session check (client hook, at load and on focus): the user by token. A session the API no
 * longer knows is cleared here ('Sessão expirada, efetue login novamente').
 */
export async function GET(): Promise<Response> {
  const ctx = await requestSupplier();
  if (!ctx) return Response.json({ logado: false } satisfies SessionState, { status: 404 });
  const account = await currentAccount(ctx.supplier.idfornecedor);
  if (account.status === 'expirada') {
    const session = await getSession();
    session.destroy();
    return Response.json(
      { logado: false, expirada: true, mensagem: IDENTITY_MESSAGES.sessaoExpirada } satisfies SessionState,
      { headers: { 'cache-control': 'no-store' } },
    );
  }
  return Response.json(summarize(account), { headers: { 'cache-control': 'no-store' } });
}
