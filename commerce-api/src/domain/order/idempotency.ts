/**
 * Idempotency keys of order submission (Stripe's semantics), kept in PostgreSQL so every API
 * instance agrees. A key belongs to a client; its first request is EM_ANDAMENTO until it ends, then
 * CONCLUIDO with the answer (success or a 4xx), replayed as is for 24 hours. The same key with
 * another payload is refused; a 5xx forgets the key so the shopper can retry with it. The request
 * holding a key refreshes `vivo_em` every KEY_HEARTBEAT_MS; a key whose holder died (an instance
 * killed mid-order) may be taken over once that is KEY_STALE_SECONDS old. Only the holder (`dono`)
 * may store the answer: a request taken over while stalled cannot also place its order.
 */
import { randomUUID } from 'node:crypto';

import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import type { Queryable } from '../../db/types';
import { conflict, DomainError } from '../errors';
import { canonicalHash } from './canonical';

export const KEY_TTL_HOURS = 24;
/** A holder silent this long is taken for dead (four missed heartbeats). */
export const KEY_STALE_SECONDS = 20;
export const KEY_HEARTBEAT_MS = 5_000;

export type IdempotencyKey = { idcliente: string; chave: string };
/** A claimed key and the holder's token. */
export type HeldKey = IdempotencyKey & { dono: string };
export type KeyClaim = IdempotencyKey & { idfornecedor: string; rota: string; hash: string };
export type KeyStart = { kind: 'new'; dono: string } | { kind: 'replay'; status: number; body: unknown };

/**
 * sha256 of the canonical JSON of the validated body. A card token is single-use, so a retry of
 * the same attempt carries a new one: it is left out, and the retry replays the first answer.
 */
export function payloadHash(body: unknown): string {
  const b = body as { formaPagamento?: { tokenCartao?: unknown } } | null;
  if (!b?.formaPagamento || !('tokenCartao' in b.formaPagamento)) return canonicalHash(body);
  return canonicalHash({ ...b, formaPagamento: { ...b.formaPagamento, tokenCartao: undefined } });
}

export const keyReused = () =>
  new DomainError('unprocessable', 'CHAVE_IDEMPOTENCIA_REUTILIZADA', ORDER_MESSAGES.chaveReutilizada);
export const keyInFlight = () => conflict(ORDER_MESSAGES.emAndamento, 'PEDIDO_EM_ANDAMENTO');

type KeyRow = {
  hash_payload: string;
  rota: string;
  estado: 'EM_ANDAMENTO' | 'CONCLUIDO';
  status_http: number | null;
  resposta: unknown;
  stale: boolean;
  expired: boolean;
};

/** Claims the key (its own committed statement), or says how the earlier request with it ended. */
export async function startKey(db: Queryable, k: KeyClaim): Promise<KeyStart> {
  // Expired keys go on the way (a few at a time, skipping rows another request is deleting).
  await db.query(
    `DELETE FROM idempotencia WHERE ctid = ANY(ARRAY(
       SELECT ctid FROM idempotencia WHERE criado_em < now() - make_interval(hours => $1) LIMIT 100 FOR UPDATE SKIP LOCKED))`,
    [KEY_TTL_HOURS],
  );
  const dono = randomUUID();
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db.query(
      `INSERT INTO idempotencia (idcliente, chave, idfornecedor, rota, hash_payload, estado, dono)
       VALUES ($1, $2, $3, $4, $5, 'EM_ANDAMENTO', $6) ON CONFLICT (idcliente, chave) DO NOTHING RETURNING chave`,
      [k.idcliente, k.chave, k.idfornecedor, k.rota, k.hash, dono],
    );
    if (inserted.length > 0) return { kind: 'new', dono };
    const [row] = await db.query<KeyRow>(
      `SELECT hash_payload, rota, estado, status_http, resposta,
              vivo_em < now() - make_interval(secs => $3) AS stale,
              criado_em < now() - make_interval(hours => $4) AS expired
       FROM idempotencia WHERE idcliente = $1 AND chave = $2`,
      [k.idcliente, k.chave, KEY_STALE_SECONDS, KEY_TTL_HOURS],
    );
    if (!row) continue; // forgotten meanwhile: claim it again
    if (row.expired) {
      await db.query(
        'DELETE FROM idempotencia WHERE idcliente = $1 AND chave = $2 AND criado_em < now() - make_interval(hours => $3)',
        [k.idcliente, k.chave, KEY_TTL_HOURS],
      );
      continue;
    }
    if (row.hash_payload !== k.hash || row.rota !== k.rota) throw keyReused();
    if (row.estado === 'CONCLUIDO') return { kind: 'replay', status: row.status_http!, body: row.resposta };
    if (row.stale) {
      const taken = await db.query(
        `UPDATE idempotencia SET vivo_em = now(), dono = $4 WHERE idcliente = $1 AND chave = $2 AND estado = 'EM_ANDAMENTO'
           AND vivo_em < now() - make_interval(secs => $3) RETURNING chave`,
        [k.idcliente, k.chave, KEY_STALE_SECONDS, dono],
      );
      if (taken.length > 0) return { kind: 'new', dono };
    }
    throw keyInFlight();
  }
  throw keyInFlight();
}

/**
 * Stores the answer of the key's request (inside the order's transaction on success); false when
 * the key is no longer this holder's (taken over while the request stalled).
 */
export async function completeKey(q: Queryable, k: HeldKey, status: number, body: unknown): Promise<boolean> {
  const done = await q.query(
    `UPDATE idempotencia SET estado = 'CONCLUIDO', status_http = $4, resposta = $5::jsonb, concluido_em = now()
     WHERE idcliente = $1 AND chave = $2 AND dono = $3 AND estado = 'EM_ANDAMENTO' RETURNING chave`,
    [k.idcliente, k.chave, k.dono, status, JSON.stringify(body)],
  );
  return done.length > 0;
}

/** The holder is alive: its key is not taken over. */
export async function touchKey(q: Queryable, k: HeldKey): Promise<void> {
  await q.query(
    `UPDATE idempotencia SET vivo_em = now() WHERE idcliente = $1 AND chave = $2 AND dono = $3 AND estado = 'EM_ANDAMENTO'`,
    [k.idcliente, k.chave, k.dono],
  );
}

/** Forgets a key whose request failed unexpectedly, so it can be retried. */
export async function releaseKey(q: Queryable, k: HeldKey): Promise<void> {
  await q.query(
    `DELETE FROM idempotencia WHERE idcliente = $1 AND chave = $2 AND dono = $3 AND estado = 'EM_ANDAMENTO'`,
    [k.idcliente, k.chave, k.dono],
  );
}
