import { z } from 'zod';

import {
  APPLY_RESULTS,
  MAX_LIST_NAME,
  MAX_LIST_PRODUCTS,
  SHOPPING_LIST_MESSAGES,
  SHOPPING_LIST_TYPES,
} from '../rules/shopping-list';
import { cartSchema } from './cart';
import { centavos, idOuSlug, uuid } from './common';
import { defineEndpoint } from './endpoint';

export { APPLY_RESULTS, MAX_LIST_NAME, MAX_LIST_PRODUCTS, SHOPPING_LIST_MESSAGES, SHOPPING_LIST_TYPES };

/**
 * Shopping lists (spec 1, 2 "Shopping lists (my lists, suggested lists)", 4 Shopping list,
 * 7 Shopping lists). A client keeps its own lists (type FROM_CLIENT, "Minhas listas") and receives
 * lists suggested by the supplier or a representative (TO_CLIENT, "Listas sugeridas"). Applying a
 * list adds its products to the cart through the cart's own rules (quantity rule, attendant lock);
 * it ends with `result` success, error or unknown.
 *
 * Paths as the spec writes them; the segments are read as: `{idfornecedor}` for the calls on a
 * client's lists at a supplier, `{idlista}` for the calls on one list's products (decision 0024).
 */
export const shoppingListTypeSchema = z.enum(SHOPPING_LIST_TYPES);
export type ShoppingListType = z.infer<typeof shoppingListTypeSchema>;
export const applyResultSchema = z.enum(APPLY_RESULTS);

export const SHOPPING_LIST_AUTHORS = ['CLIENTE', 'FORNECEDOR', 'REPRESENTANTE'] as const;

const quantidadeLista = z
  .number({ message: 'Quantidade inválida' })
  .min(0, 'Quantidade inválida')
  .max(100_000, 'Quantidade inválida');

export const shoppingListSchema = z.object({
  idlista: uuid,
  idfornecedor: uuid,
  idcliente: uuid,
  nome: z.string(),
  type: shoppingListTypeSchema,
  /** Who made it: the client, the supplier (back-office) or a representative. */
  autor: z.object({ tipo: z.enum(SHOPPING_LIST_AUTHORS), nome: z.string() }),
  ativa: z.boolean(),
  totalProdutos: z.number().int().nonnegative(),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

export const shoppingListProductSchema = z.object({
  idproduto: uuid,
  codigo: z.string(),
  nome: z.string(),
  slug: z.string(),
  unidade: z.string(),
  imagem: z.string(),
  quantidade: z.number().positive(),
  /** Catalogue price for this viewer; null when prices are hidden. */
  preco: centavos.nullable(),
  /** False when the product is no longer sold: applying the list skips it. */
  disponivel: z.boolean(),
});
export type ShoppingListProduct = z.infer<typeof shoppingListProductSchema>;

export const shoppingListDetailSchema = z.object({
  lista: shoppingListSchema,
  /** Sorted by name. */
  produtos: z.array(shoppingListProductSchema),
  mensagem: z.string().nullable(),
});
export type ShoppingListDetail = z.infer<typeof shoppingListDetailSchema>;

export const shoppingListsQuerySchema = z.object({
  idclient: uuid,
  type: shoppingListTypeSchema.default('FROM_CLIENT'),
});
export const shoppingListsResponseSchema = z.object({ listas: z.array(shoppingListSchema) });

export const createShoppingListBodySchema = z.object({
  nome: z
    .string({ message: SHOPPING_LIST_MESSAGES.nomeObrigatorio })
    .trim()
    .min(1, SHOPPING_LIST_MESSAGES.nomeObrigatorio)
    .max(MAX_LIST_NAME, SHOPPING_LIST_MESSAGES.nomeLongo),
  idclient: uuid,
  /** TO_CLIENT (a suggested list) only for a representative acting for the client, or the back-office (X-Admin-Key). */
  type: shoppingListTypeSchema.default('FROM_CLIENT'),
  produtos: z
    .array(z.object({ idproduto: uuid, quantidade: quantidadeLista.positive('Quantidade inválida') }))
    .max(MAX_LIST_PRODUCTS, SHOPPING_LIST_MESSAGES.muitosProdutos)
    .default([]),
});
export type CreateShoppingListBody = z.input<typeof createShoppingListBodySchema>;

/** `quantidade` 0 removes the product from the list; otherwise it goes through the quantity rule. */
export const addShoppingListProductBodySchema = z
  .object({ quantidade: quantidadeLista.default(1) })
  .default({ quantidade: 1 });
export const copyShoppingListProductBodySchema = z
  .object({ quantidade: quantidadeLista.positive('Quantidade inválida').optional() })
  .default({});

export const applyShoppingListQuerySchema = z.object({ idformapagamento: uuid.optional() });
export const applyShoppingListResponseSchema = z.object({
  result: applyResultSchema,
  mensagem: z.string(),
  /** Products of the list left out (no longer sold), by name. */
  ignorados: z.array(z.string()),
  carrinho: cartSchema,
});
export type ApplyShoppingListResponse = z.infer<typeof applyShoppingListResponseSchema>;

export const disableShoppingListResponseSchema = z.object({ lista: shoppingListSchema, mensagem: z.string() });

const tags = ['Lista de compras'];
const supplierParams = z.object({ idfornecedor: idOuSlug });
const listParams = z.object({ idfornecedor: idOuSlug, idlista: uuid });
const productParams = z.object({ idlista: uuid, idproduto: uuid });

export const shoppingListEndpoints = {
  listShoppingLists: defineEndpoint({
    method: 'GET',
    path: '/v4/shopping-list/{idfornecedor}',
    summary:
      'Listas de compras ativas do cliente no fornecedor (Bearer): type FROM_CLIENT (minhas listas) ou TO_CLIENT (listas sugeridas).',
    tags,
    session: 'required',
    params: supplierParams,
    query: shoppingListsQuerySchema,
    response: shoppingListsResponseSchema,
  }),
  getShoppingListProducts: defineEndpoint({
    method: 'GET',
    path: '/v4/shopping-list/{idfornecedor}/products/{idlista}',
    summary: 'Uma lista do cliente (Bearer) com os seus produtos, preços do catálogo e disponibilidade.',
    tags,
    session: 'required',
    params: listParams,
    response: shoppingListDetailSchema,
  }),
  createShoppingList: defineEndpoint({
    method: 'POST',
    path: '/v4/shopping-list/{idfornecedor}',
    summary:
      'Cria uma lista para o cliente idclient. FROM_CLIENT: o próprio cliente (Bearer). TO_CLIENT (lista sugerida): um representante agindo pelo cliente ou o back-office (X-Admin-Key).',
    tags,
    // The back-office creates suggested lists without a session (X-Admin-Key); the domain checks the caller.
    session: 'none',
    params: supplierParams,
    body: createShoppingListBodySchema,
    response: shoppingListDetailSchema,
  }),
  addShoppingListProduct: defineEndpoint({
    method: 'POST',
    path: '/v4/shopping-list/{idlista}/product/{idproduto}/add',
    summary:
      'Adiciona um produto a uma lista do cliente (Bearer) ou muda a sua quantidade (regra de quantidade do carrinho); quantidade 0 o retira.',
    tags,
    session: 'required',
    params: productParams,
    body: addShoppingListProductBodySchema,
    response: shoppingListDetailSchema,
  }),
  copyShoppingListProduct: defineEndpoint({
    method: 'POST',
    path: '/v4/shopping-list/{idlista}/product/{idproduto}/copy/{idlistadestino}',
    summary:
      'Copia um produto de uma lista (própria ou sugerida) para outra lista própria do cliente (Bearer); devolve a lista de destino.',
    tags,
    session: 'required',
    params: productParams.extend({ idlistadestino: uuid }),
    body: copyShoppingListProductBodySchema,
    response: shoppingListDetailSchema,
  }),
  disableShoppingList: defineEndpoint({
    method: 'DELETE',
    path: '/v4/shopping-list/{idfornecedor}/disable/{idlista}',
    summary: 'Desativa uma lista própria do cliente (Bearer): some das listas. Repetir não muda nada.',
    tags,
    session: 'required',
    params: listParams,
    response: disableShoppingListResponseSchema,
  }),
  applyShoppingList: defineEndpoint({
    method: 'POST',
    path: '/v4/shopping-list/{idfornecedor}/apply/{idlista}',
    summary:
      'Aplica a lista ao carrinho (Bearer): os produtos são somados ao carrinho pela regra de quantidade; os indisponíveis ficam de fora. Carrinho em negociação: 409.',
    tags,
    session: 'required',
    params: listParams,
    query: applyShoppingListQuerySchema,
    response: applyShoppingListResponseSchema,
  }),
};
