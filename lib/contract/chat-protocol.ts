/**
 * The chat's constants, messages and socket.io event names (described in ./chat.ts),
 * apart from its zod schemas: the browser's chat panel needs these, and a module that builds a
 * zod object schema runs zod's eval probe (`Function("")`) as it loads, which the storefront's
 * CSP (no 'unsafe-eval') refuses and DevTools reports as an issue. Nothing here imports zod.
 */
export const CHAT_PAGE = 1;
export const CHAT_PER_PAGE = 30;
export const CHAT_MAX_PER_PAGE = 100;
export const CHAT_SOCKET_RETRIES = 5;
export const CHAT_MAX_TEXT = 2000;
/** The socket.io namespace and path on the API's port. */
export const CHAT_NAMESPACE = '/chat';
export const CHAT_SOCKET_PATH = '/socket.io';
/** A flood guard: messages one author may send to one room in CHAT_SEND_WINDOW_SECONDS. */
export const CHAT_MAX_MESSAGES_PER_WINDOW = 20;
export const CHAT_SEND_WINDOW_SECONDS = 60;
/** Seconds a chat ticket opens sockets (reconnections ask for a new one). */
export const CHAT_TICKET_TTL_SECONDS = 120;

export const CHAT_MESSAGES = {
  salaInvalida: 'Sala inválida',
  salaNaoEncontrada: 'Conversa não encontrada',
  textoVazio: 'Escreva uma mensagem',
  textoLongo: `Mensagem muito longa (máximo ${CHAT_MAX_TEXT} caracteres)`,
  ticketInvalido: 'Sessão expirada, efetue login novamente',
  foraDaSala: 'Entre na conversa antes de enviar mensagens',
  falhaConexao: 'Não foi possível conectar ao chat. Tente novamente.',
  falhaEnvio: 'Não foi possível enviar a mensagem. Tente novamente.',
  muitasMensagens: 'Muitas mensagens em pouco tempo. Aguarde um instante e tente de novo.',
} as const;

export const CHAT_CHANNELS = ['CODPED', 'IDCLI'] as const;
export const CHAT_AUTHORS = ['CLIENTE', 'ATENDENTE'] as const;

/** ---- socket.io events (namespace CHAT_NAMESPACE) ---- */
export const CHAT_EVENTS = {
  /** server → client, once connected: who the ticket is. */
  handshake: 'handshake',
  /** client → server (ack): join a room. */
  handshakeRoom: 'handshake-room',
  /** server → client: the room joined and its first page. */
  handshakeSuccess: 'handshake-success',
  /** client → server (ack): send a message to a joined room. */
  send: 'send-message',
  /** server → room: a new message. */
  message: 'message',
  /** client → server (ack): mark the room read up to its last message. */
  read: 'read',
  /** client → server (ack): leave the room. */
  exit: 'exit-room',
  /** server → reader: a room's unread count changed (`total_mensagens` is the reader's total). */
  notification: 'notification',
  /** server → client: a refused request (also in the ack). */
  error: 'chat-error',
} as const;

/** Every ack: ok, or the refusal (pt-BR) and an HTTP-like status. */
export type ChatAck<T = unknown> = { ok: true; data: T } | { ok: false; status: number; mensagem: string };
