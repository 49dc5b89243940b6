import 'server-only';

import {
  recommendationEndpoints,
  type RecommendationFeedbackBody,
  type RecommendationResponse,
} from '@/lib/contract/recommendation';
import type { RecommendationView } from '@/lib/rules/recommendation';

import { commerceCallResult, type CallOutcome } from './call';
import { ownerAuth, type Owner } from './owner';

/**
 * Recommendations (spec 7 "Recommendations"), declared in lib/contract/recommendation.ts.
 * Server only: the session token never reaches the browser. Every call carries the cookie
 * preferences; the API suggests nothing without the personalization one.
 */

export function getRecommendations(
  owner: Owner,
  q: { visao: RecommendationView; idproduto?: string; idformapagamento?: string },
): Promise<CallOutcome<typeof recommendationEndpoints.getRecommendations>> {
  return commerceCallResult(
    recommendationEndpoints.getRecommendations,
    { params: { idfornecedor: owner.idfornecedor, idcliente: owner.idcliente }, query: q, auth: ownerAuth(owner) },
    { idfornecedor: owner.idfornecedor, cache: 'no-store', timeoutMs: 5000 },
  );
}

export function sendRecommendationFeedback(owner: Owner, body: RecommendationFeedbackBody) {
  return commerceCallResult(
    recommendationEndpoints.sendRecommendationFeedback,
    { body, auth: ownerAuth(owner) },
    { idfornecedor: owner.idfornecedor, cache: 'no-store', timeoutMs: 3000 },
  );
}

export type { RecommendationResponse };
