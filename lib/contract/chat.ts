import { z } from 'zod';

import { parseRoomId } from '../rules/chat';
import {
  CHAT_AUTHORS,
  CHAT_CHANNELS,
  CHAT_MAX_PER_PAGE,
  CHAT_MAX_TEXT,
  CHAT_MESSAGES,
  CHAT_NAMESPACE,
  CHAT_PAGE,
  CHAT_PER_PAGE,
  CHAT_TICKET_TTL_SECONDS,
} from './chat-protocol';
import { idOuSlug, pageQuery, uuid } from './common';
import { defineEndpoint } from './endpoint';

export * from './chat-protocol';

/**
 * Chat per order (spec 3 "Chat", 7 "Real-time chat", 9 constants). Two halves:
 *
 * - HTTP (declared here like every call): a short-lived chat ticket for the socket, the rooms with
 *   their unread counts (`total_mensagens`, the header badge) and pages of a room's messages, for
 *   the customer (Bearer `<token>~<idcliente>`) and for the supplier's attendant (Bearer of the
 *   attendant, /v4/atendente/{idfornecedor}/…).
 * - socket.io on the API's own port, namespace CHAT_NAMESPACE: the ticket in the handshake `auth`
 *   and query, then the events of CHAT_EVENTS with the payloads below. The constants, messages and
 *   event names live in ./chat-protocol (zod-free: the browser's chat panel imports them).
 *
 * A room is `CODPED:{numpedido}` (an order) or `IDCLI:{idcliente}:{idfornecedor}` (a client and
 * the supplier). Only the order's customer (the client acted for: a representative's client, a
 * linked user, the principal over a linked user's order; the same rule as getOrder) and the
 * supplier's attendants may join. Messages are plain text.
 */
export const chatChannelSchema = z.enum(CHAT_CHANNELS);
export type ChatChannel = z.infer<typeof chatChannelSchema>;

/** `CODPED:{numpedido}` or `IDCLI:{idcliente}:{idfornecedor}`; answered in canonical form (uuids lower-case). */
export const chatRoomIdSchema = z
  .string({ message: CHAT_MESSAGES.salaInvalida })
  .max(120, CHAT_MESSAGES.salaInvalida)
  .transform((s, ctx) => {
    const room = parseRoomId(s);
    if (!room) {
      ctx.addIssue({ code: 'custom', message: CHAT_MESSAGES.salaInvalida });
      return z.NEVER;
    }
    return room.sala;
  });

export const chatAuthorSchema = z.enum(CHAT_AUTHORS);
export type ChatAuthor = z.infer<typeof chatAuthorSchema>;

/** Spec "open room (sala, canal, numpedido, idcliente, titulo)". */
export const chatRoomSchema = z.object({
  sala: z.string(),
  canal: chatChannelSchema,
  numpedido: z.number().int().positive().nullable(),
  idcliente: uuid,
  idfornecedor: uuid,
  titulo: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

/** A room in a list: unread messages for the reader (`total_mensagens`) and the last one's time. */
export const chatRoomSummarySchema = chatRoomSchema.extend({
  nome_cliente: z.string(),
  total_mensagens: z.number().int().nonnegative(),
  ultima_mensagem: z.string().nullable(),
  ultima_mensagem_em: z.string().nullable(),
});
export type ChatRoomSummary = z.infer<typeof chatRoomSummarySchema>;

export const chatMessageSchema = z.object({
  idmensagem: z.number().int().positive(),
  sala: z.string(),
  autor: chatAuthorSchema,
  nome: z.string(),
  /** Plain text: render as text, never as HTML. */
  texto: z.string(),
  criadoEm: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Spec "rooms (sala, total_mensagens), page (1), perpage (30)". */
export const chatRoomListSchema = z.object({
  salas: z.array(chatRoomSummarySchema),
  /** Unread messages over all the reader's rooms (the header badge). */
  total_mensagens: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  perpage: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type ChatRoomList = z.infer<typeof chatRoomListSchema>;

/** Unread count only: what the header polls. */
export const chatNotificationsSchema = z.object({ total_mensagens: z.number().int().nonnegative() });
export type ChatNotifications = z.infer<typeof chatNotificationsSchema>;

/** A page of a room, newest page first (`page` 1 holds the latest `perpage` messages, oldest to newest). */
export const chatMessagePageSchema = z.object({
  sala: chatRoomSchema,
  mensagens: z.array(chatMessageSchema),
  page: z.number().int().positive(),
  perpage: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;

export const chatTicketSchema = z.object({
  ticket: z.string(),
  expiraEm: z.string(),
  papel: chatAuthorSchema,
  nome: z.string(),
});
export type ChatTicket = z.infer<typeof chatTicketSchema>;

export const chatPageQuerySchema = z.object({
  page: pageQuery.default(CHAT_PAGE),
  perpage: z.coerce
    .number({ message: 'Limite inválido' })
    .int('Limite inválido')
    .min(1, 'Limite inválido')
    .max(CHAT_MAX_PER_PAGE, 'Limite inválido')
    .default(CHAT_PER_PAGE),
});

export const chatTextSchema = z
  .string({ message: CHAT_MESSAGES.textoVazio })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, CHAT_MESSAGES.textoVazio).max(CHAT_MAX_TEXT, CHAT_MESSAGES.textoLongo));

export const chatHandshakeSchema = z.object({
  papel: chatAuthorSchema,
  nome: z.string(),
  idfornecedor: uuid,
  idcliente: uuid.nullable(),
});
export type ChatHandshake = z.infer<typeof chatHandshakeSchema>;

export const chatJoinSchema = z.object({ sala: chatRoomIdSchema });
export const chatSendSchema = z.object({ sala: chatRoomIdSchema, texto: chatTextSchema });
export const chatRoomRefSchema = z.object({ sala: chatRoomIdSchema });

export const chatHandshakeSuccessSchema = chatMessagePageSchema;

export const chatNotificationSchema = z.object({
  sala: z.string(),
  numpedido: z.number().int().nullable(),
  /** Unread in this room for the reader. */
  total_sala: z.number().int().nonnegative(),
  /** Unread over all the reader's rooms. */
  total_mensagens: z.number().int().nonnegative(),
});
export type ChatNotification = z.infer<typeof chatNotificationSchema>;

const tags = ['Chat'];
const roomParams = z.object({ idfornecedor: idOuSlug, sala: chatRoomIdSchema });
const supplierParams = z.object({ idfornecedor: idOuSlug });

export const chatEndpoints = {
  createChatTicket: defineEndpoint({
    method: 'POST',
    path: '/v4/chat/{idfornecedor}/ticket',
    summary: `Ticket do chat (Bearer do cliente): abre o socket.io em ${CHAT_NAMESPACE} (auth.ticket e query ticket) por ${CHAT_TICKET_TTL_SECONDS} s.`,
    tags,
    session: 'required',
    params: supplierParams,
    response: chatTicketSchema,
  }),
  listChatRooms: defineEndpoint({
    method: 'GET',
    path: '/v4/chat/{idfornecedor}/salas',
    summary:
      'Conversas do cliente no fornecedor (Bearer), com as mensagens não lidas (total_mensagens); page 1, perpage 30.',
    tags,
    session: 'required',
    params: supplierParams,
    query: chatPageQuerySchema,
    response: chatRoomListSchema,
  }),
  getChatNotifications: defineEndpoint({
    method: 'GET',
    path: '/v4/chat/{idfornecedor}/notificacoes',
    summary: 'Total de mensagens não lidas do cliente no fornecedor (Bearer): o contador do cabeçalho.',
    tags,
    session: 'required',
    params: supplierParams,
    response: chatNotificationsSchema,
  }),
  listChatMessages: defineEndpoint({
    method: 'GET',
    path: '/v4/chat/{idfornecedor}/sala/{sala}/mensagens',
    summary: 'Uma página das mensagens de uma conversa do cliente (Bearer); page 1 são as mais recentes.',
    tags,
    session: 'required',
    params: roomParams,
    query: chatPageQuerySchema,
    response: chatMessagePageSchema,
  }),
  createAttendantChatTicket: defineEndpoint({
    method: 'POST',
    path: '/v4/atendente/{idfornecedor}/chat/ticket',
    summary: 'Ticket do chat do atendente (Bearer do atendente), como o do cliente.',
    tags,
    session: 'none',
    params: supplierParams,
    response: chatTicketSchema,
  }),
  listAttendantChatRooms: defineEndpoint({
    method: 'GET',
    path: '/v4/atendente/{idfornecedor}/chat/salas',
    summary:
      'Conversas do fornecedor (Bearer do atendente), não lidas primeiro, com total_mensagens não lidas pelo atendimento.',
    tags,
    session: 'none',
    params: supplierParams,
    query: chatPageQuerySchema,
    response: chatRoomListSchema,
  }),
  listAttendantChatMessages: defineEndpoint({
    method: 'GET',
    path: '/v4/atendente/{idfornecedor}/chat/sala/{sala}/mensagens',
    summary: 'Uma página das mensagens de uma conversa do fornecedor (Bearer do atendente).',
    tags,
    session: 'none',
    params: roomParams,
    query: chatPageQuerySchema,
    response: chatMessagePageSchema,
  }),
};
