import { z } from 'zod';

import { centavos, deliveryTypeSchema, numpedidoParam, salesChannelSchema, uuid } from './common';
import { defineEndpoint } from './endpoint';
import { orderPaymentSchema } from './order-payment';
import { orderActorSchema, orderStatusSchema } from './order-status';

/** The order as read back (spec 3 "Order response", 7 Orders): lines, totals, delivery, payment, timeline, rating. */

export const orderLineSchema = z.object({
  idproduto: uuid,
  nome: z.string(),
  slug: z.string(),
  unidade: z.string(),
  imagem: z.string(),
  quantidade: z.number().positive(),
  /** Unit price charged (null for a quote not yet priced). */
  preco: centavos.nullable(),
  /** List price before the price rule. */
  precoLista: centavos.nullable(),
  embalarParaPresente: z.boolean(),
  preco_embalagem: centavos.nullable(),
  total: centavos.nullable(),
  /** A promotional combo group: idproduto is the combo's id, the products sold are in `produtos`. */
  idcombopromocional_cabecalho: uuid.nullable().optional(),
  produtos: z
    .array(
      z.object({
        idproduto: uuid,
        nome: z.string(),
        unidade: z.string().optional(),
        quantidade: z.number().positive(),
        total: centavos.nullable(),
      }),
    )
    .optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One status change of the order's timeline (pedido_status_historico), oldest first. */
export const orderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  /** pt-BR label of the status. */
  descricao: z.string(),
  ator: orderActorSchema,
  nota: z.string().nullable(),
  criadoEm: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderRatingSchema = z.object({
  nota: z.number().int().min(1).max(5),
  comentario: z.string().nullable(),
  criadoEm: z.string(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

export const orderSchema = z.object({
  numpedido: z.number().int().positive(),
  idfornecedor: uuid,
  idcliente: uuid,
  status: orderStatusSchema,
  statusDescricao: z.string(),
  orcamento: z.boolean(),
  criadoEm: z.string(),
  canalVenda: salesChannelSchema,
  tipoEntrega: deliveryTypeSchema,
  formaEntrega: z.object({
    idformaentrega: uuid,
    descricao: z.string(),
    data_de_entrega: z.string().nullable(),
    /** pt-BR label of the slot, or the delivery term when unscheduled. */
    rotulo: z.string().nullable(),
  }),
  enderecoentrega: z
    .object({
      idendereco: uuid.nullable(),
      textoendereco: z.string(),
      cep: z.string(),
      coords: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    })
    .nullable(),
  lojaRetira: z
    .object({
      nome: z.string(),
      descricao_endereco_loja: z.string(),
      coordenadas_loja: z.object({ latitude: z.number(), longitude: z.number() }),
    })
    .nullable(),
  itens: z.array(orderLineSchema),
  totalProdutos: centavos.nullable(),
  valorDesconto: centavos,
  taxaEntrega: centavos,
  taxaConveniencia: centavos,
  totalPedido: centavos.nullable(),
  cupom: z.string().nullable(),
  pagamento: orderPaymentSchema,
  anotacoes: z.string().nullable(),
  numPedidoCliente: z.string().nullable(),
  /** Decision 0049: the CPF on the note (11 digits) when the consumer gave another one, and the receiver's name. */
  cpfNaNota: z.string().nullable(),
  recebedor: z.string().nullable(),
  assinatura: z.object({ idtipoassinatura: uuid, descricao: z.string() }).nullable(),
  caracteristicas: z.array(z.object({ idcaracteristica: uuid, nome: z.string(), valor: z.string() })),
  /** 'Pedido emitido por' (a linked user or a representative), else null. */
  emitidoPor: z.string().nullable(),
  /** A priced quote: valid through this São Paulo date ('YYYY-MM-DD'); null otherwise. */
  validadeOrcamento: z.string().nullable(),
  /** Every status the order went through, oldest first (docs/order-status.md). */
  historico: z.array(orderHistoryEntrySchema),
  /** The buyer's rating (after delivery, once), or null. */
  avaliacao: orderRatingSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderReadEndpoints = {
  getOrder: defineEndpoint({
    method: 'GET',
    path: '/v4/app/orders/get-order/{numpedido}',
    summary:
      'Um pedido do cliente da sessão (Bearer <token>~<idcliente>): itens, totais, entrega, pagamento (PIX, boleto, cartão).',
    tags: ['Pedidos'],
    session: 'required',
    params: z.object({ numpedido: numpedidoParam }),
    response: orderSchema,
  }),
};
