/**
 * Caps on what anyone can make us send (codes, reset links, registrations, availability alerts):
 * per account, per destination (email or phone) and per client address (decision 0017), counted in
 * PostgreSQL (`envios_contados`) so that every API instance sees the same counts. The figures are
 * far above what a person does in an hour; past one, 429 with `Retry-After`.
 */
import { IDENTITY_MESSAGES } from '../../../../lib/contract';
import { addressBucket } from '../../../../lib/shared/client-address.mjs';
import type { Db, Queryable } from '../../db/types';
import { tooMany } from '../errors';
import { identitySettings } from './settings';

const HOUR = 60 * 60;

type Cap = { conta?: number; destino?: number; endereco?: number; janelaSegundos: number };

/** Every cap, in one place (docs/decisions/0017-login-throttling.md, "Caps on sending"). */
export const SEND_CAPS = {
  /** GET /v4/verificacao/enviar-verificacao: a code by email, SMS or WhatsApp. */
  verificacao: { conta: 5, destino: 5, endereco: 20, janelaSegundos: HOUR },
  /** The code sent to the new address of an email change. */
  'troca-email': { conta: 5, destino: 5, endereco: 20, janelaSegundos: HOUR },
  /** GET /v2/app/{token}/cliente/senha/recuperar/{idcliente}: a reset link. */
  'redefinicao-senha': { conta: 5, destino: 5, endereco: 20, janelaSegundos: HOUR },
  /** POST /v1/app/{token}~{idcliente}/usuario: destino is the email registered. */
  cadastro: { destino: 3, endereco: 20, janelaSegundos: HOUR },
  /** POST /v4/notificacao/alerta-disponibilidade ("Avise-me"): destino is the account's email. */
  'alerta-disponibilidade': { conta: 30, destino: 30, endereco: 60, janelaSegundos: HOUR },
  /** POST /v4/fale-conosco/{idfornecedor}: destino is the sender's email (decision 0046). */
  'fale-conosco': { destino: 5, endereco: 10, janelaSegundos: HOUR },
} as const satisfies Record<string, Cap>;

export type SendKind = keyof typeof SEND_CAPS;

export type SendKeys = { conta?: string | null; destino?: string | null; endereco: string };

/**
 * Counts one send of `kind` against each key, or refuses it (429 'Muitas solicitações…', and the
 * seconds until the fullest key has room again) without counting. Runs in its own transaction
 * under a lock per key, so parallel requests (on any instance) cannot pass a cap together.
 */
export async function countSend(db: Db, kind: SendKind, keys: SendKeys): Promise<void> {
  const cap: Cap = SEND_CAPS[kind];
  const counted: [string, number][] = [];
  if (cap.conta && keys.conta) counted.push([`conta:${keys.conta.toLowerCase()}`, cap.conta]);
  if (cap.destino && keys.destino) counted.push([`destino:${keys.destino.trim().toLowerCase()}`, cap.destino]);
  if (cap.endereco)
    counted.push([
      `endereco:${addressBucket(keys.endereco)}`,
      cap.endereco * identitySettings().SEND_CAPS_ADDRESS_SCALE,
    ]);
  counted.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  await db.transaction(async (tx) => {
    let wait = 0;
    for (const [chave, limit] of counted) {
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`envio:${kind}:${chave}`]);
      wait = Math.max(wait, await secondsUntilRoom(tx, kind, chave, limit, cap.janelaSegundos));
    }
    if (wait > 0) throw tooMany(IDENTITY_MESSAGES.muitasSolicitacoes, 'MUITAS_SOLICITACOES', wait);
    for (const [chave] of counted)
      await tx.query('INSERT INTO envios_contados (tipo, chave) VALUES ($1, $2)', [kind, chave]);
    // Rows past the longest window count for nothing: dropped now and then, by whoever sends.
    if (Math.random() < 0.02)
      await tx.query("DELETE FROM envios_contados WHERE criado_em < now() - interval '1 day'", []);
  });
}

/** 0 when the key has room; else the seconds until its `limit`-th newest send leaves the window. */
async function secondsUntilRoom(
  db: Queryable,
  kind: string,
  chave: string,
  limit: number,
  windowSeconds: number,
): Promise<number> {
  const [row] = await db.query<{ espera: number }>(
    `SELECT extract(epoch FROM criado_em + make_interval(secs => $3::int) - now())::float8 AS espera
     FROM envios_contados
     WHERE tipo = $1 AND chave = $2 AND criado_em > now() - make_interval(secs => $3::int)
     ORDER BY criado_em DESC OFFSET $4::int - 1 LIMIT 1`,
    [kind, chave, windowSeconds, limit],
  );
  return row ? Math.max(1, row.espera) : 0;
}
