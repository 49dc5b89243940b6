import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { sendRecommendationFeedback } from '@/lib/commerce/recommendation';
import { recommendationFeedbackBodySchema, type RecommendationFeedbackBody } from '@/lib/contract/recommendation';
import { currentAccount } from '@/lib/session/server';

/**
 * POST <base>/api/recomendacoes/feedback {acao, visao, item_id, sessao_id} — a click, an add or a
 * dismissal of a suggestion (POST /v4/sugestao/feedback). Same origin only; 204 when recorded,
 * the API's status otherwise (403 without personalization cookies).
 */
export const POST = defineRouteHandler<'supplier', object, RecommendationFeedbackBody>({
  tenant: 'supplier',
  body: recommendationFeedbackBodySchema,
  handle: async ({ supplier, body }) => {
    const account = await currentAccount(supplier.idfornecedor);
    if (account.status !== 'cliente') return new Response(null, { status: 401 });
    const r = await sendRecommendationFeedback(
      { token: account.token, idcliente: account.usuario.idcliente, idfornecedor: supplier.idfornecedor },
      body,
    );
    return new Response(null, { status: r.ok ? 204 : r.status >= 500 ? 502 : r.status });
  },
});
