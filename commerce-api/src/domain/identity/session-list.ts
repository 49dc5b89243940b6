/**
 * The customer's open sessions at a supplier: list, end one, end all (
 * docs/decisions/0018-session-list.md). A session belongs to whoever logged in: the client, or the
 * principal for a session switched to one of its linked users. Sessions a representative opened for
 * the client are the representative's and never listed here.
 */
import { SESSION_MESSAGES, type DeviceSession } from '../../../../lib/contract';
import type { Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { forbidden, notFound } from '../errors';
import { requireSessao } from './guards';
import { disconnectSessionSockets } from './session-sockets';

/** Live sessions of owner $1 at supplier $2. */
const OWNED = `idrepresentante IS NULL AND coalesce(idprincipal, idcliente) = $1 AND idfornecedor = $2
  AND revogada_em IS NULL AND expira_em > now()`;

function owner(auth: AuthContext) {
  const s = requireSessao(auth);
  if (s.idrepresentante || !s.idcliente) throw forbidden(SESSION_MESSAGES.soCliente);
  return { owner: s.idprincipal ?? s.idcliente, idfornecedor: s.idfornecedor, current: s.idsessao };
}

const iso = (d: Date | string) => new Date(d).toISOString();

export async function listSessions(db: Queryable, auth: AuthContext): Promise<DeviceSession[]> {
  const o = owner(auth);
  const rows = await db.query<{
    idsessao: string;
    agente_usuario: string | null;
    origem: string;
    criado_em: Date;
    visto_em: Date;
  }>(
    `SELECT idsessao, agente_usuario, origem, criado_em, visto_em FROM sessoes WHERE ${OWNED} ORDER BY visto_em DESC, criado_em DESC`,
    [o.owner, o.idfornecedor],
  );
  return rows.map((r) => ({
    ...r,
    criado_em: iso(r.criado_em),
    visto_em: iso(r.visto_em),
    atual: r.idsessao === o.current,
  }));
}

/** Ends one of the caller's own sessions (this one included); anyone else's, or an ended one → 404. */
export async function endSession(db: Queryable, auth: AuthContext, idsessao: string): Promise<{ sucesso: true }> {
  const o = owner(auth);
  const rows = await db.query<{ idsessao: string }>(
    `UPDATE sessoes SET revogada_em = now() WHERE idsessao = $3 AND ${OWNED} RETURNING idsessao`,
    [o.owner, o.idfornecedor, idsessao.toLowerCase()],
  );
  if (rows.length === 0) throw notFound(SESSION_MESSAGES.naoEncontrada, 'SESSAO_NAO_ENCONTRADA');
  disconnectSessionSockets(rows.map((r) => r.idsessao));
  return { sucesso: true };
}

/** "Sair de todos os dispositivos": every session of the caller at this supplier, this one included. */
export async function endAllSessions(db: Queryable, auth: AuthContext): Promise<{ sucesso: true; encerradas: number }> {
  const o = owner(auth);
  const rows = await db.query<{ idsessao: string }>(
    `UPDATE sessoes SET revogada_em = now() WHERE ${OWNED} RETURNING idsessao`,
    [o.owner, o.idfornecedor],
  );
  disconnectSessionSockets(rows.map((r) => r.idsessao));
  return { sucesso: true, encerradas: rows.length };
}
