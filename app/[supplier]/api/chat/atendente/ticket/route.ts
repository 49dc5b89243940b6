import { apiRefusalAsJson, defineRouteHandler } from '@/lib/actions/define-route-handler';
import { chatSocketUrl, createAttendantChatTicket } from '@/lib/commerce/chat';
import { IDENTITY_MESSAGES } from '@/lib/contract';
import { currentAttendant } from '@/lib/session/attendant';

export const dynamic = 'force-dynamic';

/** A chat ticket for the supplier's attendant logged in on /atendente. */
export const POST = defineRouteHandler({
  tenant: 'supplier',
  onError: apiRefusalAsJson,
  handle: async ({ supplier }) => {
    const attendant = await currentAttendant(supplier.idfornecedor);
    if (!attendant) return Response.json({ erro: true, mensagem: IDENTITY_MESSAGES.sessaoExpirada }, { status: 401 });
    const t = await createAttendantChatTicket(attendant.token, supplier.idfornecedor);
    return Response.json({ ...t, url: chatSocketUrl() }, { headers: { 'cache-control': 'no-store' } });
  },
});
