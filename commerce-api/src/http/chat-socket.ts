/**
 * The chat's socket.io server, on the API's own HTTP server: path CHAT_SOCKET_PATH,
 * namespace CHAT_NAMESPACE. A connection brings a chat ticket (handshake `auth.ticket`, else the
 * `ticket` query parameter); the events and payloads are declared in lib/contract/chat.ts.
 *
 * Several instances share rooms through @socket.io/postgres-adapter (LISTEN/NOTIFY on the same
 * PostgreSQL) when the API runs on DATABASE_URL; on PGlite (one process) the in-memory adapter.
 * Messages, unread counts and tickets live in PostgreSQL, never in this process.
 */
import type http from 'node:http';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';

import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  CHAT_NAMESPACE,
  CHAT_PAGE,
  CHAT_PER_PAGE,
  CHAT_SOCKET_PATH,
  chatJoinSchema,
  chatRoomRefSchema,
  chatSendSchema,
  type ChatAck,
  type ChatHandshake,
  type ChatMessage,
  type ChatNotification,
  type ChatRoom,
} from '../../../lib/contract/chat';
import type { Db } from '../db/types';
import {
  addMessage,
  customerSidesOf,
  listMessages,
  markRead,
  openRoom,
  redeemTicket,
  sessionAlive,
  unreadInRoom,
  unreadTotal,
  type ChatReader,
  type ChatSide,
} from '../domain/chat';
import { DomainError } from '../domain/errors';
import { accountSocketRoom, registerSocketDisconnector, sessionSocketRoom } from '../domain/identity/session-sockets';
import { toHttpError } from './errors';

type SocketData = { reader: ChatReader };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- socket.io's default (untyped) event maps; payloads are zod-checked.
type Events = Record<string, (...args: any[]) => void>;
type ChatSocket = Socket<Events, Events, Events, SocketData>;

/** The personal room of a side, where its notifications go. */
const customerInbox = (idfornecedor: string, idcliente: string) => `CLI:${idfornecedor}:${idcliente}`;
const attendantInbox = (idfornecedor: string) => `ATD:${idfornecedor}`;

function refusal(e: unknown): { ok: false; status: number; mensagem: string } {
  if (e instanceof z.ZodError) return { ok: false, status: 400, mensagem: e.issues[0]?.message ?? 'Dados inválidos' };
  if (e instanceof DomainError) {
    const h = toHttpError(e);
    return { ok: false, status: h.status, mensagem: h.message };
  }
  console.error('[chat] erro', e);
  return { ok: false, status: 500, mensagem: 'Erro interno. Tente novamente mais tarde.' };
}

export type ChatServer = { io: Server; close(): Promise<void> };

type AdapterModule = { createAdapter(pool: pg.Pool, opts?: Record<string, unknown>): Parameters<Server['adapter']>[0] };

/** Loaded only with DATABASE_URL; the name is a variable so a PGlite-only install type-checks and runs without it. */
const POSTGRES_ADAPTER = '@socket.io/postgres-adapter';

export async function attachChat(server: http.Server, db: Db, opts: { databaseUrl?: string }): Promise<ChatServer> {
  const io = new Server(server, {
    path: CHAT_SOCKET_PATH,
    serveClient: false,
    // The ticket is the credential (no cookie): any storefront origin may open a socket with one.
    cors: { origin: true, credentials: false },
    maxHttpBufferSize: 64 * 1024,
    connectionStateRecovery: undefined,
  });
  let pool: pg.Pool | null = null;
  if (opts.databaseUrl && db.kind === 'postgres') {
    const adapter = await import(POSTGRES_ADAPTER).then(
      (m: AdapterModule) => m,
      () => null,
    );
    if (adapter) {
      pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 4 });
      pool.on('error', (err) => console.error('[chat] erro no pool do adaptador', err));
      io.adapter(adapter.createAdapter(pool, { errorHandler: (e: Error) => console.error('[chat] adaptador', e) }));
    } else {
      // The API still serves; only a second instance would not see this one's rooms.
      console.error(
        `[chat] ${POSTGRES_ADAPTER} não instalado: as salas do chat ficam só nesta instância (várias instâncias precisam dele)`,
      );
    }
  }
  const chat = io.of(CHAT_NAMESPACE);

  chat.use((socket, next) => {
    const fromAuth = (socket.handshake.auth as { ticket?: unknown } | undefined)?.ticket;
    const fromQuery = socket.handshake.query.ticket;
    const ticket = typeof fromAuth === 'string' ? fromAuth : typeof fromQuery === 'string' ? fromQuery : '';
    redeemTicket(db, ticket).then(
      (reader) => {
        (socket as ChatSocket).data.reader = reader;
        next();
      },
      (e: unknown) => {
        const r = refusal(e);
        const err = new Error(r.mensagem) as Error & { data?: unknown };
        err.data = { status: r.status, mensagem: r.mensagem };
        next(err);
      },
    );
  });

  /** Tells one side of a room its unread counts (room and total) changed. */
  async function notify(room: ChatRoom, side: 'CLIENTE' | 'ATENDENTE', readers: ChatSide[]): Promise<void> {
    const totalSala = await unreadInRoom(db, side, room.sala);
    for (const reader of readers) {
      const n: ChatNotification = {
        sala: room.sala,
        numpedido: room.numpedido,
        total_sala: totalSala,
        total_mensagens: await unreadTotal(db, reader),
      };
      const inbox =
        reader.papel === 'CLIENTE'
          ? customerInbox(reader.idfornecedor, reader.idcliente)
          : attendantInbox(reader.idfornecedor);
      chat.to(inbox).emit(CHAT_EVENTS.notification, n);
    }
  }

  const attendantSide = (room: ChatRoom): ChatSide[] => [{ papel: 'ATENDENTE', idfornecedor: room.idfornecedor }];

  // Ending a session (logout, another device, a password change) disconnects its sockets, on every
  // instance through the adapter (domain/identity/session-sockets.ts).
  const unregister = registerSocketDisconnector((room) => chat.in(room).disconnectSockets(true));

  chat.on('connection', (raw) => {
    const socket = raw as ChatSocket;
    const { reader } = socket.data;
    const rooms =
      reader.papel === 'CLIENTE'
        ? [
            customerInbox(reader.idfornecedor, reader.idcliente),
            sessionSocketRoom(reader.auth.sessao.idsessao),
            accountSocketRoom(reader.idcliente),
            ...(reader.auth.sessao.idprincipal ? [accountSocketRoom(reader.auth.sessao.idprincipal)] : []),
          ]
        : [attendantInbox(reader.idfornecedor)];
    void socket.join(rooms);
    const hello: ChatHandshake = {
      papel: reader.papel,
      nome: reader.nome,
      idfornecedor: reader.idfornecedor,
      idcliente: reader.papel === 'CLIENTE' ? reader.idcliente : null,
    };
    socket.emit(CHAT_EVENTS.handshake, hello);
    /** Rooms this socket joined (the access check passed), by id. */
    const joined = new Map<string, ChatRoom>();

    /** Every event first re-checks the session: a revoked or expired one is refused and the socket closed. */
    const live = async () => {
      if (await sessionAlive(db, reader)) return;
      setImmediate(() => socket.disconnect(true));
      throw new DomainError('unauthenticated', 'SESSAO_EXPIRADA', CHAT_MESSAGES.ticketInvalido);
    };

    const on = <T>(event: string, fn: (payload: unknown) => Promise<T>) => {
      socket.on(event, (payload: unknown, ack?: unknown) => {
        live()
          .then(() => fn(payload))
          .then(
            (data) => {
              if (typeof ack === 'function') (ack as (a: ChatAck<T>) => void)({ ok: true, data });
            },
            (e: unknown) => {
              const r = refusal(e);
              socket.emit(CHAT_EVENTS.error, { evento: event, ...r });
              if (typeof ack === 'function') (ack as (a: ChatAck<T>) => void)(r);
            },
          );
      });
    };

    on(CHAT_EVENTS.handshakeRoom, async (payload) => {
      const { sala } = chatJoinSchema.parse(payload);
      const room = await openRoom(db, reader, sala);
      joined.set(room.sala, room);
      await socket.join(room.sala);
      const page = await listMessages(db, room, CHAT_PAGE, CHAT_PER_PAGE);
      socket.emit(CHAT_EVENTS.handshakeSuccess, page);
      return page;
    });

    on(CHAT_EVENTS.send, async (payload) => {
      const { sala, texto } = chatSendSchema.parse(payload);
      const room = joined.get(sala);
      if (!room) throw new DomainError('forbidden', 'FORA_DA_SALA', CHAT_MESSAGES.foraDaSala);
      const message: ChatMessage = await addMessage(db, reader, room, texto);
      chat.to(room.sala).emit(CHAT_EVENTS.message, message);
      // The other side's badge (and the writer's own side, now read up to here).
      const others = reader.papel === 'CLIENTE' ? attendantSide(room) : await customerSidesOf(db, room);
      void notify(room, reader.papel === 'CLIENTE' ? 'ATENDENTE' : 'CLIENTE', others).catch((e: unknown) =>
        console.error('[chat] notificação', e),
      );
      return message;
    });

    on(CHAT_EVENTS.read, async (payload) => {
      const { sala } = chatRoomRefSchema.parse(payload);
      const room = joined.get(sala);
      if (!room) throw new DomainError('forbidden', 'FORA_DA_SALA', CHAT_MESSAGES.foraDaSala);
      await markRead(db, reader, room);
      const mine = reader.papel === 'CLIENTE' ? await customerSidesOf(db, room) : attendantSide(room);
      await notify(room, reader.papel, mine);
      return { sala: room.sala };
    });

    on(CHAT_EVENTS.exit, async (payload) => {
      const { sala } = chatRoomRefSchema.parse(payload);
      joined.delete(sala);
      await socket.leave(sala);
      return { sala };
    });
  });

  return {
    io,
    async close() {
      // This instance's sockets only (no broadcast through the adapter), then the adapters stop
      // listening and publishing before their pool ends; io.close() would also close the HTTP
      // server, which its owner closes.
      unregister();
      chat.local.disconnectSockets(true);
      for (const nsp of [io.of('/'), chat]) await nsp.adapter.close();
      io.engine.close();
      await pool?.end().catch(() => undefined);
    },
  };
}
