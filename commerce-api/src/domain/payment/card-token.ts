/**
 * Card tokenisation (POST /v4/payment-sdk/generate-token): the reference API stands in for the
 * payment provider. The number is checked (Luhn, brand, expiry, CVV by brand) and forgotten: only
 * the token's sha256, the brand, the last four digits, the holder's name and the times are stored.
 * A token is single-use and lives 30 minutes; a client may create at most 10 in 10 minutes
 * (counted in the database, under a per-client lock, so parallel requests and API instances agree).
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';

import { PAYMENT_MESSAGES, type CardToken, type cardTokenBodySchema } from '../../../../lib/contract/payment';
import {
  CARD_MESSAGES,
  cvvValid,
  detectBrand,
  expiryValid,
  lastFour,
  luhnValid,
  type CardBrand,
} from '../../../../lib/rules/card';
import type { Db } from '../../db/types';
import type { AuthContext } from '../caller';
import { DomainError, forbidden, invalid } from '../errors';
import { sha256 } from '../identity/crypto';
import { requireCliente } from '../identity/guards';
import { getSupplierRow } from '../suppliers';

export type CardTokenBody = z.output<typeof cardTokenBodySchema>;

export const CARD_TOKEN_TTL_MINUTES = 30;
export const CARD_TOKEN_LIMIT = 10;
export const CARD_TOKEN_WINDOW_MINUTES = 10;

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
};

const refuse = (campo: string, mensagem: string) => invalid(mensagem, { [campo]: mensagem }, 'CARTAO_INVALIDO');

/** The brand of a valid card, or the pt-BR reason it is refused. */
export function checkCard(b: CardTokenBody, now: Date): CardBrand {
  if (!luhnValid(b.numero)) throw refuse('numero', CARD_MESSAGES.numeroInvalido);
  const brand = detectBrand(b.numero);
  if (!brand) throw refuse('numero', CARD_MESSAGES.bandeiraNaoAceita);
  if (!expiryValid(b.mesValidade, b.anoValidade, now)) throw refuse('anoValidade', CARD_MESSAGES.validadeInvalida);
  if (!cvvValid(b.cvv, brand)) throw refuse('cvv', CARD_MESSAGES.cvvInvalido);
  return brand;
}

export async function createCardToken(
  db: Db,
  auth: AuthContext,
  body: CardTokenBody,
  now = new Date(),
): Promise<CardToken> {
  const a = requireCliente(auth);
  const f = await getSupplierRow(db, body.idfornecedor);
  if (f.idfornecedor !== a.sessao.idfornecedor) throw forbidden('Sessão de outro fornecedor');
  const brand = checkCard(body, now);
  const token = `tok_${randomBytes(24).toString('base64url')}`;
  const titular = body.nome.replace(/\s+/g, ' ').toLocaleUpperCase('pt-BR');
  const final = lastFour(body.numero);
  const expiraEm = new Date(now.getTime() + CARD_TOKEN_TTL_MINUTES * 60_000);
  const idcliente = a.cliente.idcliente;
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`cartao:${idcliente}`]);
    const [r] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cartao_tokens WHERE idcliente = $1 AND criado_em > now() - make_interval(mins => $2)',
      [idcliente, CARD_TOKEN_WINDOW_MINUTES],
    );
    if (r!.n >= CARD_TOKEN_LIMIT)
      throw new DomainError('too_many', 'MUITAS_TENTATIVAS', PAYMENT_MESSAGES.muitasTentativas);
    await tx.query(
      `INSERT INTO cartao_tokens (token_hash, idcliente, idfornecedor, bandeira, final, titular, expira_em)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [sha256(token), idcliente, f.idfornecedor, BRAND_NAMES[brand], final, titular, expiraEm],
    );
  });
  return { token, bandeira: BRAND_NAMES[brand], final, titular, expiraEm: expiraEm.toISOString() };
}
