import { randomUUID } from 'node:crypto';

import type { Queryable } from '../../db/types';
import { newToken, sha256 } from './crypto';
import { disconnectSessionSockets } from './session-sockets';
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

/**
 * The live session of a raw token (not revoked, not expired), or null. Records it as seen now.
 * `vinculadoDe`: when a client logged in on its own is an accepted linked user at the session's
 * supplier, its principal (it acts under it as when switched in, decision 0028).
 */
export async function findSession(
  db: Queryable,
  token: string,
): Promise<(SessionRow & { vinculadoDe: string | null }) | null> {
  const rows = await db.query<SessionRow & { stale: boolean; vinculado_de: string | null }>(
    `SELECT s.idsessao, s.idcliente, s.idfornecedor, s.idrepresentante, s.idprincipal, s.idapikeys, s.agente_usuario,
            s.visto_em < now() - make_interval(secs => $2::int) AS stale,
            (SELECT v.idprincipal FROM usuarios_vinculados v
             WHERE v.idvinculado = s.idcliente AND v.idfornecedor = s.idfornecedor AND v.aceito_em IS NOT NULL
               AND s.idprincipal IS NULL AND s.idrepresentante IS NULL) AS vinculado_de
     FROM sessoes s WHERE s.token_hash = $1 AND s.revogada_em IS NULL AND s.expira_em > now()`,
    [sha256(token), SEEN_EVERY_SECONDS],
  );
  const row = rows[0];
  if (!row) return null;
  const { stale, vinculado_de, ...session } = row;
  if (stale) await db.query('UPDATE sessoes SET visto_em = now() WHERE idsessao = $1', [session.idsessao]);
  return { ...session, vinculadoDe: vinculado_de };
}

/** Revokes one session and disconnects its chat sockets. */
export async function revokeSession(db: Queryable, idsessao: string): Promise<void> {
  await db.query('UPDATE sessoes SET revogada_em = now() WHERE idsessao = $1 AND revogada_em IS NULL', [idsessao]);
  disconnectSessionSockets([idsessao]);
}

/**
 * Revokes every live session of a client (as the client or opened by it as principal), except one;
 * returns the revoked ids. Callers in a transaction disconnect their chat sockets once it committed
 * (disconnectSessionSockets of these ids, session-sockets.ts).
 */
export async function revokeClientSessions(
  db: Queryable,
  idcliente: string,
  exceptIdsessao: string | null = null,
): Promise<string[]> {
  const rows = await db.query<{ idsessao: string }>(
    `UPDATE sessoes SET revogada_em = now()
     WHERE (idcliente = $1 OR idprincipal = $1) AND revogada_em IS NULL AND ($2::uuid IS NULL OR idsessao <> $2::uuid)
     RETURNING idsessao`,
    [idcliente, exceptIdsessao],
  );
  return rows.map((r) => r.idsessao);
}

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

/** `idvinculado` is a linked user of the principal at this supplier (an accepted link, decision 0028). */
export async function isLinkedUser(
  db: Queryable,
  idprincipal: string,
  idvinculado: string,
  idfornecedor: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM usuarios_vinculados WHERE idprincipal = $1 AND idvinculado = $2 AND idfornecedor = $3 AND aceito_em IS NOT NULL',
    [idprincipal, idvinculado, idfornecedor],
  );
  return rows.length > 0;
}
