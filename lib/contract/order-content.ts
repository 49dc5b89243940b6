import { z } from 'zod';

import { idOuSlug, uuid } from './common';
import { defineEndpoint } from './endpoint';

/**
 * What a supplier adds to the order (spec 7 "Suppliers and configuration"): the characteristics it asks
 * at checkout and its order instructions. Served by commerce-api/src/routes/order-content.ts.
 */

export const orderCharacteristicSchema = z.object({
  idcaracteristica: uuid,
  nome: z.string(),
  tipo: z.enum(['TEXTO', 'OPCOES', 'SIM_NAO']),
  obrigatoria: z.boolean(),
  opcoes: z.array(z.string()),
  ajuda: z.string().nullable(),
});
export type OrderCharacteristic = z.infer<typeof orderCharacteristicSchema>;
export const orderCharacteristicsResponseSchema = z.object({ caracteristicas: z.array(orderCharacteristicSchema) });

export const customContentQuerySchema = z.object({ contentType: z.enum(['ORDER_INSTRUCTIONS']) });
/** Sanitised HTML set by the supplier; null when it has none. */
export const customContentResponseSchema = z.object({
  contentType: z.literal('ORDER_INSTRUCTIONS'),
  titulo: z.string().nullable(),
  conteudo: z.string().nullable(),
});

const tags = ['Pedidos'];

export const orderContentEndpoints = {
  listOrderCharacteristics: defineEndpoint({
    method: 'GET',
    path: '/v4/caracteristica-pedido/todas/{idfornecedor}',
    summary: 'Características que o fornecedor pede em cada pedido (texto, opções ou sim/não; obrigatórias ou não).',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    response: orderCharacteristicsResponseSchema,
  }),
  getOrderInstructions: defineEndpoint({
    method: 'GET',
    path: '/v4/app/token/custom-content/{idfornecedor}',
    summary:
      'Conteúdo personalizado do fornecedor; contentType=ORDER_INSTRUCTIONS: instruções mostradas ao finalizar o pedido.',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    query: customContentQuerySchema,
    response: customContentResponseSchema,
  }),
};
