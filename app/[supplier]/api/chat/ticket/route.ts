import { IDENTITY_MESSAGES } from '@/lib/contract';
import { isApiRefusal } from '@/lib/actions/define-action';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { chatSocketUrl, createChatTicket } from '@/lib/commerce/chat';
import { currentAccount } from '@/lib/session/server';

export const dynamic = 'force-dynamic';

/**
 * A chat ticket for the logged-in customer (issue 16): the API issues it from the session token in
 * the sealed cookie, which never reaches the browser; the ticket opens the socket for a short while.
 */
export const POST = defineRouteHandler({
  tenant: 'supplier',
  // An API refusal (an ended session: 401) is the browser's to show; anything else is a 500.
  onError: (e) => {
    if (isApiRefusal(e)) return Response.json({ erro: true, mensagem: e.message }, { status: e.status });
    throw e;
  },
  handle: async ({ supplier }) => {
    const account = await currentAccount(supplier.idfornecedor);
    if (account.status !== 'cliente') return Response.json({ erro: true, mensagem: IDENTITY_MESSAGES.sessaoExpirada }, { status: 401 });
    const t = await createChatTicket({ token: account.token, idcliente: account.usuario.idcliente, idfornecedor: supplier.idfornecedor });
    return Response.json({ ...t, url: chatSocketUrl() }, { headers: { 'cache-control': 'no-store' } });
  },
});
