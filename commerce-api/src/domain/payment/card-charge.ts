/**
 * A card payment of an order: the token is consumed (single use, not expired, this client's) in
 * the order's transaction, the amount pre-authorised (spec 5 "Pre-charge note") and split in
 * instalments.
 */
import type { z } from 'zod';

import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import { type cardChargeSchema } from '../../../../lib/contract/order-payment';
import { allowedInstalments, instalmentPlan, type CardTerms } from '../../../../lib/rules/instalments';
import type { Queryable } from '../../db/types';
import { invalid } from '../errors';
import { sha256 } from '../identity/crypto';

export type CardCharge = z.infer<typeof cardChargeSchema>;

/** Orders with products sold by weight or volume pre-authorise 10% more: the billed amount may vary. */
export const WEIGHED_PREAUTH_PERCENT = 110;

export const cardRequired = () =>
  invalid(
    ORDER_MESSAGES.cartaoObrigatorio,
    { 'formaPagamento.tokenCartao': ORDER_MESSAGES.cartaoObrigatorio },
    'CARTAO_OBRIGATORIO',
  );
const cardExpired = () =>
  invalid(
    ORDER_MESSAGES.cartaoExpirado,
    { 'formaPagamento.tokenCartao': ORDER_MESSAGES.cartaoExpirado },
    'CARTAO_EXPIRADO',
  );

/** Marks the token used by this order; unknown, another client's, used or expired: 400 cartaoExpirado. */
export async function consumeCardToken(
  tx: Queryable,
  token: string,
  o: { idcliente: string; idfornecedor: string; numpedido: number },
): Promise<{ bandeira: string; final: string; titular: string }> {
  const [r] = await tx.query<{ bandeira: string; final: string; titular: string }>(
    `UPDATE cartao_tokens SET usado_em = now(), numpedido = $4
     WHERE token_hash = $1 AND idcliente = $2 AND idfornecedor = $3 AND usado_em IS NULL AND expira_em > now()
     RETURNING bandeira, final, titular`,
    [sha256(token), o.idcliente, o.idfornecedor, o.numpedido],
  );
  if (!r) throw cardExpired();
  return r;
}

/** The pre-authorised amount: the total, or total × 1.10 rounded up to the centavo with weighed products. */
export function preAuthorised(total: number, weighed: boolean): number {
  return weighed ? Math.ceil((total * WEIGHED_PREAUTH_PERCENT) / 100) : total;
}

export async function cardCharge(
  tx: Queryable,
  token: string | undefined,
  o: {
    idcliente: string;
    idfornecedor: string;
    numpedido: number;
    total: number;
    parcelas: number;
    weighed: boolean;
    method: CardTerms;
  },
): Promise<CardCharge> {
  if (!token) throw cardRequired();
  // The count checkout offered (lib/rules/instalments): max_parcelas, fewer when an instalment would fall below
  // parcela_minima. The method's own maximum is checked when it is chosen (methods.ts).
  if (o.parcelas > allowedInstalments(o.total, o.method))
    throw invalid(
      ORDER_MESSAGES.parcelasInvalidas,
      { 'formaPagamento.quantParcelas': ORDER_MESSAGES.parcelasInvalidas },
      'PARCELAS_INVALIDAS',
    );
  const card = await consumeCardToken(tx, token, o);
  // The same plan checkout showed (lib/rules/instalments): with interest the card is charged its total.
  const { quantParcelas, valorParcela, ultimaParcela, total, jurosMensalBp } = instalmentPlan(
    o.total,
    o.parcelas,
    o.method,
  );
  return {
    ...card,
    quantParcelas,
    valorParcela,
    ultimaParcela,
    ...(jurosMensalBp > 0 ? { jurosMensalBp, totalComJuros: total } : {}),
    valorPreAutorizado: preAuthorised(total, o.weighed),
  };
}
