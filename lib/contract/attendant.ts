import { z } from 'zod';

import { cartSchema } from './cart';
import { centavos, idOuSlug, uuid } from './common';
import { defineEndpoint } from './endpoint';
import { authenticateBodySchema, tokenParamsSchema } from './identity';

/**
 * Attendant negotiation (spec sections 1, 4 Cart, 6 Attendant). The spec names the role
 * but no call for it: the login follows the representative's (`/usuario/autenticar/atendente`,
 * body as in `/usuario/autenticar`, `cpf` carrying the email) and the other calls live under
 * `/v4/atendente/{idfornecedor}/…` like the representative's `/v4/representante/…`. They take
 * `Authorization: Bearer <token of the attendant>`; a customer token is refused (401) and an
 * attendant acts only on its own supplier (403).
 *
 * Setting a price locks the client's cart (`bloqueio_atendimento`, order channel MANUAL); the
 * customer unlocks it with cartEndpoints.unlockCart, which drops every attendant price.
 */
export const ATTENDANT_MESSAGES = {
  semAcesso: 'Atendente sem acesso a este fornecedor',
  foraDoCarrinho: 'Produto não está no carrinho do cliente',
  precoInvalido: 'Preço inválido',
} as const;

/** Highest attendant price accepted, in centavos (R$ 1.000.000,00). */
export const MAX_ATTENDANT_PRICE = 100_000_000;

export const attendantSchema = z.object({ idatendente: uuid, nome: z.string(), email: z.string(), idfornecedor: uuid });
export type Attendant = z.infer<typeof attendantSchema>;

export const attendantAuthResponseSchema = z.object({ token: z.string(), atendente: attendantSchema });

export const attendantPricesBodySchema = z.object({
  itens: z
    .array(
      z.object({
        idproduto: uuid,
        /** Unit price in centavos for this client; null removes the attendant price of the line. */
        precoatendente: centavos
          .min(0, ATTENDANT_MESSAGES.precoInvalido)
          .max(MAX_ATTENDANT_PRICE, ATTENDANT_MESSAGES.precoInvalido)
          .nullable(),
      }),
    )
    .min(1, 'Informe ao menos um produto')
    .max(300, 'Produtos demais'),
});
export type AttendantPricesBody = z.input<typeof attendantPricesBodySchema>;

export const attendantCartListSchema = z.object({
  carrinhos: z.array(
    z.object({
      idcliente: uuid,
      nome: z.string(),
      itens: z.number().int(),
      bloqueio_atendimento: z.boolean(),
      atualizado_em: z.string(),
    }),
  ),
});

const tags = ['Atendente'];
const supplierClient = z.object({ idfornecedor: idOuSlug, idcliente: uuid });

export const attendantEndpoints = {
  authenticateAttendant: defineEndpoint({
    method: 'POST',
    path: '/v1/app/{token}/usuario/autenticar/atendente',
    summary:
      'Autentica um atendente (email e senha) no seu fornecedor; o token serve de Bearer nas chamadas /v4/atendente/…',
    tags,
    session: 'none',
    token: { param: 'token', withClient: false },
    params: tokenParamsSchema,
    body: authenticateBodySchema,
    response: attendantAuthResponseSchema,
  }),
  listAttendantCarts: defineEndpoint({
    method: 'GET',
    path: '/v4/atendente/{idfornecedor}/carrinhos',
    summary: 'Carrinhos não vazios dos clientes do fornecedor, mais recentes primeiro (Bearer do atendente).',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    response: attendantCartListSchema,
  }),
  getAttendantCart: defineEndpoint({
    method: 'GET',
    path: '/v4/atendente/{idfornecedor}/cliente/{idcliente}/cart',
    summary: 'O carrinho do cliente como o cliente o vê (Bearer do atendente).',
    tags,
    session: 'none',
    params: supplierClient,
    response: cartSchema,
  }),
  setAttendantPrices: defineEndpoint({
    method: 'PUT',
    path: '/v4/atendente/{idfornecedor}/cliente/{idcliente}/cart/precos',
    summary:
      'Define (ou, com null, retira) o preço negociado de produtos do carrinho do cliente (Bearer do atendente). Com algum preço definido o carrinho fica bloqueado para o cliente e o pedido sai como MANUAL.',
    tags,
    session: 'none',
    params: supplierClient,
    body: attendantPricesBodySchema,
    response: cartSchema,
  }),
};
