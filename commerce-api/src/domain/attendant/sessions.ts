import { ATTENDANT_MESSAGES } from '../../../../lib/contract/attendant';
import type { Queryable } from '../../db/types';
import { forbidden } from '../errors';
import { newToken, sha256 } from '../identity/crypto';
import { identitySettings } from '../identity/settings';
import { sessionExpired } from '../identity/users';
import type { SupplierRow } from '../suppliers';

export type AttendantSession = { idatendente: string; idfornecedor: string; nome: string };

/** Opens an attendant session; only the token's sha256 is stored. */
export async function createAttendantSession(
  db: Queryable,
  idatendente: string,
  idfornecedor: string,
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO atendente_sessoes (token_hash, idatendente, idfornecedor, expira_em)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4::int))`,
    [sha256(token), idatendente, idfornecedor, identitySettings().SESSION_TTL_HOURS],
  );
  return token;
}

/**
 * The attendant behind a Bearer token (the pipeline leaves it in `auth.token`, unknown as a
 * customer session): 401 when there is none, 403 on another supplier.
 */
export async function requireAttendant(
  db: Queryable,
  token: string | null,
  f: Pick<SupplierRow, 'idfornecedor'>,
): Promise<AttendantSession> {
  if (!token) throw sessionExpired();
  const [s] = await db.query<AttendantSession>(
    `SELECT s.idatendente, s.idfornecedor, a.nome FROM atendente_sessoes s JOIN atendentes a USING (idatendente)
     WHERE s.token_hash = $1 AND s.revogada_em IS NULL AND s.expira_em > now() AND a.ativo`,
    [sha256(token)],
  );
  if (!s) throw sessionExpired();
  if (s.idfornecedor !== f.idfornecedor) throw forbidden(ATTENDANT_MESSAGES.semAcesso);
  return s;
}
