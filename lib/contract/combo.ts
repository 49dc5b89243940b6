import { z } from 'zod';

import { COMBO_MESSAGES } from '../rules/combo';
import { centavos, deliveryTypeSchema, idOuSlug, uuid } from './common';
import { defineEndpoint } from './endpoint';

export { COMBO_MESSAGES };

/**
 * Promotional combos (spec 7 "Promotional combos"). A combo is a set of products sold
 * together at the combo's rule: PRECO_FIXO (one combo costs `valor` centavos) or PERCENTUAL
 * (`valor` basis points off the products' list prices). In the cart a combo is ONE line group
 * (`idcombopromocional_cabecalho` with nested `produtos`): its products move together, and the API
 * prices it (lib/rules/combo.ts). Money in centavos, null when prices are hidden from the caller.
 */

export const comboRuleSchema = z.enum(['PRECO_FIXO', 'PERCENTUAL']);

export const comboProductSchema = z.object({
  idproduto: uuid,
  nome: z.string(),
  slug: z.string(),
  imagem: z.string(),
  unidade: z.string(),
  /** How many one combo holds. */
  quantidade: z.number().positive(),
  /** Unit list price. */
  preco: centavos.nullable(),
  disponivel: z.boolean(),
});

export const comboSchema = z.object({
  idcombopromocional_cabecalho: uuid,
  idfornecedor: uuid,
  nome: z.string(),
  slug: z.string(),
  descricao: z.string(),
  regra: comboRuleSchema,
  /** PRECO_FIXO: centavos; PERCENTUAL: basis points (1000 = 10%). */
  valor: z.number().int(),
  /** One combo at list prices, at the combo's rule, and the difference. */
  precoLista: centavos.nullable(),
  preco: centavos.nullable(),
  economia: centavos.nullable(),
  max_por_pedido: z.number().int().positive().nullable(),
  /** Offered to this client only. */
  exclusivo: z.boolean(),
  /** Every product sold (and offered for the asked tipoEntrega) and the combo in its dates. */
  disponivel: z.boolean(),
  imagem: z.string(),
  produtos: z.array(comboProductSchema),
});
export type Combo = z.infer<typeof comboSchema>;

export const comboListResponseSchema = z.object({ combos: z.array(comboSchema) });

export const comboQuerySchema = z.object({
  idformapagamento: uuid.optional(),
  tipoEntrega: deliveryTypeSchema.optional(),
});

export const comboDetailQuerySchema = comboQuerySchema.extend({ idcliente: uuid.optional() });

const tags = ['Combos promocionais'];

export const comboEndpoints = {
  listClientCombos: defineEndpoint({
    method: 'GET',
    path: '/v4/promotional-combo-client/{idfornecedor}/{idcliente}',
    summary:
      'Combos promocionais oferecidos ao cliente da sessão (Bearer): os gerais e os exclusivos dele, com o preço pela regra do combo.',
    tags,
    session: 'required',
    params: z.object({ idfornecedor: idOuSlug, idcliente: uuid }),
    query: comboQuerySchema,
    response: comboListResponseSchema,
  }),
  listAllCombos: defineEndpoint({
    method: 'GET',
    path: '/v4/promotional-combo-all/{idfornecedor}',
    summary:
      'Combos promocionais gerais do fornecedor (sem os exclusivos de clientes); preços ocultos como no catálogo.',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    query: comboQuerySchema,
    response: comboListResponseSchema,
  }),
  getCombo: defineEndpoint({
    method: 'GET',
    path: '/v4/promotional-combo/{idcombopromocional_cabecalho}/',
    summary:
      'Um combo promocional com seus produtos e preço pela regra. Um combo exclusivo só é visto pelo seu cliente (404 para os outros); idcliente de outro cliente que não o da sessão: 403.',
    tags,
    session: 'none',
    params: z.object({ idcombopromocional_cabecalho: uuid }),
    query: comboDetailQuerySchema,
    response: comboSchema,
  }),
};
