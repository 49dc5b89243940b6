/**
 * Ending a session ends its chat sockets (docs/decisions/0017-login-throttling.md, "The chat
 * socket"). The chat's socket.io server (http/chat-socket.ts) puts each customer socket in a room
 * of its session and rooms of its account, and registers here how to disconnect a room; with
 * @socket.io/postgres-adapter that reaches the sockets of every API instance. The domain calls these
 * after it revoked sessions (logout, "sair de todos os dispositivos", one device, a password change);
 * every socket event also re-checks its session (chat-socket.ts), so a socket an instance missed is
 * refused at its next event anyway.
 */

/** Rooms every customer socket joins. */
export const sessionSocketRoom = (idsessao: string) => `SES:${idsessao}`;
/** The account acted for, and the principal that opened the session for a linked user. */
export const accountSocketRoom = (idcliente: string) => `CONTA:${idcliente}`;

type RoomDisconnector = (room: string) => void;

const disconnectors = new Set<RoomDisconnector>();

/** The chat server's hook (one per socket.io server in this process); returns its removal. */
export function registerSocketDisconnector(fn: RoomDisconnector): () => void {
  disconnectors.add(fn);
  return () => disconnectors.delete(fn);
}

function disconnectRoom(room: string): void {
  for (const fn of disconnectors) {
    try {
      fn(room);
    } catch (e) {
      console.error('[chat] desconexão de sala', e);
    }
  }
}

/** Disconnects the chat sockets opened with these sessions, on every instance. */
export function disconnectSessionSockets(idsessoes: readonly string[]): void {
  for (const id of idsessoes) disconnectRoom(sessionSocketRoom(id));
}

/** Disconnects every chat socket of a client's sessions (as the client or as principal), on every instance. */
export function disconnectAccountSockets(idcliente: string): void {
  disconnectRoom(accountSocketRoom(idcliente));
}
