import { apiRefusalAsJson, defineRouteHandler } from '@/lib/actions/define-route-handler';
import { getChatNotifications } from '@/lib/commerce/chat';
import { currentAccount } from '@/lib/session/server';

export const dynamic = 'force-dynamic';

/** The header badge's unread count; 0 for a visitor. */
export const GET = defineRouteHandler({
  tenant: 'supplier',
  onError: apiRefusalAsJson,
  handle: async ({ supplier }) => {
    const account = await currentAccount(supplier.idfornecedor);
    const total_mensagens =
      account.status === 'cliente'
        ? await getChatNotifications({
            token: account.token,
            idcliente: account.usuario.idcliente,
            idfornecedor: supplier.idfornecedor,
          })
        : 0;
    return Response.json({ total_mensagens }, { headers: { 'cache-control': 'no-store' } });
  },
});
