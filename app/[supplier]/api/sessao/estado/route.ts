import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { IDENTITY_MESSAGES } from '@/lib/contract';
import { currentAccount, getSession, summarize } from '@/lib/session/server';
import type { SessionState } from '@/lib/session/summary';

export const dynamic = 'force-dynamic';

/**
 * Session check (client hook, at load and on focus): the user by token. A session the API no
 * longer knows is cleared here ('Sessão expirada, efetue login novamente').
 */
export const GET = defineRouteHandler({
  tenant: 'supplier',
  notFound: () => Response.json({ logado: false } satisfies SessionState, { status: 404 }),
  handle: async ({ supplier }) => {
    const account = await currentAccount(supplier.idfornecedor);
    if (account.status === 'expirada') {
      const session = await getSession();
      session.destroy();
      return Response.json(
        { logado: false, expirada: true, mensagem: IDENTITY_MESSAGES.sessaoExpirada } satisfies SessionState,
        { headers: { 'cache-control': 'no-store' } },
      );
    }
    return Response.json(summarize(account), { headers: { 'cache-control': 'no-store' } });
  },
});
