/**
 * Cross-domain session handoff (not in the spec): a short-lived, single-use code, stored as a
 * hash and bound to the target supplier and the client's email, traded for a new session there.
 */
import { IDENTITY_MESSAGES, type AuthResponse } from '../../../../lib/contract';
import type { Db, Queryable } from '../../db/types';
import { DomainError, forbidden, invalid } from '../errors';
import { newToken, sha256 } from './crypto';
import type { CustomerAuth } from './guards';
import { createSession } from './sessions';
import { identitySettings } from './settings';
import { buildUser, getCliente, supplierInfo } from './users';

const handoffInvalid = () => new DomainError('unauthenticated', 'HANDOFF_INVALIDO', IDENTITY_MESSAGES.handoffInvalido);

/** A code for the session's supplier. `ttlSeconds` (back-office, tests) may only shorten the configured lifetime. */
export async function createHandoff(db: Queryable, a: CustomerAuth, supplierRef: string, ttlSeconds?: number) {
  const f = await supplierInfo(db, supplierRef);
  if (f.idfornecedor !== a.sessao.idfornecedor) throw forbidden('A sessão não pertence a este fornecedor');
  const c = await getCliente(db, a.cliente.idcliente);
  if (!c?.email) throw invalid('Cadastro sem email: não é possível transferir a sessão');
  let ttl = identitySettings().HANDOFF_TTL_SECONDS;
  if (ttlSeconds !== undefined && Number.isInteger(ttlSeconds) && ttlSeconds >= 1 && ttlSeconds <= ttl)
    ttl = ttlSeconds;
  const codigo = newToken();
  const [r] = await db.query<{ expira_em: Date | string }>(
    `INSERT INTO handoff_codigos (codigo_hash, idcliente, idsessao, idfornecedor_destino, email, expira_em)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::int)) RETURNING expira_em`,
    [sha256(codigo), c.idcliente, a.sessao.idsessao, f.idfornecedor, c.email, ttl],
  );
  return { codigo, expira_em: new Date(r!.expira_em).toISOString() };
}

/** Trades a code for a new session on the target supplier; any failure (supplier, email, expired, reused) → 401. */
export async function consumeHandoff(
  db: Db,
  h: { codigo: string; email: string; idfornecedor: string },
): Promise<AuthResponse> {
  const idf = await supplierInfo(db, h.idfornecedor).catch(() => null);
  const res = await db.transaction(async (tx) => {
    // Burn the code first: a code is consumed by any attempt, right or wrong.
    const [row] = await tx.query<{ idcliente: string; idsessao: string; idfornecedor_destino: string; email: string }>(
      `UPDATE handoff_codigos SET usado_em = now()
       WHERE codigo_hash = $1 AND usado_em IS NULL AND expira_em > now()
       RETURNING idcliente, idsessao, idfornecedor_destino, email`,
      [sha256(h.codigo)],
    );
    if (!row || !idf || row.idfornecedor_destino !== idf.idfornecedor || row.email !== h.email) return null;
    const [src] = await tx.query<{
      idrepresentante: string | null;
      idprincipal: string | null;
      idapikeys: string | null;
      agente_usuario: string | null;
    }>(
      `SELECT idrepresentante, idprincipal, idapikeys, agente_usuario FROM sessoes WHERE idsessao = $1 AND revogada_em IS NULL AND expira_em > now()`,
      [row.idsessao],
    );
    if (!src) return null;
    const s = { idcliente: row.idcliente, idfornecedor: row.idfornecedor_destino, ...src };
    const { token } = await createSession(tx, { ...s, origem: 'handoff' });
    return { token, s };
  });
  if (!res) throw handoffInvalid();
  return { token: res.token, usuario: await buildUser(db, res.s.idcliente, res.s.idfornecedor, res.s) };
}
