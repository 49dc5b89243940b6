import { z } from 'zod';
import { idOuSlug, uuid } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Subscription types (issue 13; spec 4 Cart "Subscription", 7 Subscriptions). When the cart's
 * meta_info.hasRecorrencia is true the storefront fetches the types, selects the first, and
 * reloads the cart with `idtipoassinatura` (or 'whitout' for none, see NO_SUBSCRIPTION).
 */
export const subscriptionTypeSchema = z.object({
  idtipoassinatura: uuid,
  descricao: z.string(),
  /** Days between two deliveries of the repeated cart. */
  intervalo_dias: z.number().int().positive(),
  mensagem: z.string(),
});
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

/** Spec "assinaturas {tipos, label}". Empty `tipos` when the supplier has none. */
export const subscriptionTypesResponseSchema = z.object({ tipos: z.array(subscriptionTypeSchema), label: z.string().nullable() });

export const subscriptionEndpoints = {
  listSubscriptionTypes: defineEndpoint({
    method: 'GET',
    path: '/v4/subscription/type/list/{idfornecedor}',
    summary: 'Tipos de assinatura do fornecedor (periodicidade do carrinho recorrente), na ordem de exibição, e o rótulo da escolha.',
    tags: ['Assinatura'],
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    response: subscriptionTypesResponseSchema,
  }),
};
