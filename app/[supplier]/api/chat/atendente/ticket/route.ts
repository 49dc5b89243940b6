import { IDENTITY_MESSAGES } from '@/lib/contract';
import { isApiRefusal } from '@/lib/actions/define-action';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { chatSocketUrl, createAttendantChatTicket } from '@/lib/commerce/chat';
import { currentAttendant } from '@/lib/session/attendant';

export const dynamic = 'force-dynamic';

/** A chat ticket for the supplier's attendant logged in on /atendente (issue 16). */
export const POST = defineRouteHandler({
  tenant: 'supplier',
  // An API refusal (an ended session: 401) is the browser's to show; anything else is a 500.
  onError: (e) => {
    if (isApiRefusal(e)) return Response.json({ erro: true, mensagem: e.message }, { status: e.status });
    throw e;
  },
  handle: async ({ supplier }) => {
    const attendant = await currentAttendant(supplier.idfornecedor);
    if (!attendant) return Response.json({ erro: true, mensagem: IDENTITY_MESSAGES.sessaoExpirada }, { status: 401 });
    const t = await createAttendantChatTicket(attendant.token, supplier.idfornecedor);
    return Response.json({ ...t, url: chatSocketUrl() }, { headers: { 'cache-control': 'no-store' } });
  },
});
