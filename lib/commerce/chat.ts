import 'server-only';

import { attendantEndpoints } from '@/lib/contract/attendant';
import { chatEndpoints, type ChatRoomList, type ChatTicket } from '@/lib/contract/chat';
import { env } from '@/lib/env';

import { commerceCall, commerceCallResult, type CallOutcome } from './call';
import { noStore, ownerAuth, type Owner } from './owner';

/**
 * Chat per order, declared in lib/contract/chat.ts. The browser never holds the session
 * token: a route handler asks the API for a short-lived chat ticket with it, and the browser opens
 * the socket with the ticket (docs/decisions/0023-chat.md). Server only.
 */

/**
 * Where the browser opens the socket: '' (the store's own origin, which scripts/storefront-server.mjs
 * relays to the API; decision 0017), or CHAT_SOCKET_URL where no such server runs (`next dev`).
 */
export function chatSocketUrl(): string {
  return (env().CHAT_SOCKET_URL ?? '').replace(/\/+$/, '');
}

export function createChatTicket(owner: Owner): Promise<ChatTicket> {
  return commerceCall(
    chatEndpoints.createChatTicket,
    { params: { idfornecedor: owner.idfornecedor }, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor),
  );
}

/** The header badge: unread messages over the client's rooms. */
export async function getChatNotifications(owner: Owner): Promise<number> {
  const r = await commerceCall(
    chatEndpoints.getChatNotifications,
    { params: { idfornecedor: owner.idfornecedor }, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor),
  );
  return r.total_mensagens;
}

export function listChatRooms(owner: Owner, page = 1): Promise<ChatRoomList> {
  return commerceCall(
    chatEndpoints.listChatRooms,
    { params: { idfornecedor: owner.idfornecedor }, query: { page }, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor),
  );
}

/** The attendant's login (email and password) on its supplier; failures as data. */
export function authenticateAttendant(
  email: string,
  senha: string,
  idfornecedor: string,
): Promise<CallOutcome<typeof attendantEndpoints.authenticateAttendant>> {
  return commerceCallResult(
    attendantEndpoints.authenticateAttendant,
    { body: { cpf: email, senha, idfornecedor, tokenOrigin: 'commerce' } },
    noStore(idfornecedor),
  );
}

export function createAttendantChatTicket(token: string, idfornecedor: string): Promise<ChatTicket> {
  return commerceCall(
    chatEndpoints.createAttendantChatTicket,
    { params: { idfornecedor }, auth: { token } },
    noStore(idfornecedor),
  );
}

/** The supplier's rooms, unread first; failures as data (an expired attendant session shows the login again). */
export function listAttendantChatRooms(
  token: string,
  idfornecedor: string,
  page = 1,
): Promise<CallOutcome<typeof chatEndpoints.listAttendantChatRooms>> {
  return commerceCallResult(
    chatEndpoints.listAttendantChatRooms,
    { params: { idfornecedor }, query: { page }, auth: { token } },
    noStore(idfornecedor),
  );
}
