/**
 * Runs a request exactly once per idempotency key (Stripe's semantics): the first answer of a key
 * (success or a 4xx) is stored and replayed with its status and body; the key's state lives in
 * PostgreSQL (domain/order/idempotency.ts). A success is stored inside the request's own
 * transaction (`complete` runs before its commit), so an order and its stored answer exist together
 * or not at all. A 5xx or an unexpected error forgets the key, so it can be retried.
 */
import type { Db, Queryable } from '../db/types';
import { completeKey, releaseKey, startKey, type KeyClaim } from '../domain/order/idempotency';
import { DomainError, HttpError, toHttpError } from './errors';

type StoredError = { codigo: string; mensagem: string; campos?: Record<string, string>; erro?: boolean } & Record<string, unknown>;

function replayError(status: number, body: StoredError): HttpError {
  const { codigo, mensagem, campos, ...rest } = body;
  // `erro: true` is written back by toBody(); everything else (itensName…) is the extra.
  const extra = Object.fromEntries(Object.entries(rest).filter(([k]) => k !== 'erro')) as Record<string, string>;
  return new HttpError(status, codigo, mensagem, campos, extra);
}

export async function idempotent<T>(db: Db, claim: KeyClaim, run: (complete: (tx: Queryable, answer: T) => Promise<void>) => Promise<T>): Promise<T> {
  const started = await startKey(db, claim);
  if (started.kind === 'replay') {
    if (started.status === 200) return started.body as T;
    throw replayError(started.status, started.body as StoredError);
  }
  try {
    return await run((tx, answer) => completeKey(tx, claim, 200, answer));
  } catch (e) {
    const http = e instanceof DomainError ? toHttpError(e) : e instanceof HttpError ? e : null;
    if (http && http.status < 500) {
      await completeKey(db, claim, http.status, http.toBody());
      throw http;
    }
    await releaseKey(db, claim).catch(() => undefined);
    throw e;
  }
}
