import { z } from 'zod';

import { defineEndpoint } from './endpoint';

/**
 * Order notification emails (decision 0050): the kinds a customer receives, on by default, each
 * turned off in the account ("Notificações por e-mail") or with the one-click link of an email.
 */
export const ORDER_NOTIFICATION_KINDS = [
  'pedido-recebido',
  'pagamento-aprovado',
  'pedido-pronto',
  'pedido-entregue',
] as const;
export type OrderNotificationKind = (typeof ORDER_NOTIFICATION_KINDS)[number];

/** The account page's label of each kind. */
export const ORDER_NOTIFICATION_LABELS: Record<OrderNotificationKind, string> = {
  'pedido-recebido': 'Pedido recebido',
  'pagamento-aprovado': 'Pagamento aprovado',
  'pedido-pronto': 'Pedido pronto para retirada ou saiu para entrega',
  'pedido-entregue': 'Pedido entregue',
};

export const NOTIFICATION_MESSAGES = {
  salvas: 'Preferências de e-mail salvas.',
  linkInvalido: 'Link de descadastro inválido.',
  linkUsado: 'Este link de descadastro já foi usado.',
  descadastrado: (rotulo: string) =>
    `Pronto: você não receberá mais e-mails de "${rotulo}". Você pode reativá-los em Minha conta, Notificações por e-mail.`,
} as const;

export const notificationPreferencesSchema = z.object({
  preferencias: z.array(z.object({ tipo: z.enum(ORDER_NOTIFICATION_KINDS), rotulo: z.string(), ativa: z.boolean() })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT: the kinds left on (every other kind is turned off). */
export const notificationPreferencesBodySchema = z.object({
  ativas: z.array(z.enum(ORDER_NOTIFICATION_KINDS, { message: 'Tipo de notificação inválido' })).max(10),
});

export const unsubscribeBodySchema = z.object({
  token: z.string({ message: NOTIFICATION_MESSAGES.linkInvalido }).min(1, NOTIFICATION_MESSAGES.linkInvalido).max(200),
});
export const unsubscribeResponseSchema = z.object({
  tipo: z.enum(ORDER_NOTIFICATION_KINDS),
  rotulo: z.string(),
  mensagem: z.string(),
});

const tags = ['Notificações'];

export const notificationEndpoints = {
  getNotificationPreferences: defineEndpoint({
    method: 'GET',
    path: '/v4/usuario/notificacoes-email',
    summary:
      'Não está na especificação: os e-mails de pedido que a própria conta recebe neste fornecedor, por tipo (Bearer; só a própria conta).',
    tags,
    session: 'required',
    response: notificationPreferencesSchema,
  }),
  updateNotificationPreferences: defineEndpoint({
    method: 'PUT',
    path: '/v4/usuario/notificacoes-email',
    summary:
      'Não está na especificação: define os tipos de e-mail de pedido que a própria conta recebe neste fornecedor (Bearer; só a própria conta).',
    tags,
    session: 'required',
    body: notificationPreferencesBodySchema,
    response: notificationPreferencesSchema,
  }),
  unsubscribeNotification: defineEndpoint({
    method: 'POST',
    path: '/v4/notificacoes-email/descadastrar',
    summary:
      'Não está na especificação: desativa um tipo de e-mail de pedido com o token assinado do link do e-mail (uso único).',
    tags,
    session: 'none',
    body: unsubscribeBodySchema,
    response: unsubscribeResponseSchema,
  }),
};
