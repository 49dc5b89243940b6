import { z } from 'zod';

import { formatBRL } from '../rules/money';
import { centavos, deliveryTypeSchema, idOuSlug, latitude, longitude, tokenSegment, uuid } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Delivery methods and freight (spec 3 "Delivery method", 4 "Delivery methods", 5, 7
 * Orders, 8 "Delivery and address").
 *
 * The API computes the methods a cart can use at a place: the supplier's methods of the asked type
 * (DELIVERY or RETIRADA) whose area covers the point, each priced by its rule (fixed, per km from
 * the nearest store, free above an order value) for the cart's value and weight, with its
 * scheduling days and slots. The first method is the active one and its `data_de_entrega`
 * defaults to its first slot. Nothing found is not an error: an empty list with `Mensagem` and
 * `openModal: true`.
 */

export const DELIVERY_METHOD_MESSAGES = {
  nenhumaForma: 'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.',
  falhaAgendamentos: 'Falha ao consultar agendamentos',
  fornecedorNaoAtende: 'O fornecedor não atende no endereço informado',
  cepObrigatorio: 'Informe o CEP para calcular o frete.',
  carrinhoVazio: 'Adicione produtos ao carrinho para calcular o frete.',
  pedidoMinimoForma: (minimo: number) => `Disponível para pedidos a partir de ${formatBRL(minimo)}.`,
  pesoMaximoForma: (kg: number) => `Disponível para pedidos de até ${kg.toLocaleString('pt-BR')} kg.`,
  /**
   * Under the slots when the payment checked delays them (decision 0031: the first slot waits for the
   * clearing); a change of payment method offers the slots again from the first it allows.
   */
  horariosPeloPagamento: (tipo: 'PIX' | 'BOLETO') =>
    tipo === 'BOLETO'
      ? 'Com boleto, os horários começam depois da confirmação do pagamento (até 3 dias úteis). Ao trocar a forma de pagamento, o horário volta ao primeiro disponível.'
      : 'Com PIX, os horários começam depois que a loja abre e confere o pagamento. Ao trocar a forma de pagamento, o horário volta ao primeiro disponível.',
} as const;

/** 'HH:MM', 24 h. */
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Horário inválido');
/** 'YYYY-MM-DD'. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida');
/**
 * A slot's `data_de_entrega`: the slot's start as an ISO date-time with the supplier's offset
 * ('2026-11-24T08:00:00-03:00'). This is the value the order sends back.
 */
export const deliveryDateTime = z
  .string()
  .max(40, 'Data de entrega inválida')
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/, 'Data de entrega inválida');

export const deliverySlotSchema = z.object({
  inicio: hhmm,
  fim: hhmm,
  data_de_entrega: deliveryDateTime,
  /** pt-BR label of the slot: 'ter., 24/11, das 08:00 às 12:00'. */
  rotulo: z.string(),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

/** One scheduling day (spec `agendamento`): its date and the slots still open that day. */
export const schedulingDaySchema = z.object({ data: isoDate, janelas: z.array(deliverySlotSchema).min(1) });
export type SchedulingDay = z.infer<typeof schedulingDaySchema>;

export const freightRuleSchema = z.enum(['FIXO', 'POR_KM', 'GRATIS']);

export const deliveryMethodSchema = z.object({
  idformaentrega: uuid,
  descricao: z.string(),
  tipoEntrega: deliveryTypeSchema,
  /** Express (delivered within hours of the slot): shown with its first slot, not as 'Com agendamento'. */
  expressa: z.boolean(),
  /** Freight charged for this cart (0 when free). */
  valor: centavos,
  /** Freight before the free-above rule. */
  valorSemDesconto: centavos,
  regra: freightRuleSchema,
  /** Order value from which freight is free (null: never free by value). */
  gratisAcimaDe: centavos.nullable(),
  /** How much more the cart needs to ship free (null when not applicable, 0 when reached). */
  faltaParaFreteGratis: centavos.nullable(),
  /** Road distance estimate from the nearest store, km with one decimal (POR_KM only). */
  distanciaKm: z.number().nullable(),
  prazoDias: z.number().int().nonnegative(),
  /**
   * Days and slots, soonest first (empty: delivered without scheduling, within prazoDias). A pickup
   * slot lies within the store's opening hours and is labelled 'Retirar em …'; the first starts
   * after the payment method asked (`idformapagamento`) clears: PIX from the store's next opening,
   * boleto after 3 business days (lib/rules/delivery-slots.ts).
   */
  agendamento: z.array(schedulingDaySchema),
  /** The default slot: the first one of `agendamento` (null without scheduling). */
  data_de_entrega: deliveryDateTime.nullable(),
  /** True for the first method of the list (spec: the first is active). */
  ativo: z.boolean(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

export const deliveryMethodsResponseSchema = z.object({
  formasEntrega: z.array(deliveryMethodSchema),
  /** The message to show when the list is empty (spec: 'Nenhuma forma de entrega…'), else null. */
  Mensagem: z.string().nullable(),
  /** True when the list is empty: the storefront opens the address/delivery modal. */
  openModal: z.boolean(),
  /** Value of the cart's available lines used for the rules (after payment variance, before coupon). */
  valorPedido: centavos.nullable(),
  /** Weight of the cart in kg (3 decimals). */
  pesoKg: z.number().nonnegative(),
  /** The supplier's minimum order, convenience fee and service hours (spec 5), to show beside freight. */
  pedidoMinimo: centavos.nullable(),
  taxaConveniencia: centavos.nullable(),
  horarioAtendimento: z.string().nullable(),
});
export type DeliveryMethodsResponse = z.infer<typeof deliveryMethodsResponseSchema>;

/** Query of GET /v4/app/{token}~{idcliente}/formas-entrega/{idfornecedor}. */
export const deliveryMethodsQuerySchema = z.object({
  /** A saved address of the client (DELIVERY); without it the client's primary address is used. */
  idendereco: uuid.optional(),
  tipoEntrega: deliveryTypeSchema.default('DELIVERY'),
  /** The payment method: prices the cart and bounds the first slot by its clearing. */
  idformapagamento: uuid.optional(),
  /** The pickup store (RETIRADA); without it the supplier's default store. */
  idloja: uuid.optional(),
});
export type DeliveryMethodsQuery = z.input<typeof deliveryMethodsQuerySchema>;

/** Path {cep} of the freight-by-CEP call: 8 digits (a dash is tolerated). */
export const cepParam = z
  .string()
  .regex(/^\d{5}-?\d{3}$/, 'CEP inválido')
  .transform((c) => c.replace('-', ''));

export const freightByCepQuerySchema = z.object({
  tipoEntrega: deliveryTypeSchema.default('DELIVERY'),
  lat: latitude.optional(),
  lng: longitude.optional(),
  idformapagamento: uuid.optional(),
});

export const freightByCepBodySchema = z.object({
  produtos: z
    .array(
      z.object({
        idproduto: uuid,
        quantidade: z
          .number({ message: 'Quantidade inválida' })
          .positive('Quantidade inválida')
          .max(100000, 'Quantidade inválida'),
      }),
    )
    .max(300, 'O carrinho aceita no máximo 300 produtos'),
});
export type FreightByCepBody = z.input<typeof freightByCepBodySchema>;

const tags = ['Entrega'];

export const deliveryMethodEndpoints = {
  listDeliveryMethods: defineEndpoint({
    method: 'GET',
    path: '/v4/app/{token}/formas-entrega/{idfornecedor}',
    summary:
      'Formas de entrega do carrinho salvo do cliente no endereço (DELIVERY) ou na loja (RETIRADA): frete pela regra de cada forma (fixo, por km, grátis acima de um valor), agendamento e a primeira forma ativa.',
    tags,
    session: 'required',
    token: { param: 'token', withClient: true },
    params: z.object({ token: tokenSegment, idfornecedor: idOuSlug }),
    query: deliveryMethodsQuerySchema,
    response: deliveryMethodsResponseSchema,
  }),
  estimateFreightByCep: defineEndpoint({
    method: 'POST',
    path: '/v4/app/formas-entrega/{idfornecedor}/{cep}',
    summary:
      'Frete por CEP para uma lista de produtos (também para visitantes): as formas de entrega que atendem o CEP (ou lat/lng), com valor e agendamento. Nada encontrado: lista vazia com Mensagem e openModal.',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug, cep: cepParam }),
    query: freightByCepQuerySchema,
    body: freightByCepBodySchema,
    response: deliveryMethodsResponseSchema,
  }),
};
