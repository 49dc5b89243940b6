import { RECOMMENDATION_MESSAGES, recommendationEndpoints } from '../../../lib/contract/recommendation';
import { forbidden } from '../domain/errors';
import { recordFeedback, suggestProducts } from '../domain/recommendation';
import { defineRoute } from '../http/router';

/** The shopper refused personalization cookies (the spec's X-Cookie-Personalization flag): no suggestion, no feedback kept. */
const personalizationOff = (h: Record<string, string | string[] | undefined>) =>
  String(h['x-cookie-personalization'] ?? '').toLowerCase() === 'false';

/** Recommendations and their feedback, declared in lib/contract/recommendation.ts. */
export const recommendationRoutes = [
  defineRoute(recommendationEndpoints.getRecommendations, async ({ db, auth, params, query, rawHeaders }) => {
    if (personalizationOff(rawHeaders))
      return { sucesso: false, produtos: [], sessao_id: null, mensagem: RECOMMENDATION_MESSAGES.semPersonalizacao };
    return suggestProducts(db, auth, params.idfornecedor, params.idcliente, query);
  }),
  defineRoute(recommendationEndpoints.sendRecommendationFeedback, async ({ db, auth, body, rawHeaders }) => {
    if (personalizationOff(rawHeaders))
      throw forbidden(RECOMMENDATION_MESSAGES.semPersonalizacao, 'PERSONALIZACAO_RECUSADA');
    return recordFeedback(db, auth, body);
  }),
];
