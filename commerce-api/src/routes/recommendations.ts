import { recommendationEndpoints } from '../../../lib/contract/recommendation';
import { recordFeedback, suggestProducts } from '../domain/recommendation';
import { defineRoute } from '../http/router';

/** Recommendations and their feedback (issue 16), declared in lib/contract/recommendation.ts. */
export const recommendationRoutes = [
  defineRoute(recommendationEndpoints.getRecommendations, async ({ db, auth, params, query }) =>
    suggestProducts(db, auth, params.idfornecedor, params.idcliente, query),
  ),
  defineRoute(recommendationEndpoints.sendRecommendationFeedback, async ({ db, auth, body }) => recordFeedback(db, auth, body)),
];
