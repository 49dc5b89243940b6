/**
 * Login throttling, kept in PostgreSQL so that every API instance sees the same counts
 * (docs/decisions/0017-login-throttling.md). `address` is the client's address as the HTTP layer
 * read it (TRUSTED_PROXY_HOPS); IPv6 addresses count by their /64.
 */
import { IDENTITY_MESSAGES } from '../../../../lib/contract';
import { addressBucket } from '../../../../lib/shared/client-address.mjs';
import type { Queryable } from '../../db/types';
import { DomainError } from '../errors';
import { identitySettings } from './settings';

export const tooManyAttempts = () =>
  new DomainError('too_many', 'MUITAS_TENTATIVAS', IDENTITY_MESSAGES.muitasTentativas);

type Counts = { par: number; par_global: number; endereco: number; login: number; conhecido: boolean };

/**
 * 429 (before the password is even checked) when, in their windows:
 * - this address failed this login LOGIN_MAX_FAILURES_PER_LOGIN_ADDRESS times;
 * - this address failed LOGIN_MAX_FAILURES_PER_ADDRESS times across logins;
 * - this login failed LOGIN_MAX_FAILURES_PER_LOGIN times across addresses AND this address is not
 *   one where the login succeeded lately AND it already failed this login
 *   LOGIN_GUARDED_FAILURES_PER_ADDRESS times in the global window. A spray from many addresses is
 *   slowed to that many guesses per address, while the owner (a known address, or any address
 *   with no such failures) still gets in with the right password.
 */
export async function assertLoginAllowed(db: Queryable, login: string, address: string): Promise<void> {
  const s = identitySettings();
  const [c] = await db.query<Counts>(
    `SELECT
       count(*) FILTER (WHERE login = $1 AND endereco = $2 AND criado_em > now() - make_interval(secs => $3::int))::int AS par,
       count(*) FILTER (WHERE login = $1 AND endereco = $2 AND criado_em > now() - make_interval(secs => $4::int))::int AS par_global,
       count(*) FILTER (WHERE endereco = $2 AND criado_em > now() - make_interval(secs => $3::int))::int AS endereco,
       count(*) FILTER (WHERE login = $1 AND criado_em > now() - make_interval(secs => $4::int))::int AS login,
       EXISTS (SELECT 1 FROM login_enderecos_conhecidos
               WHERE login = $1 AND endereco = $2 AND ultimo_sucesso > now() - make_interval(days => $5::int)) AS conhecido
     FROM login_falhas
     WHERE (login = $1 OR endereco = $2) AND criado_em > now() - make_interval(secs => greatest($3::int, $4::int))`,
    [login, addressBucket(address), s.LOGIN_WINDOW_SECONDS, s.LOGIN_GLOBAL_WINDOW_SECONDS, s.LOGIN_KNOWN_ADDRESS_DAYS],
  );
  if (!c) return;
  if (c.par >= s.LOGIN_MAX_FAILURES_PER_LOGIN_ADDRESS || c.endereco >= s.LOGIN_MAX_FAILURES_PER_ADDRESS)
    throw tooManyAttempts();
  if (c.login >= s.LOGIN_MAX_FAILURES_PER_LOGIN && !c.conhecido && c.par_global >= s.LOGIN_GUARDED_FAILURES_PER_ADDRESS)
    throw tooManyAttempts();
}

export async function recordLoginFailure(db: Queryable, login: string, address: string): Promise<void> {
  const s = identitySettings();
  await db.query('INSERT INTO login_falhas (login, endereco) VALUES ($1, $2)', [login, addressBucket(address)]);
  await db.query(
    'DELETE FROM login_falhas WHERE criado_em < now() - make_interval(secs => greatest($1::int, $2::int))',
    [s.LOGIN_WINDOW_SECONDS, s.LOGIN_GLOBAL_WINDOW_SECONDS],
  );
}

/** A success clears this (login, address) pair's failures and remembers the address for the login. */
export async function recordLoginSuccess(db: Queryable, login: string, address: string): Promise<void> {
  const bucket = addressBucket(address);
  await db.query('DELETE FROM login_falhas WHERE login = $1 AND endereco = $2', [login, bucket]);
  await db.query(
    `INSERT INTO login_enderecos_conhecidos (login, endereco) VALUES ($1, $2)
     ON CONFLICT (login, endereco) DO UPDATE SET ultimo_sucesso = now()`,
    [login, bucket],
  );
  await db.query(
    'DELETE FROM login_enderecos_conhecidos WHERE ultimo_sucesso < now() - make_interval(days => $1::int)',
    [identitySettings().LOGIN_KNOWN_ADDRESS_DAYS],
  );
}

/** Look-ups (user exists? password recovery) per address: counted and limited. */
export async function assertLookupAllowed(db: Queryable, address: string): Promise<void> {
  const bucket = addressBucket(address);
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_tentativas
     WHERE tipo = 'consulta' AND chave = $1 AND criado_em > now() - make_interval(secs => $2::int)`,
    [bucket, identitySettings().LOGIN_WINDOW_SECONDS],
  );
  if ((row?.n ?? 0) >= identitySettings().LOOKUP_MAX_PER_IP) throw tooManyAttempts();
  await db.query(`INSERT INTO login_tentativas (tipo, chave, sucesso) VALUES ('consulta', $1, true)`, [bucket]);
  await db.query(`DELETE FROM login_tentativas WHERE criado_em < now() - make_interval(secs => $1::int)`, [
    identitySettings().LOGIN_WINDOW_SECONDS * 2,
  ]);
}
