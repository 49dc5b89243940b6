/**
 * Runs a request exactly once per idempotency key (Stripe's semantics): the first answer of a key
 * (success or a 4xx) is stored and replayed with its status and body; the key's state lives in
 * PostgreSQL (domain/order/idempotency.ts). A success is stored inside the request's own
 * transaction (`complete` runs before its commit), so an order and its stored answer exist together
 * or not at all. A 5xx or an unexpected error forgets the key, so it can be retried. While the
 * request runs it refreshes its hold on the key; if it stalled so long that a retry took the key
 * over, its transaction is rolled back (409) and the retry's order is the only one.
 */
import type { Db, Queryable } from '../db/types';
import {
  completeKey,
  KEY_HEARTBEAT_MS,
  keyInFlight,
  releaseKey,
  startKey,
  touchKey,
  type KeyClaim,
} from '../domain/order/idempotency';
import { DomainError, HttpError, toHttpError } from './errors';

type StoredError = { codigo: string; mensagem: string; campos?: Record<string, string>; erro?: boolean } & Record<
  string,
  unknown
>;

function replayError(status: number, body: StoredError): HttpError {
  const { codigo, mensagem, campos, ...rest } = body;
  // `erro: true` is written back by toBody(); everything else (itensName…) is the extra.
  const extra = Object.fromEntries(Object.entries(rest).filter(([k]) => k !== 'erro')) as Record<string, string>;
  return new HttpError(status, codigo, mensagem, campos, extra);
}

export async function idempotent<T>(
  db: Db,
  claim: KeyClaim,
  run: (complete: (tx: Queryable, answer: T) => Promise<void>) => Promise<T>,
): Promise<T> {
  const started = await startKey(db, claim);
  if (started.kind === 'replay') {
    if (started.status === 200) return started.body as T;
    throw replayError(started.status, started.body as StoredError);
  }
  const held = { idcliente: claim.idcliente, chave: claim.chave, dono: started.dono };
  const heartbeat = setInterval(() => void touchKey(db, held).catch(() => undefined), KEY_HEARTBEAT_MS);
  heartbeat.unref();
  let lost = false;
  try {
    return await run(async (tx, answer) => {
      if (await completeKey(tx, held, 200, answer)) return;
      lost = true;
      throw keyInFlight();
    });
  } catch (e) {
    // Taken over: the key and its answer are the new holder's.
    if (lost) throw e;
    const http = e instanceof DomainError ? toHttpError(e) : e instanceof HttpError ? e : null;
    if (http && http.status < 500) {
      await completeKey(db, held, http.status, http.toBody());
      throw http;
    }
    await releaseKey(db, held).catch(() => undefined);
    throw e;
  } finally {
    clearInterval(heartbeat);
  }
}
