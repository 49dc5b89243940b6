import { z } from 'zod';

import { ORDER_STATUSES } from '../rules/order-status';
import { cartSchema } from './cart';
import {
  calendarDate,
  centavos,
  deliveryTypeSchema,
  idOuSlug,
  numpedidoParam,
  pageParams,
  paginated,
  queryBoolean,
  tokenSegment,
  uuid,
} from './common';
import { defineEndpoint } from './endpoint';
import { ORDER_MESSAGES } from './order-messages';
import { orderRatingSchema, orderSchema } from './order-read';
import { orderStatusSchema } from './order-status';
import { orderPaymentInputSchema } from './order-submit';
import { paymentTypeSchema } from './payment';

/* ---------------------------------------------------------------------------------------------
 * After the sale: the order list, cancel, quotes, rating, repeat order, payment changes
 * and the back office's status and quote calls. The state machine is lib/rules/order-status.ts
 * (docs/order-status.md); an illegal change is 409 'Transição de status não permitida: X → Y'.
 * ------------------------------------------------------------------------------------------- */

/** `status=ENVIADO,SEPARANDO`: one or more statuses, comma-separated. */
const statusListQuery = z
  .string()
  .max(300, 'Status inválido')
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((x) => x.trim().toUpperCase())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.enum(ORDER_STATUSES, { message: 'Status inválido' })).min(1, 'Status inválido'));

export const listOrdersQuerySchema = z
  .object({
    /** A linked user of the path's client: only the orders it issued. */
    idusuariovinculado: uuid.optional(),
    /** A linked user asks for its principal's orders (the path's client is the principal). */
    clientevinculadoprincipal: queryBoolean.optional(),
    status: statusListQuery.optional(),
    /** Period, São Paulo calendar days, both inclusive. */
    de: calendarDate('Data inválida').optional(),
    ate: calendarDate('Data inválida').optional(),
    ...pageParams(20, 100),
  })
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, { message: 'Período inválido', path: ['ate'] });
export type ListOrdersQuery = z.input<typeof listOrdersQuerySchema>;

/** One row of the order list (spec 3: list items carry `tipoentrega`, renamed `tipoEntrega`). */
export const orderListItemSchema = z.object({
  numpedido: z.number().int().positive(),
  idcliente: uuid,
  status: orderStatusSchema,
  statusDescricao: z.string(),
  orcamento: z.boolean(),
  criadoEm: z.string(),
  tipoEntrega: deliveryTypeSchema,
  totalPedido: centavos.nullable(),
  /** Number of lines (products) of the order. */
  itensQuantidade: z.number().int().nonnegative(),
  formaPagamento: z.object({ tipo: paymentTypeSchema, descricao: z.string() }),
  /** 'Pedido emitido por' (a linked user or a representative), else null. */
  emitidoPor: z.string().nullable(),
  avaliado: z.boolean(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export const orderListSchema = paginated('pedidos', orderListItemSchema);
export type OrderList = z.infer<typeof orderListSchema>;

const motivoBody = z
  .object({ motivo: z.string().trim().max(500, 'Motivo muito longo (máximo de 500 caracteres)').optional() })
  .default({});

export const acceptQuoteBodySchema = z
  .object({
    /** Card quotes: a token from POST /v4/payment-sdk/generate-token (the card is pre-authorised on accept). */
    tokenCartao: orderPaymentInputSchema.shape.tokenCartao,
    quantParcelas: orderPaymentInputSchema.shape.quantParcelas,
  })
  .default({});

export const priceQuoteBodySchema = z.object({
  itens: z
    .array(z.object({ idproduto: uuid, preco: centavos.positive('Preço inválido').max(100_000_000, 'Preço inválido') }))
    .min(1, ORDER_MESSAGES.precoObrigatorio)
    .max(300),
  /** Last day the buyer may accept ('YYYY-MM-DD', São Paulo). */
  validade: calendarDate('Validade inválida'),
});
export type PriceQuoteBody = z.input<typeof priceQuoteBodySchema>;

export const setOrderStatusBodySchema = z.object({
  status: z.enum(ORDER_STATUSES, { message: 'Status inválido' }),
  nota: z.string().trim().max(500, 'Nota muito longa (máximo de 500 caracteres)').optional(),
});

/** Form fields of the rating (spec: form-encoded). */
export const rateOrderBodySchema = z.object({
  nota: z.coerce
    .number({ message: 'Nota inválida' })
    .int('Nota inválida')
    .min(1, 'A nota vai de 1 a 5')
    .max(5, 'A nota vai de 1 a 5'),
  comentario: z.string().trim().max(1000, 'Comentário muito longo (máximo de 1000 caracteres)').optional(),
});
export type RateOrderBody = z.input<typeof rateOrderBodySchema>;
export const rateOrderResponseSchema = z.object({ mensagem: z.string(), avaliacao: orderRatingSchema });

export const repeatOrderQuerySchema = z.object({ idformapagamento: uuid.optional() });
export const repeatOrderResponseSchema = z.object({
  /** 'Os produtos do pedido foram carregados no seu carrinho'. */
  mensagem: z.string(),
  /** The cart after the load; its `mensagem` names the products skipped (unavailable). */
  carrinho: cartSchema,
});
export type RepeatOrderResponse = z.infer<typeof repeatOrderResponseSchema>;

export const changePaymentBodySchema = z.object({
  idformapagto: uuid,
  quantParcelas: orderPaymentInputSchema.shape.quantParcelas,
  /** Card: a token from POST /v4/payment-sdk/generate-token. */
  tokenCartao: orderPaymentInputSchema.shape.tokenCartao,
});
export type ChangePaymentBody = z.input<typeof changePaymentBodySchema>;

const lifeTags = ['Pedidos'];
const backOffice = ['Back-office'];

export const orderLifeEndpoints = {
  listOrders: defineEndpoint({
    method: 'GET',
    path: '/v4/app/pedido/cliente/{idcliente}',
    summary:
      'Pedidos do cliente no fornecedor da sessão (Bearer <token>~<idcliente>), mais recentes primeiro, paginados; filtros status (lista), de, ate. Um usuário vinculado vê os do principal com clientevinculadoprincipal=true, senão só os que emitiu; o representante, os do cliente representado.',
    tags: lifeTags,
    session: 'required',
    params: z.object({ idcliente: uuid }),
    query: listOrdersQuerySchema,
    response: orderListSchema,
  }),
  cancelOrder: defineEndpoint({
    method: 'POST',
    path: '/v4/app/pedido/{numpedido}/cancelar',
    summary:
      'O comprador cancela o pedido antes da separação e do pagamento (orçamento, recebido, aguardando pagamento); estoque, crédito e cupom são devolvidos.',
    tags: lifeTags,
    session: 'required',
    params: z.object({ numpedido: numpedidoParam }),
    body: motivoBody,
    response: orderSchema,
  }),
  acceptQuote: defineEndpoint({
    method: 'POST',
    path: '/v4/app/pedido/{numpedido}/orcamento/aceitar',
    summary:
      "O comprador aceita o orçamento precificado, uma única vez e dentro da validade ('Este orçamento expirou'): vira pedido ENVIADO com os preços do orçamento e a cobrança (PIX, boleto, cartão, a prazo).",
    tags: lifeTags,
    session: 'required',
    params: z.object({ numpedido: numpedidoParam }),
    body: acceptQuoteBodySchema,
    response: orderSchema,
  }),
  declineQuote: defineEndpoint({
    method: 'POST',
    path: '/v4/app/pedido/{numpedido}/orcamento/recusar',
    summary: 'O comprador recusa o orçamento (mesmo vencido): CANCELADO, estoque devolvido.',
    tags: lifeTags,
    session: 'required',
    params: z.object({ numpedido: numpedidoParam }),
    body: motivoBody,
    response: orderSchema,
  }),
  rateOrder: defineEndpoint({
    method: 'POST',
    path: '/v1/app/{token}/pedido/{numpedido}/avaliar',
    summary:
      'Avaliação do pedido (formulário application/x-www-form-urlencoded: nota 1–5, comentario até 1000 caracteres), só depois de entregue e uma vez. JSON: 415.',
    tags: lifeTags,
    session: 'required',
    token: { param: 'token', withClient: false },
    params: z.object({ token: tokenSegment, numpedido: numpedidoParam }),
    body: rateOrderBodySchema,
    bodyEncoding: 'form',
    response: rateOrderResponseSchema,
  }),
  repeatOrder: defineEndpoint({
    method: 'POST',
    path: '/v4/app/pedido/{numpedido}/repetir',
    summary:
      "Carrega os itens do pedido no carrinho do cliente (somados ao que já está lá); indisponíveis ficam de fora com um aviso. 'Os produtos do pedido foram carregados no seu carrinho'.",
    tags: lifeTags,
    session: 'required',
    params: z.object({ numpedido: numpedidoParam }),
    query: repeatOrderQuerySchema,
    response: repeatOrderResponseSchema,
  }),
  changePaymentMethod: defineEndpoint({
    method: 'PUT',
    path: '/v4/orders/payment-method/{idfornecedor}/order/{numpedido}',
    summary:
      'Troca a forma de pagamento de um pedido ainda não pago (aguardando pagamento, ou recebido com pagamento na entrega, cartão pré-autorizado ou a prazo): nova cobrança PIX ou boleto, cartão com token, a prazo com crédito.',
    tags: lifeTags,
    session: 'required',
    params: z.object({ idfornecedor: idOuSlug, numpedido: numpedidoParam }),
    body: changePaymentBodySchema,
    response: orderSchema,
  }),
  generateReceipt: defineEndpoint({
    method: 'POST',
    path: '/v4/payment/generate-receipt/{numorder}/{idclient}',
    summary: 'Emite um novo PIX ou boleto para um pedido aguardando pagamento (o anterior deixa de valer).',
    tags: lifeTags,
    session: 'required',
    params: z.object({ numorder: numpedidoParam, idclient: uuid }),
    response: orderSchema,
  }),
  setOrderStatus: defineEndpoint({
    method: 'POST',
    path: '/admin/pedidos/{numpedido}/status',
    summary:
      "Back-office (X-Admin-Key), como fornecedor: muda o status por uma transição permitida (docs/order-status.md); 409 'Transição de status não permitida: X → Y'.",
    tags: backOffice,
    session: 'none',
    params: z.object({ numpedido: numpedidoParam }),
    body: setOrderStatusBodySchema,
    response: orderSchema,
  }),
  getOrderAdmin: defineEndpoint({
    method: 'GET',
    path: '/admin/pedidos/{numpedido}',
    summary:
      'Back-office (X-Admin-Key): o pedido como o cliente o vê (para precificar um orçamento ou acompanhar o status).',
    tags: backOffice,
    session: 'none',
    params: z.object({ numpedido: numpedidoParam }),
    response: orderSchema,
  }),
  priceQuote: defineEndpoint({
    method: 'POST',
    path: '/admin/pedidos/{numpedido}/orcamento',
    summary:
      'Back-office (X-Admin-Key): o fornecedor precifica o orçamento (preço de cada item em centavos, validade) → ORCAMENTO_PRECIFICADO.',
    tags: backOffice,
    session: 'none',
    params: z.object({ numpedido: numpedidoParam }),
    body: priceQuoteBodySchema,
    response: orderSchema,
  }),
};
