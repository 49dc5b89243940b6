import {
  CHAT_MAX_MESSAGES_PER_WINDOW,
  CHAT_MESSAGES,
  CHAT_SEND_WINDOW_SECONDS,
  type ChatMessage,
  type ChatMessagePage,
  type ChatRoom,
  type ChatRoomList,
  type ChatRoomSummary,
} from '../../../../lib/contract/chat';
import { parseRoomId } from '../../../../lib/rules/chat';
import type { Db, Queryable } from '../../db/types';
import { DomainError, invalid, notFound } from '../errors';
import { buyerMayRead } from '../order/status';
import type { ChatReader } from './readers';

const roomNotFound = () => notFound(CHAT_MESSAGES.salaNaoEncontrada, 'SALA_NAO_ENCONTRADA');

type RoomRow = {
  sala: string;
  canal: 'CODPED' | 'IDCLI';
  numpedido: number | null;
  idcliente: string;
  idfornecedor: string;
  titulo: string;
};

const asRoom = (r: RoomRow): ChatRoom => ({
  sala: r.sala,
  canal: r.canal,
  numpedido: r.numpedido,
  idcliente: r.idcliente,
  idfornecedor: r.idfornecedor,
  titulo: r.titulo,
});

/**
 * The room if the reader may join it, created on first use. An order's room: the order's customer
 * by the rule of GET /v4/app/orders/get-order/{numpedido} (buyerMayRead), or an attendant of the
 * order's supplier. A client's room: that client on the supplier, or its attendants. Anything
 * else is 404, like a missing room (its existence is not revealed).
 */
export async function openRoom(db: Queryable, reader: ChatReader, raw: string): Promise<ChatRoom> {
  const room = parseRoomId(raw);
  if (!room) throw invalid(CHAT_MESSAGES.salaInvalida, { sala: CHAT_MESSAGES.salaInvalida }, 'SALA_INVALIDA');
  let row: Omit<RoomRow, 'sala' | 'canal'>;
  if (room.canal === 'CODPED') {
    const [o] = await db.query<{ idfornecedor: string; idcliente: string; idprincipal: string | null }>(
      'SELECT idfornecedor, idcliente, idprincipal FROM pedidos WHERE numpedido = $1',
      [room.numpedido],
    );
    if (!o || o.idfornecedor !== reader.idfornecedor) throw roomNotFound();
    if (reader.papel === 'CLIENTE' && !buyerMayRead(reader.auth, o)) throw roomNotFound();
    row = {
      numpedido: room.numpedido,
      idcliente: o.idcliente,
      idfornecedor: o.idfornecedor,
      titulo: `Pedido nº ${room.numpedido}`,
    };
  } else {
    if (room.idfornecedor !== reader.idfornecedor) throw roomNotFound();
    if (reader.papel === 'CLIENTE' && reader.idcliente !== room.idcliente) throw roomNotFound();
    const [c] = await db.query<{ nome: string }>(
      `SELECT c.nome FROM clientes c
       WHERE c.idcliente = $1 AND EXISTS (SELECT 1 FROM cliente_fornecedor cf WHERE cf.idcliente = c.idcliente AND cf.idfornecedor = $2)`,
      [room.idcliente, room.idfornecedor],
    );
    if (!c) throw roomNotFound();
    row = {
      numpedido: null,
      idcliente: room.idcliente,
      idfornecedor: room.idfornecedor,
      titulo: `Atendimento de ${c.nome}`,
    };
  }
  await db.query(
    `INSERT INTO chat_salas (sala, canal, idfornecedor, idcliente, numpedido, titulo) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (sala) DO NOTHING`,
    [room.sala, room.canal, row.idfornecedor, row.idcliente, row.numpedido, row.titulo],
  );
  return { sala: room.sala, canal: room.canal, ...row };
}

type MessageRow = {
  idmensagem: string | number;
  sala: string;
  autor: 'CLIENTE' | 'ATENDENTE';
  autor_nome: string;
  texto: string;
  criado_em: Date | string;
};

const asMessage = (m: MessageRow): ChatMessage => ({
  idmensagem: Number(m.idmensagem),
  sala: m.sala,
  autor: m.autor,
  nome: m.autor_nome,
  texto: m.texto,
  criadoEm: new Date(m.criado_em).toISOString(),
});

/** A page of the room: page 1 is the latest `perpage` messages; each page oldest to newest. */
export async function listMessages(
  db: Queryable,
  room: ChatRoom,
  page: number,
  perpage: number,
): Promise<ChatMessagePage> {
  const [rows, [count]] = await Promise.all([
    db.query<MessageRow>(
      `SELECT idmensagem, sala, autor, autor_nome, texto, criado_em FROM chat_mensagens WHERE sala = $1
       ORDER BY idmensagem DESC LIMIT $2 OFFSET $3`,
      [room.sala, perpage, (page - 1) * perpage],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_mensagens WHERE sala = $1', [room.sala]),
  ]);
  return { sala: room, mensagens: rows.reverse().map(asMessage), page, perpage, total: count!.n };
}

/** Stores a message (the text as sent, trimmed by the contract) and bumps the room. */
/**
 * Adds a message, at most CHAT_MAX_MESSAGES_PER_WINDOW per author and room in
 * CHAT_SEND_WINDOW_SECONDS (a flood, from one socket or many, across API instances: counted in
 * PostgreSQL under a per-author-and-room lock, so parallel sends cannot pass the limit together).
 */
export async function addMessage(db: Db, reader: ChatReader, room: ChatRoom, texto: string): Promise<ChatMessage> {
  const autorId = reader.papel === 'CLIENTE' ? reader.idcliente : reader.idatendente;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`chat-envio:${autorId}:${room.sala}`]);
    const [recent] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_mensagens
       WHERE sala = $1 AND autor_id = $2 AND criado_em > now() - make_interval(secs => $3)`,
      [room.sala, autorId, CHAT_SEND_WINDOW_SECONDS],
    );
    if ((recent?.n ?? 0) >= CHAT_MAX_MESSAGES_PER_WINDOW)
      throw new DomainError('too_many', 'MUITAS_MENSAGENS', CHAT_MESSAGES.muitasMensagens);
    const [m] = await tx.query<MessageRow>(
      `WITH m AS (
         INSERT INTO chat_mensagens (sala, autor, autor_id, autor_nome, texto) VALUES ($1, $2, $3, $4, $5)
         RETURNING idmensagem, sala, autor, autor_nome, texto, criado_em
       ), s AS (
         UPDATE chat_salas SET ultima_mensagem_em = (SELECT criado_em FROM m),
           lida_cliente = CASE WHEN $2 = 'CLIENTE' THEN (SELECT idmensagem FROM m) ELSE lida_cliente END,
           lida_atendente = CASE WHEN $2 = 'ATENDENTE' THEN (SELECT idmensagem FROM m) ELSE lida_atendente END
         WHERE sala = $1
       )
       SELECT * FROM m`,
      [room.sala, reader.papel, autorId, reader.nome, texto],
    );
    return asMessage(m!);
  });
}

/** The reader's side has read the room up to its last message. */
export async function markRead(db: Queryable, reader: ChatReader, room: ChatRoom): Promise<void> {
  const col = reader.papel === 'CLIENTE' ? 'lida_cliente' : 'lida_atendente';
  await db.query(
    `UPDATE chat_salas SET ${col} = GREATEST(${col}, COALESCE((SELECT max(idmensagem) FROM chat_mensagens WHERE sala = $1), 0)) WHERE sala = $1`,
    [room.sala],
  );
}

/**
 * The rooms the reader sees: a customer's (its own and, for a principal, the orders of its linked
 * users), or all the supplier's with messages for an attendant. Unread first, then the latest.
 * `total_mensagens`: messages of the other side after the reader side's last read.
 */
/** One side of the conversations, as far as counting goes (a ChatReader is one). */
export type ChatSide =
  { papel: 'CLIENTE'; idfornecedor: string; idcliente: string } | { papel: 'ATENDENTE'; idfornecedor: string };

/** The customers who see a room: its client and, for a linked user's order, the principal. */
export async function customerSidesOf(db: Queryable, room: ChatRoom): Promise<ChatSide[]> {
  const ids = [room.idcliente];
  if (room.numpedido) {
    const [p] = await db.query<{ idprincipal: string | null }>('SELECT idprincipal FROM pedidos WHERE numpedido = $1', [
      room.numpedido,
    ]);
    if (p?.idprincipal && p.idprincipal !== room.idcliente) ids.push(p.idprincipal);
  }
  return ids.map((idcliente) => ({ papel: 'CLIENTE', idfornecedor: room.idfornecedor, idcliente }));
}

function roomsQuery(reader: ChatSide): { where: string; params: unknown[]; unread: string } {
  if (reader.papel === 'CLIENTE') {
    return {
      where: 's.idfornecedor = $1 AND (s.idcliente = $2 OR p.idprincipal = $2)',
      params: [reader.idfornecedor, reader.idcliente],
      unread: "m.autor = 'ATENDENTE' AND m.idmensagem > s.lida_cliente",
    };
  }
  return {
    where: 's.idfornecedor = $1 AND s.ultima_mensagem_em IS NOT NULL',
    params: [reader.idfornecedor],
    unread: "m.autor = 'CLIENTE' AND m.idmensagem > s.lida_atendente",
  };
}

type SummaryRow = RoomRow & {
  nome_cliente: string;
  total_mensagens: number;
  ultima_mensagem: string | null;
  ultima_mensagem_em: Date | string | null;
};

export async function listRooms(db: Queryable, reader: ChatSide, page: number, perpage: number): Promise<ChatRoomList> {
  const q = roomsQuery(reader);
  const n = q.params.length;
  const [rows, [totals]] = await Promise.all([
    db.query<SummaryRow>(
      `SELECT s.sala, s.canal, s.numpedido, s.idcliente, s.idfornecedor, s.titulo, c.nome AS nome_cliente, s.ultima_mensagem_em,
              (SELECT count(*)::int FROM chat_mensagens m WHERE m.sala = s.sala AND ${q.unread}) AS total_mensagens,
              (SELECT m.texto FROM chat_mensagens m WHERE m.sala = s.sala ORDER BY m.idmensagem DESC LIMIT 1) AS ultima_mensagem
       FROM chat_salas s JOIN clientes c ON c.idcliente = s.idcliente LEFT JOIN pedidos p ON p.numpedido = s.numpedido
       WHERE ${q.where}
       ORDER BY (SELECT count(*) FROM chat_mensagens m WHERE m.sala = s.sala AND ${q.unread}) > 0 DESC, s.ultima_mensagem_em DESC NULLS LAST, s.sala
       LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...q.params, perpage, (page - 1) * perpage],
    ),
    db.query<{ total: number; unread: number }>(
      `SELECT count(*)::int AS total,
              COALESCE(sum((SELECT count(*) FROM chat_mensagens m WHERE m.sala = s.sala AND ${q.unread})), 0)::int AS unread
       FROM chat_salas s LEFT JOIN pedidos p ON p.numpedido = s.numpedido WHERE ${q.where}`,
      q.params,
    ),
  ]);
  const salas: ChatRoomSummary[] = rows.map((r) => ({
    ...asRoom(r),
    nome_cliente: r.nome_cliente,
    total_mensagens: r.total_mensagens,
    ultima_mensagem: r.ultima_mensagem,
    ultima_mensagem_em: r.ultima_mensagem_em ? new Date(r.ultima_mensagem_em).toISOString() : null,
  }));
  return { salas, total_mensagens: totals!.unread, page, perpage, total: totals!.total };
}

/** Unread messages over all the reader's rooms (the header badge). */
export async function unreadTotal(db: Queryable, reader: ChatSide): Promise<number> {
  const q = roomsQuery(reader);
  const [r] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_salas s LEFT JOIN pedidos p ON p.numpedido = s.numpedido
     JOIN chat_mensagens m ON m.sala = s.sala AND ${q.unread} WHERE ${q.where}`,
    q.params,
  );
  return r!.n;
}

/** Unread in one room for a side. */
export async function unreadInRoom(db: Queryable, papel: 'CLIENTE' | 'ATENDENTE', sala: string): Promise<number> {
  const [r] = await db.query<{ n: number }>(
    papel === 'CLIENTE'
      ? "SELECT count(*)::int AS n FROM chat_mensagens m JOIN chat_salas s USING (sala) WHERE s.sala = $1 AND m.autor = 'ATENDENTE' AND m.idmensagem > s.lida_cliente"
      : "SELECT count(*)::int AS n FROM chat_mensagens m JOIN chat_salas s USING (sala) WHERE s.sala = $1 AND m.autor = 'CLIENTE' AND m.idmensagem > s.lida_atendente",
    [sala],
  );
  return r!.n;
}
