import { z } from 'zod';

import { isValidCpf } from '../rules/documents';
import {
  centavos,
  deliveryTypeSchema,
  idOuSlug,
  latitude,
  longitude,
  salesChannelSchema,
  tokenSegment,
  uuid,
} from './common';
import { deliveryDateTime } from './delivery-methods';
import { defineEndpoint } from './endpoint';
import { ORDER_MESSAGES } from './order-messages';
import { orderSchema } from './order-read';

/**
 * Order submission (spec 2 submissao, 3 "Order submission payload" and "Order response",
 * 4 Submit, 5, 7 Orders, 8 "Orders and cart").
 *
 * The order is the client's saved cart (lib/contract/cart.ts), priced by the API: the payload's
 * `itens` must match the saved cart (the shopper confirms what they reviewed); any price, total or
 * channel the client sends is ignored. Placing the order, taking the coupon use, the stock and
 * the credit, and emptying the cart happen in one transaction.
 *
 * Exactly once: every submit carries an `Idempotency-Key` header (one per checkout attempt). A
 * repeated key replays the first answer (same status and body); while the first is still running
 * the answer is 409 PEDIDO_EM_ANDAMENTO; the same key with a different payload is 422
 * CHAVE_IDEMPOTENCIA_REUTILIZADA. A new key with the payload of an order placed moments ago is 409
 * with 'Um pedido idêntico foi feito há poucos segundos.'.
 */

/** One line the shopper reviewed. Prices sent here are dropped. */
export const orderItemInputSchema = z.object({
  idproduto: uuid,
  quantidade: z
    .number({ message: 'Quantidade inválida' })
    .positive('Quantidade inválida')
    .max(100000, 'Quantidade inválida'),
  embalarParaPresente: z.boolean({ message: 'Valor inválido' }).optional(),
});

const shortText = (max: number, mensagem: string) => z.string().trim().max(max, mensagem);

export const orderPaymentInputSchema = z.object({
  idformapagto: uuid,
  /** Spec's `temForma`: the shopper chose a method (always true from this storefront). */
  temForma: z.boolean().default(true),
  /** Card instalments (1 when absent). */
  quantParcelas: z
    .number()
    .int('Parcelas inválidas')
    .min(1, 'Parcelas inválidas')
    .max(24, 'Parcelas inválidas')
    .optional(),
  /** Token from POST /v4/payment-sdk/generate-token (card methods). */
  tokenCartao: z
    .string()
    .regex(/^tok_[A-Za-z0-9_-]{10,100}$/, 'Cartão inválido')
    .optional(),
});

/** Spec "Order submission payload". */
export const submitOrderBodySchema = z.object({
  itens: z.array(orderItemInputSchema).max(300, 'O carrinho aceita no máximo 300 produtos'),
  idfornecedor: idOuSlug,
  anotacoes: shortText(1000, 'Observação muito longa (máximo de 1000 caracteres)').nullish(),
  numPedidoCliente: shortText(60, 'Número do pedido muito longo (máximo de 60 caracteres)').nullish(),
  /** Not in the spec (decision 0049): a consumer's "CPF na nota?", the CPF printed on the note; punctuation allowed. */
  cpfNaNota: z
    .string()
    .trim()
    .max(20, ORDER_MESSAGES.cpfNaNotaInvalido)
    .refine((v) => v === '' || isValidCpf(v), ORDER_MESSAGES.cpfNaNotaInvalido)
    .nullish(),
  /** Not in the spec (decision 0049): "Quem vai receber?", the receiver's name. */
  recebedor: shortText(120, 'Nome de quem vai receber muito longo (máximo de 120 caracteres)').nullish(),
  /** The coupon the shopper saw applied (the cart's own coupon is what counts). */
  cupom: z.string().trim().max(40, 'Cupom inválido').nullish(),
  tipoEntrega: deliveryTypeSchema,
  formaEntrega: z.object({ idformaentrega: uuid, data_de_entrega: deliveryDateTime.nullish() }),
  /** DELIVERY: a saved address of the client (its coords as the storefront knows them). */
  enderecoentrega: z
    .object({ idendereco: uuid, coords: z.object({ lat: latitude, lng: longitude }).nullish() })
    .nullish(),
  /** RETIRADA: the store chosen. */
  lojaRetira: z
    .object({
      idloja: uuid.nullish(),
      nome: shortText(200, 'Loja inválida'),
      descricao_endereco_loja: shortText(400, 'Loja inválida'),
      coordenadas_loja: z.object({ latitude, longitude }),
    })
    .nullish(),
  /** A saved billing address (GET …/enderecos/{idcliente}/faturamento); null: the delivery address. */
  enderecofaturamento: z.object({ idendereco: uuid }).nullish(),
  /** uuid, or 'whitout'/null for no subscription. */
  idtipoassinatura: z.string().max(36).nullish(),
  caracteristicas: z
    .array(z.object({ idcaracteristica: uuid, valor: shortText(500, 'Valor muito longo') }))
    .max(50)
    .default([]),
  /** Informative: the API takes the representative and linked user from the session. */
  representante: z.unknown().optional(),
  usuarioVinculado: z.unknown().optional(),
  idapikeys: uuid.nullish(),
  formaPagamento: orderPaymentInputSchema,
  /** Informative: the API decides (MANUAL when the cart is locked by an attendant, else WEB). */
  canalVenda: salesChannelSchema.optional(),
  /**
   * Ours (decision 0022): a quote request instead of a purchase, on a support-budget supplier. The
   * supplier prices it (ORCAMENTO_NOVO → ORCAMENTO_PRECIFICADO) and nothing is charged until the
   * buyer accepts. Implied when the client's prices are hidden.
   */
  orcamento: z.boolean().optional(),
});
export type SubmitOrderBody = z.input<typeof submitOrderBodySchema>;

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ message: ORDER_MESSAGES.chaveObrigatoria })
    .min(8, ORDER_MESSAGES.chaveObrigatoria)
    .max(100, ORDER_MESSAGES.chaveObrigatoria)
    .regex(/^[A-Za-z0-9_-]+$/, ORDER_MESSAGES.chaveObrigatoria),
});

/** Spec "Order response". `pedido` is this API's extension: the order as placed. */
export const submitOrderResponseSchema = z.object({
  numpedido: z.number().int().positive(),
  totalpedido: centavos.nullable(),
  taxaentrega: centavos,
  idcliente: uuid,
  dadospedido: z.object({ cupom: z.string().nullable() }),
  mensagemErro: z.string().nullable(),
  mensagemSucesso: z.string().nullable(),
  /** Names of the items, comma-separated (also on error answers, for 'Itens: {itensName}'). */
  itensName: z.string(),
  pedido: orderSchema,
});
export type SubmitOrderResponse = z.infer<typeof submitOrderResponseSchema>;

/** Answer of POST …/pedido/duplicidade: whether an identical order was placed moments ago. */
export const duplicateCheckResponseSchema = z.object({
  duplicado: z.boolean(),
  mensagem: z.string().nullable(),
  numpedido: z.number().int().positive().nullable(),
});

const orderParams = z.object({ token: tokenSegment, idcliente: uuid });
const tags = ['Pedidos'];

/** `{token}` is `<token>~<idcliente>` or `<token>`; the path's `{idcliente}` must be the client the session acts for. */
export const orderSubmitEndpoints = {
  submitOrder: defineEndpoint({
    method: 'POST',
    path: '/v2/app/{token}/usuario/{idcliente}/pedido',
    summary:
      'Finaliza o carrinho salvo como pedido (ou orçamento em support-budget), exatamente uma vez por Idempotency-Key: cupom, estoque e crédito tomados na mesma transação; o carrinho é esvaziado.',
    tags,
    session: 'required',
    token: { param: 'token', withClient: false },
    params: orderParams,
    headers: idempotencyHeadersSchema,
    body: submitOrderBodySchema,
    response: submitOrderResponseSchema,
  }),
  checkDuplicateOrder: defineEndpoint({
    method: 'POST',
    path: '/v2/app/{token}/usuario/{idcliente}/pedido/duplicidade',
    summary: 'Diz se um pedido idêntico a este foi feito há poucos segundos (o carrinho e a entrega iguais).',
    tags,
    session: 'required',
    token: { param: 'token', withClient: false },
    params: orderParams,
    body: submitOrderBodySchema,
    response: duplicateCheckResponseSchema,
  }),
};
