/**
 * Coupon enumeration guard (docs/decisions/0017-login-throttling.md, "Coupon codes"): unknown codes
 * are counted in PostgreSQL per client and per address bucket, so every API instance sees the same
 * counts. A code is counted *before* it is looked up, under advisory locks of the client and the
 * address (always in that order), so parallel requests cannot pass the limit; the count is taken
 * back when the code turned out to exist (any answer other than 'Cupom não encontrado').
 */
import { COUPON_API_MESSAGES } from '../../../../lib/contract/coupon';
import { addressBucket } from '../../../../lib/shared/client-address.mjs';
import type { Db } from '../../db/types';
import { DomainError } from '../errors';
import { identitySettings } from '../identity/settings';

export const tooManyCouponAttempts = () =>
  new DomainError('too_many', 'MUITAS_TENTATIVAS_CUPOM', COUPON_API_MESSAGES.muitasTentativas);

/** A counted attempt: `forgive()` when the code exists (it was not a guess that failed). */
export type CouponAttempt = { forgive(): Promise<void> };

/** 429 when the client or the address reached its limit of unknown codes; otherwise counts this one. */
export async function countCouponAttempt(db: Db, idcliente: string, address: string): Promise<CouponAttempt> {
  const s = identitySettings();
  const bucket = addressBucket(address);
  const id = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`cupom-cliente:${idcliente}`]);
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`cupom-endereco:${bucket}`]);
    const [c] = await tx.query<{ cliente: number; endereco: number }>(
      `SELECT count(*) FILTER (WHERE idcliente = $1)::int AS cliente, count(*) FILTER (WHERE endereco = $2)::int AS endereco
       FROM cupom_falhas WHERE (idcliente = $1 OR endereco = $2) AND criado_em > now() - make_interval(secs => $3::int)`,
      [idcliente, bucket, s.COUPON_WINDOW_SECONDS],
    );
    if (
      (c?.cliente ?? 0) >= s.COUPON_MAX_FAILURES_PER_CLIENT ||
      (c?.endereco ?? 0) >= s.COUPON_MAX_FAILURES_PER_ADDRESS
    )
      throw tooManyCouponAttempts();
    await tx.query('DELETE FROM cupom_falhas WHERE criado_em < now() - make_interval(secs => $1::int)', [
      s.COUPON_WINDOW_SECONDS,
    ]);
    const [row] = await tx.query<{ id: string }>(
      'INSERT INTO cupom_falhas (idcliente, endereco) VALUES ($1, $2) RETURNING id',
      [idcliente, bucket],
    );
    return row!.id;
  });
  return {
    async forgive() {
      await db.query('DELETE FROM cupom_falhas WHERE id = $1', [id]);
    },
  };
}
