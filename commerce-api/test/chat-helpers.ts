/** Chat tests: tickets over HTTP and socket.io clients in the test process. */
import { io, type Socket } from 'socket.io-client';

import {
  CHAT_EVENTS,
  CHAT_NAMESPACE,
  CHAT_SOCKET_PATH,
  type ChatAck,
  type ChatMessage,
  type ChatNotification,
  type ChatTicket,
} from '../../lib/contract/chat';
import { DEMO_ATTENDANTS, DEMO_PASSWORD, DEMO_SUPPLIERS, type DemoSupplierKey } from '../seed/demo-world';
import { baseUrl } from './helpers';
import { bearer, randomIp, send, type Login } from './identity-helpers';

export const own = (s: Pick<Login, 'token' | 'usuario'>) => `${s.token}~${s.usuario.idcliente}`;

export async function customerTicket(
  s: Pick<Login, 'token' | 'usuario'>,
  idfornecedor: string,
  base = baseUrl(),
): Promise<string> {
  const r = await fetch(`${base}/v4/chat/${idfornecedor}/ticket`, { method: 'POST', headers: bearer(own(s)) });
  if (r.status !== 200) throw new Error(`ticket ${r.status}: ${await r.text()}`);
  return ((await r.json()) as ChatTicket).ticket;
}

export async function attendantLogin(supplier: DemoSupplierKey): Promise<string> {
  const r = await send<{ token: string }>(
    'POST',
    '/v1/app/token/usuario/autenticar/atendente',
    {
      cpf: DEMO_ATTENDANTS[supplier].email,
      senha: DEMO_PASSWORD,
      idfornecedor: DEMO_SUPPLIERS[supplier].idfornecedor,
      tokenOrigin: 'commerce',
    },
    { 'x-forwarded-for': randomIp() },
  );
  if (r.status !== 200) throw new Error(`atendente ${r.status}: ${r.text}`);
  return r.body.token;
}

export async function attendantTicket(token: string, idfornecedor: string, base = baseUrl()): Promise<string> {
  const r = await fetch(`${base}/v4/atendente/${idfornecedor}/chat/ticket`, { method: 'POST', headers: bearer(token) });
  if (r.status !== 200) throw new Error(`ticket do atendente ${r.status}: ${await r.text()}`);
  return ((await r.json()) as ChatTicket).ticket;
}

/** A socket with what it received so far, and helpers that wait for the next of an event. */
export type ChatClient = {
  socket: Socket;
  received: { message: ChatMessage[]; notification: ChatNotification[] };
  emit<T>(event: string, payload: unknown): Promise<ChatAck<T>>;
  next<T>(event: string, match?: (p: T) => boolean, ms?: number): Promise<T>;
  close(): void;
};

const sockets = new Set<Socket>();

/** Connects with the ticket in auth and query; rejects with the server's refusal (connect_error). */
export function connectChat(
  ticket: string | null,
  base = baseUrl(),
  opts: { auth?: boolean; query?: boolean } = {},
): Promise<ChatClient> {
  const socket = io(`${base}${CHAT_NAMESPACE}`, {
    path: CHAT_SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(ticket && opts.auth !== false ? { auth: { ticket } } : {}),
    ...(ticket && opts.query !== false ? { query: { ticket } } : {}),
  });
  sockets.add(socket);
  const received: ChatClient['received'] = { message: [], notification: [] };
  socket.on(CHAT_EVENTS.message, (m: ChatMessage) => received.message.push(m));
  socket.on(CHAT_EVENTS.notification, (n: ChatNotification) => received.notification.push(n));
  const client: ChatClient = {
    socket,
    received,
    emit: (event, payload) => socket.timeout(10_000).emitWithAck(event, payload),
    next: (event, match = () => true, ms = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          socket.off(event, on);
          reject(new Error(`sem ${event} em ${ms} ms`));
        }, ms);
        const on = (p: unknown) => {
          if (!match(p as never)) return;
          clearTimeout(timer);
          socket.off(event, on);
          resolve(p as never);
        };
        socket.on(event, on);
      }),
    close: () => {
      socket.disconnect();
      sockets.delete(socket);
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', (e: Error & { data?: unknown }) => {
      client.close();
      reject(Object.assign(new Error(e.message), { data: e.data }));
    });
  });
}

export function closeAllChats(): void {
  for (const s of sockets) s.disconnect();
  sockets.clear();
}
