import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { IDENTITY_MESSAGES } from '../../../../lib/contract';
import type { Queryable } from '../../db/types';
import { DomainError } from '../errors';
import { identitySettings } from './settings';

/** Client IP: first hop of X-Forwarded-For (set by the storefront), else the socket address. */
export function clientIp(headers: IncomingHttpHeaders, req?: IncomingMessage): string {
  const xff = headers['x-forwarded-for'];
  const first = (Array.isArray(xff) ? xff[0] : xff)?.split(',')[0]?.trim();
  if (first && first.length <= 64) return first;
  return req?.socket.remoteAddress ?? 'desconhecido';
}

export const tooManyAttempts = () => new DomainError('too_many', 'MUITAS_TENTATIVAS', IDENTITY_MESSAGES.muitasTentativas);

async function count(db: Queryable, tipo: string, chave: string, onlyFailures: boolean): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_tentativas
     WHERE tipo = $1 AND chave = $2 AND ($3::boolean = false OR NOT sucesso)
       AND criado_em > now() - make_interval(secs => $4::int)`,
    [tipo, chave, onlyFailures, identitySettings().LOGIN_WINDOW_SECONDS],
  );
  return rows[0]?.n ?? 0;
}

/** 429 when the login or the IP already has too many failures in the window. */
export async function assertLoginAllowed(db: Queryable, login: string, ip: string): Promise<void> {
  const s = identitySettings();
  const [byLogin, byIp] = await Promise.all([count(db, 'login', login, true), count(db, 'ip', ip, true)]);
  if (byLogin >= s.LOGIN_MAX_FAILURES_PER_LOGIN || byIp >= s.LOGIN_MAX_FAILURES_PER_IP) throw tooManyAttempts();
}

export async function recordLoginFailure(db: Queryable, login: string, ip: string): Promise<void> {
  await db.query(`INSERT INTO login_tentativas (tipo, chave) VALUES ('login', $1), ('ip', $2)`, [login, ip]);
  await db.query(`DELETE FROM login_tentativas WHERE criado_em < now() - make_interval(secs => $1::int)`, [
    identitySettings().LOGIN_WINDOW_SECONDS * 2,
  ]);
}

/** A successful login clears that login's failures. */
export async function recordLoginSuccess(db: Queryable, login: string): Promise<void> {
  await db.query(`DELETE FROM login_tentativas WHERE tipo = 'login' AND chave = $1`, [login]);
}

/** Look-ups (user exists? password recovery) per IP: counted and limited. */
export async function assertLookupAllowed(db: Queryable, ip: string): Promise<void> {
  if ((await count(db, 'consulta', ip, false)) >= identitySettings().LOOKUP_MAX_PER_IP) throw tooManyAttempts();
  await db.query(`INSERT INTO login_tentativas (tipo, chave, sucesso) VALUES ('consulta', $1, true)`, [ip]);
}
