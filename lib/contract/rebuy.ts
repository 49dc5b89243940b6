import { z } from 'zod';

import { REBUY_MAX_LIMIT, REBUY_PAGE_LIMIT } from '../rules/rebuy';
import { productSummarySchema } from './catalog';
import { deliveryTypeSchema, uuid } from './common';
import { defineEndpoint } from './endpoint';

/**
 * "Comprar de novo" (decision 0052): the account's usual products from its orders, each with the
 * quantity of its last order snapped by the product's rules. Not in the spec; named in its style.
 */

export const rebuyQuerySchema = z.object({
  limite: z.coerce
    .number({ message: 'Limite inválido' })
    .int('Limite inválido')
    .min(1, 'Limite inválido')
    .max(REBUY_MAX_LIMIT, 'Limite inválido')
    .default(REBUY_PAGE_LIMIT),
  /** The shopper's delivery type: a product not offered for it is unavailable. */
  tipoentrega: deliveryTypeSchema.optional(),
  /** The payment method chosen (prices vary by payment where the supplier says so). */
  idformapagamento: uuid.optional(),
});
export type RebuyQuery = z.input<typeof rebuyQuerySchema>;

export const rebuyProductSchema = productSummarySchema.extend({
  /** The last order's quantity under the product's rules today (0 when none can be sold). */
  quantidade: z.number().nonnegative(),
  /** The quantity as it was in the most recent order containing the product. */
  quantidadeUltimoPedido: z.number().positive(),
  /** How many counted orders contain it. */
  pedidos: z.number().int().positive(),
  /** When the most recent of them was placed (ISO 8601). */
  ultimaCompraEm: z.string(),
});
export type RebuyProduct = z.infer<typeof rebuyProductSchema>;

export const rebuyResponseSchema = z.object({
  /** Ranked: most orders first, then the most recent purchase. Unavailable ones carry `disponivel: false`. */
  produtos: z.array(rebuyProductSchema),
  possuiPreco: z.boolean(),
});
export type RebuyResponse = z.infer<typeof rebuyResponseSchema>;

export const rebuyEndpoints = {
  getRebuy: defineEndpoint({
    method: 'GET',
    path: '/v4/app/pedido/cliente/{idcliente}/comprar-de-novo',
    summary:
      'Comprar de novo (não está na especificação): os produtos que a conta mais pede no fornecedor da sessão (Bearer <token>~<idcliente>), dos últimos 50 pedidos não cancelados, com a quantidade do último pedido ajustada às regras atuais. Um usuário vinculado pede os do principal; o representante, os do cliente representado.',
    tags: ['Pedidos'],
    session: 'required',
    params: z.object({ idcliente: uuid }),
    query: rebuyQuerySchema,
    response: rebuyResponseSchema,
  }),
};
