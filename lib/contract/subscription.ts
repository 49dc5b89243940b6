import { z } from 'zod';

import { idOuSlug, uuid } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Subscription types (spec 4 Cart "Subscription", 7 Subscriptions). When the cart's
 * meta_info.hasRecorrencia is true the storefront fetches the types and offers them, none chosen
 * until the shopper picks one (decision 0035; spec 4 selects the first), and reloads the cart with
 * `idtipoassinatura` (or 'whitout' for none, see NO_SUBSCRIPTION). Only subscription products repeat.
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
export const subscriptionTypesResponseSchema = z.object({
  tipos: z.array(subscriptionTypeSchema),
  label: z.string().nullable(),
});

export const subscriptionEndpoints = {
  listSubscriptionTypes: defineEndpoint({
    method: 'GET',
    path: '/v4/subscription/type/list/{idfornecedor}',
    summary:
      'Tipos de assinatura do fornecedor (periodicidade do carrinho recorrente), na ordem de exibição, e o rótulo da escolha.',
    tags: ['Assinatura'],
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    response: subscriptionTypesResponseSchema,
  }),
};

/**
 * Subscriptions of a client (spec 2 "Subscription detail and cancel", 7 Subscriptions).
 * An order placed with a subscription type starts one: its items repeat every `intervalo_dias`,
 * with the first order's delivery (or pickup) and payment method. The API places each next order
 * on `proxima_entrega` (a job safe on several instances); cancelling stops it.
 */
export const SUBSCRIPTION_STATUSES = ['ATIVA', 'CANCELADA'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  ATIVA: 'Ativa',
  CANCELADA: 'Cancelada',
};

export const SUBSCRIPTION_MESSAGES = {
  naoEncontrada: 'Assinatura não encontrada',
  cancelada: 'Assinatura cancelada. Nenhum novo pedido será gerado.',
  jaCancelada: 'Esta assinatura já estava cancelada.',
  confirmarCancelamento: 'Cancelar a assinatura? Os próximos pedidos não serão mais gerados.',
} as const;

export const subscriptionItemSchema = z.object({
  idproduto: uuid,
  nome: z.string(),
  unidade: z.string(),
  imagem: z.string(),
  quantidade: z.number().positive(),
  embalarParaPresente: z.boolean(),
});

export const subscriptionSchema = z.object({
  idassinatura: uuid,
  idfornecedor: uuid,
  idcliente: uuid,
  status: subscriptionStatusSchema,
  statusDescricao: z.string(),
  tipo: z.object({ idtipoassinatura: uuid, descricao: z.string(), intervalo_dias: z.number().int().positive() }),
  /** 'YYYY-MM-DD' of the next order; null once cancelled. */
  proxima_entrega: z.string().nullable(),
  criadoEm: z.string(),
  canceladaEm: z.string().nullable(),
  /** The order that started it. */
  numpedidoOrigem: z.number().int().positive(),
  tipoEntrega: z.enum(['DELIVERY', 'RETIRADA']),
  /** The delivery method, and the address or the store. */
  formaEntrega: z.string(),
  local: z.string(),
  formaPagamento: z.string(),
  itens: z.array(subscriptionItemSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionHistoryEntrySchema = z.object({
  /** The delivery date of this cycle. */
  data_prevista: z.string(),
  /** The order placed for it; null when none could be (then `erro` says why). */
  numpedido: z.number().int().positive().nullable(),
  statusPedido: z.string().nullable(),
  statusDescricao: z.string().nullable(),
  totalPedido: z.number().int().nullable(),
  geradoEm: z.string(),
  erro: z.string().nullable(),
});

export const subscriptionDetailSchema = subscriptionSchema.extend({
  /** Newest first; the first order is the last entry. */
  historico: z.array(subscriptionHistoryEntrySchema),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

export const subscriptionListResponseSchema = z.object({ assinaturas: z.array(subscriptionSchema) });
export const subscriptionCancelResponseSchema = subscriptionDetailSchema.extend({ mensagem: z.string() });

export const generateSubscriptionOrdersBodySchema = z
  .object({
    /** Back-office and tests: run as if it were this instant (ISO 8601); default now. */
    agora: z.iso.datetime({ offset: true, message: 'Data inválida' }).optional(),
  })
  .default({});
export const generateSubscriptionOrdersResponseSchema = z.object({
  geradas: z.array(
    z.object({
      idassinatura: uuid,
      data_prevista: z.string(),
      numpedido: z.number().int().nullable(),
      erro: z.string().nullable(),
    }),
  ),
});

const subscriptionId = z.object({ idassinatura: uuid });

export const subscriptionClientEndpoints = {
  listSubscriptions: defineEndpoint({
    method: 'GET',
    path: '/v4/subscription/list/{idfornecedor}/{idcliente}',
    summary:
      'Assinaturas do cliente no fornecedor (Bearer): itens, periodicidade, próxima entrega, status; ativas primeiro.',
    tags: ['Assinatura'],
    session: 'required',
    params: z.object({ idfornecedor: idOuSlug, idcliente: uuid }),
    response: subscriptionListResponseSchema,
  }),
  getSubscription: defineEndpoint({
    method: 'GET',
    path: '/v4/subscription/get/{idassinatura}',
    summary: 'Uma assinatura do cliente (Bearer) com o histórico dos pedidos gerados.',
    tags: ['Assinatura'],
    session: 'required',
    params: subscriptionId,
    response: subscriptionDetailSchema,
  }),
  cancelSubscription: defineEndpoint({
    method: 'DELETE',
    path: '/v4/subscription/cancel/{idassinatura}',
    summary:
      'Cancela uma assinatura do cliente (Bearer): nenhum pedido novo é gerado. Repetir o cancelamento não muda nada.',
    tags: ['Assinatura'],
    session: 'required',
    params: subscriptionId,
    response: subscriptionCancelResponseSchema,
  }),
};

export const subscriptionAdminEndpoints = {
  generateSubscriptionOrders: defineEndpoint({
    method: 'POST',
    path: '/admin/assinaturas/gerar',
    summary:
      'Roda agora o job das assinaturas (X-Admin-Key): gera o pedido de cada assinatura ativa com entrega vencida, uma vez por data.',
    tags: ['Back-office'],
    session: 'none',
    body: generateSubscriptionOrdersBodySchema,
    response: generateSubscriptionOrdersResponseSchema,
  }),
};
