import { CHAT_MESSAGES, CHAT_TICKET_TTL_SECONDS, type ChatAuthor } from '../../../../lib/contract/chat';
import type { Queryable } from '../../db/types';
import type { AttendantSession } from '../attendant';
import type { AuthContext } from '../caller';
import { DomainError } from '../errors';
import { newToken, sha256 } from '../identity/crypto';
import { requireCliente, type CustomerAuth } from '../identity/guards';
import type { SessionRow } from '../identity/sessions';

/**
 * Who reads and writes in the chat: a customer (the client a live session acts for, as
 * resolved by the HTTP pipeline: a representative's client, a linked user…) or an attendant of
 * the supplier. The socket rebuilds one from its ticket.
 */
export type ChatReader =
  | { papel: 'CLIENTE'; idfornecedor: string; idcliente: string; nome: string; auth: CustomerAuth }
  | {
      papel: 'ATENDENTE';
      idfornecedor: string;
      idatendente: string;
      nome: string;
      /** sha256 of the attendant's session token, for a socket's re-checks (sessionAlive). */
      tokenHash?: string;
    };

const ticketExpired = () => new DomainError('unauthenticated', 'SESSAO_EXPIRADA', CHAT_MESSAGES.ticketInvalido);

async function clientName(db: Queryable, idcliente: string): Promise<string> {
  const [c] = await db.query<{ nome: string }>('SELECT nome FROM clientes WHERE idcliente = $1', [idcliente]);
  return c?.nome ?? 'Cliente';
}

/** The customer behind an HTTP call, on the supplier of its session (another supplier: 401 like any foreign session). */
export async function customerReader(
  db: Queryable,
  auth: AuthContext,
  idfornecedor: string,
): Promise<ChatReader & { papel: 'CLIENTE' }> {
  const a = requireCliente(auth);
  if (a.sessao.idfornecedor !== idfornecedor)
    throw new DomainError('forbidden', 'ACESSO_NEGADO', 'Acesso negado a este fornecedor');
  return {
    papel: 'CLIENTE',
    idfornecedor,
    idcliente: a.cliente.idcliente,
    nome: await clientName(db, a.cliente.idcliente),
    auth: a,
  };
}

export function attendantReader(s: AttendantSession): ChatReader & { papel: 'ATENDENTE' } {
  return { papel: 'ATENDENTE', idfornecedor: s.idfornecedor, idatendente: s.idatendente, nome: s.nome };
}

/**
 * A chat ticket for the socket handshake (the session token never reaches the browser). Only its
 * sha256 is stored; it lives CHAT_TICKET_TTL_SECONDS and dies with the session it came from.
 */
export async function createTicket(
  db: Queryable,
  reader: ChatReader,
  attendantToken?: string,
): Promise<{ ticket: string; expiraEm: string; papel: ChatAuthor; nome: string }> {
  const ticket = `chat_${newToken()}`;
  const [row] = await db.query<{ expira_em: Date | string }>(
    `INSERT INTO chat_tickets (ticket_hash, papel, idfornecedor, idsessao, idcliente, atendente_token_hash, expira_em)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7::int)) RETURNING expira_em`,
    [
      sha256(ticket),
      reader.papel,
      reader.idfornecedor,
      reader.papel === 'CLIENTE' ? reader.auth.sessao.idsessao : null,
      reader.papel === 'CLIENTE' ? reader.idcliente : null,
      reader.papel === 'ATENDENTE' ? sha256(attendantToken!) : null,
      CHAT_TICKET_TTL_SECONDS,
    ],
  );
  // Expired tickets are useless: dropped now and then, by whoever issues one.
  if (Math.random() < 0.05) await db.query("DELETE FROM chat_tickets WHERE expira_em < now() - interval '1 hour'");
  return { ticket, expiraEm: new Date(row!.expira_em).toISOString(), papel: reader.papel, nome: reader.nome };
}

type TicketRow = {
  papel: ChatAuthor;
  idfornecedor: string;
  idcliente: string | null;
  sessao: SessionRow | null;
  idatendente: string | null;
  nome_atendente: string | null;
  atendente_token_hash: string | null;
};

/** The reader of a live ticket whose session (or attendant session) is still live; 401 otherwise. */
export async function redeemTicket(db: Queryable, ticket: string): Promise<ChatReader> {
  if (!/^chat_[A-Za-z0-9_-]{20,200}$/.test(ticket)) throw ticketExpired();
  const [t] = await db.query<TicketRow>(
    `SELECT t.papel, t.idfornecedor, t.idcliente,
            CASE WHEN s.idsessao IS NULL THEN NULL ELSE json_build_object(
              'idsessao', s.idsessao, 'idcliente', s.idcliente, 'idfornecedor', s.idfornecedor, 'idrepresentante', s.idrepresentante,
              'idprincipal', s.idprincipal, 'idapikeys', s.idapikeys, 'agente_usuario', s.agente_usuario) END AS sessao,
            a.idatendente, a.nome AS nome_atendente, t.atendente_token_hash
     FROM chat_tickets t
     LEFT JOIN sessoes s ON s.idsessao = t.idsessao AND s.revogada_em IS NULL AND s.expira_em > now()
     LEFT JOIN atendente_sessoes x ON x.token_hash = t.atendente_token_hash AND x.revogada_em IS NULL AND x.expira_em > now()
     LEFT JOIN atendentes a ON a.idatendente = x.idatendente AND a.ativo
     WHERE t.ticket_hash = $1 AND t.expira_em > now()`,
    [sha256(ticket)],
  );
  if (!t) throw ticketExpired();
  if (t.papel === 'ATENDENTE') {
    if (!t.idatendente) throw ticketExpired();
    return {
      papel: 'ATENDENTE',
      idfornecedor: t.idfornecedor,
      idatendente: t.idatendente,
      nome: t.nome_atendente ?? 'Atendimento',
      tokenHash: t.atendente_token_hash ?? undefined,
    };
  }
  if (!t.sessao || !t.idcliente) throw ticketExpired();
  const sessao = t.sessao;
  const auth: CustomerAuth = {
    token: null,
    idclienteInformado: t.idcliente,
    cliente: { idcliente: t.idcliente, token: '' },
    sessao,
    representante: sessao.idrepresentante ? { idusuario: sessao.idrepresentante } : null,
    usuarioVinculado: null,
  };
  return {
    papel: 'CLIENTE',
    idfornecedor: t.idfornecedor,
    idcliente: t.idcliente,
    nome: await clientName(db, t.idcliente),
    auth,
  };
}

/**
 * Is the session behind a socket's reader still live (not revoked, not expired; an attendant still
 * active)? Asked before every socket event: a ticket is checked once, at the handshake, and a socket
 * outlives it (decision 0017, "The chat socket").
 */
export async function sessionAlive(db: Queryable, reader: ChatReader): Promise<boolean> {
  if (reader.papel === 'CLIENTE') {
    const rows = await db.query(
      'SELECT 1 FROM sessoes WHERE idsessao = $1 AND revogada_em IS NULL AND expira_em > now()',
      [reader.auth.sessao.idsessao],
    );
    return rows.length > 0;
  }
  if (!reader.tokenHash) return false;
  const rows = await db.query(
    `SELECT 1 FROM atendente_sessoes x JOIN atendentes a ON a.idatendente = x.idatendente AND a.ativo
     WHERE x.token_hash = $1 AND x.revogada_em IS NULL AND x.expira_em > now()`,
    [reader.tokenHash],
  );
  return rows.length > 0;
}
