import { z } from 'zod';

import {
  RECOMMENDATION_ACTIONS,
  RECOMMENDATION_REASONS,
  RECOMMENDATION_TAG,
  RECOMMENDATION_VIEWS,
} from '../rules/recommendation';
import { productSummarySchema } from './catalog';
import { idOuSlug, uuid } from './common';
import { defineEndpoint } from './endpoint';

export { RECOMMENDATION_TAG };

/**
 * Recommendations (spec 3 "Recommendation", 7 "Recommendations"), for suppliers with
 * enable-recommendation-system. The API ranks products from its own data (lib/rules/recommendation.ts):
 * bought together in orders, same category, the customer's history. Each answer is a suggestion
 * session (`sessao_id`) the feedback refers to; a dismissed product is not suggested again.
 */

export const RECOMMENDATION_MESSAGES = {
  desativado: 'Recomendações não disponíveis para este fornecedor',
  semPersonalizacao: 'Recomendações desativadas pelas suas preferências de cookies',
  sessaoNaoEncontrada: 'Sessão de sugestões não encontrada',
  itemNaoSugerido: 'Este produto não foi sugerido nesta sessão',
  visaoInvalida: 'Visão inválida',
  acaoInvalida: 'Ação inválida',
} as const;

export const recommendationViewSchema = z.enum(RECOMMENDATION_VIEWS, {
  message: RECOMMENDATION_MESSAGES.visaoInvalida,
});
export const recommendationActionSchema = z.enum(RECOMMENDATION_ACTIONS, {
  message: RECOMMENDATION_MESSAGES.acaoInvalida,
});
export const recommendationReasonSchema = z.enum(
  Object.keys(RECOMMENDATION_REASONS) as [
    keyof typeof RECOMMENDATION_REASONS,
    ...(keyof typeof RECOMMENDATION_REASONS)[],
  ],
);

export const recommendedProductSchema = productSummarySchema.extend({ motivo: recommendationReasonSchema });
export type RecommendedProduct = z.infer<typeof recommendedProductSchema>;

export const recommendationQuerySchema = z.object({
  idformapagamento: uuid.optional(),
  visao: recommendationViewSchema,
  /** The product on screen (visao PRODUTO): suggestions go with it. */
  idproduto: uuid.optional(),
});

/** Spec: response sucesso, produtos, sessao_id. Without the supplier tag: sucesso false, nothing suggested. */
export const recommendationResponseSchema = z.object({
  sucesso: z.boolean(),
  produtos: z.array(recommendedProductSchema),
  sessao_id: uuid.nullable(),
  mensagem: z.string().nullable(),
});
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;

export const recommendationFeedbackBodySchema = z.object({
  acao: recommendationActionSchema,
  visao: recommendationViewSchema,
  item_id: uuid,
  sessao_id: uuid,
});
export type RecommendationFeedbackBody = z.infer<typeof recommendationFeedbackBodySchema>;

const tags = ['Recomendações'];

export const recommendationEndpoints = {
  getRecommendations: defineEndpoint({
    method: 'GET',
    path: '/v4/sugestao/produtos/{idfornecedor}/{idcliente}',
    summary:
      'Produtos sugeridos ao cliente da sessão (Bearer) na visão HOME, PRODUTO (com idproduto) ou CARRINHO: comprados juntos, mesma categoria, histórico; fora o que está no carrinho e o que ele dispensou. Com X-Cookie-Personalization: false, nada é sugerido nem registrado.',
    tags,
    session: 'required',
    params: z.object({ idfornecedor: idOuSlug, idcliente: uuid }),
    query: recommendationQuerySchema,
    response: recommendationResponseSchema,
  }),
  sendRecommendationFeedback: defineEndpoint({
    method: 'POST',
    path: '/v4/sugestao/feedback',
    summary:
      'Retorno sobre uma sugestão (acao CLIQUE, ADICIONAR ou DISPENSAR) da sessão de sugestões do cliente; DISPENSAR tira o produto das próximas sugestões. Com X-Cookie-Personalization: false: 403.',
    tags,
    session: 'required',
    body: recommendationFeedbackBodySchema,
    response: z.object({ sucesso: z.literal(true) }),
  }),
};
