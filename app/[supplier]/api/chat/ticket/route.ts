import { apiRefusalAsJson, defineRouteHandler } from '@/lib/actions/define-route-handler';
import { chatSocketUrl, createChatTicket } from '@/lib/commerce/chat';
import { IDENTITY_MESSAGES } from '@/lib/contract';
import { currentAccount } from '@/lib/session/server';

export const dynamic = 'force-dynamic';

/**
 * A chat ticket for the logged-in customer: the API issues it from the session token in
 * the sealed cookie, which never reaches the browser; the ticket opens the socket for a short while.
 */
export const POST = defineRouteHandler({
  tenant: 'supplier',
  onError: apiRefusalAsJson,
  handle: async ({ supplier }) => {
    const account = await currentAccount(supplier.idfornecedor);
    if (account.status !== 'cliente')
      return Response.json({ erro: true, mensagem: IDENTITY_MESSAGES.sessaoExpirada }, { status: 401 });
    const t = await createChatTicket({
      token: account.token,
      idcliente: account.usuario.idcliente,
      idfornecedor: supplier.idfornecedor,
    });
    return Response.json({ ...t, url: chatSocketUrl() }, { headers: { 'cache-control': 'no-store' } });
  },
});
