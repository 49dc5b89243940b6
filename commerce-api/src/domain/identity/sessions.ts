import { randomUUID } from 'node:crypto';

import type { Queryable } from '../../db/types';
import { newToken, sha256 } from './crypto';
import { identitySettings } from './settings';

export type SessionRow = {
  idsessao: string;
  idcliente: string | null;
  idfornecedor: string;
  idrepresentante: string | null;
  idprincipal: string | null;
  idapikeys: string | null;
  /** The browser's User-Agent at login (carried over to sessions derived from this one). */
  agente_usuario: string | null;
};

export type NewSession = Omit<SessionRow, 'idsessao' | 'agente_usuario'> & {
  origem: string;
  agente_usuario?: string | null;
};

/** "Last seen" is written at most this often per session (not on every request). */
const SEEN_EVERY_SECONDS = 5 * 60;

/** Creates a session and returns the raw token (only its sha256 is stored). */
export async function createSession(db: Queryable, s: NewSession): Promise<{ token: string; idsessao: string }> {
  const token = newToken();
  const idsessao = randomUUID();
  const hours = identitySettings().SESSION_TTL_HOURS;
  await db.query(
    `INSERT INTO sessoes (idsessao, token_hash, idcliente, idfornecedor, idrepresentante, idprincipal, idapikeys, origem, expira_em, agente_usuario)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(hours => $9::int), $10)`,
    [
      idsessao,
      sha256(token),
      s.idcliente,
      s.idfornecedor,
      s.idrepresentante,
      s.idprincipal,
      s.idapikeys,
      s.origem,
      hours,
      s.agente_usuario ?? null,
    ],
  );
  return { token, idsessao };
}

/** The live session of a raw token (not revoked, not expired), or null. Records it as seen now. */
export async function findSession(db: Queryable, token: string): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow & { stale: boolean }>(
    `SELECT idsessao, idcliente, idfornecedor, idrepresentante, idprincipal, idapikeys, agente_usuario,
            visto_em < now() - make_interval(secs => $2::int) AS stale
     FROM sessoes WHERE token_hash = $1 AND revogada_em IS NULL AND expira_em > now()`,
    [sha256(token), SEEN_EVERY_SECONDS],
  );
  const row = rows[0];
  if (!row) return null;
  const { stale, ...session } = row;
  if (stale) await db.query('UPDATE sessoes SET visto_em = now() WHERE idsessao = $1', [session.idsessao]);
  return session;
}

export async function revokeSession(db: Queryable, idsessao: string): Promise<void> {
  await db.query('UPDATE sessoes SET revogada_em = now() WHERE idsessao = $1 AND revogada_em IS NULL', [idsessao]);
}

/** Revokes every live session of a client (as the client or opened by it as principal), except one. */
export async function revokeClientSessions(
  db: Queryable,
  idcliente: string,
  exceptIdsessao: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE sessoes SET revogada_em = now()
     WHERE (idcliente = $1 OR idprincipal = $1) AND revogada_em IS NULL AND ($2::uuid IS NULL OR idsessao <> $2::uuid)`,
    [idcliente, exceptIdsessao],
  );
}

/**
 * The chat sockets opened with an account's sessions (as client, or as principal of a linked
 * user): the HTTP layer supplies it (socket.io, across instances through its adapter). Sessions
 * revoked in the database are refused from then on; their open sockets end here.
 */
export type AccountSockets = {
  disconnect(idcliente: string, exceptIdsessao?: string | null): Promise<void>;
};

/** The representative serves this client at this supplier. */
export async function representsClient(
  db: Queryable,
  idrepresentante: string,
  idfornecedor: string,
  idcliente: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM representante_clientes WHERE idrepresentante = $1 AND idfornecedor = $2 AND idcliente = $3',
    [idrepresentante, idfornecedor, idcliente],
  );
  return rows.length > 0;
}

/** `idvinculado` is a linked user of the principal at this supplier. */
export async function isLinkedUser(
  db: Queryable,
  idprincipal: string,
  idvinculado: string,
  idfornecedor: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM usuarios_vinculados WHERE idprincipal = $1 AND idvinculado = $2 AND idfornecedor = $3',
    [idprincipal, idvinculado, idfornecedor],
  );
  return rows.length > 0;
}
