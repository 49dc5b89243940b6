/** Referral coupons (uses-share-coupom): each client has one code to share with friends. */
import { createHash, randomUUID } from 'node:crypto';

import { COUPON_API_MESSAGES } from '../../../../lib/contract/coupon';
import { nameSortKey } from '../../../../lib/rules/cart';
import type { Queryable } from '../../db/types';
import { notFound } from '../errors';
import type { SupplierRow } from '../suppliers';
import { findReferralCoupon } from './repository';
import { toWire } from './terms';

/** What a friend gets: 10% off a first purchase, once. */
export const REFERRAL_PERCENT_BP = 1000;

function referralCode(nome: string, idcliente: string, idfornecedor: string): string {
  const first =
    nameSortKey(nome.split(/\s+/)[0] ?? '')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 10) || 'AMIGO';
  const tail = createHash('sha256').update(`${idfornecedor}:${idcliente}`).digest('hex').slice(0, 6).toUpperCase();
  return `INDICA-${first}-${tail}`;
}

export async function referralCoupon(db: Queryable, f: SupplierRow, idcliente: string) {
  if (!f.tags.includes('uses-share-coupom'))
    throw notFound(COUPON_API_MESSAGES.indicacaoIndisponivel, 'INDICACAO_INDISPONIVEL');
  let [row] = await findReferralCoupon(db, f.idfornecedor, idcliente);
  if (!row) {
    const [cliente] = await db.query<{ nome: string }>('SELECT nome FROM clientes WHERE idcliente = $1', [idcliente]);
    // Idempotent: two first calls at once create one coupon.
    await db.query(
      `INSERT INTO cupons (idcupom, idfornecedor, codigo, descricao, tipo_desconto, percentual_bp, primeira_compra, limite_por_cliente, publico, idcliente_indicador)
       VALUES ($1, $2, $3, $4, '%', $5, true, 1, false, $6)
       ON CONFLICT DO NOTHING`,
      [
        randomUUID(),
        f.idfornecedor,
        referralCode(cliente?.nome ?? '', idcliente, f.idfornecedor),
        `Indicação de ${cliente?.nome ?? 'cliente'}`,
        REFERRAL_PERCENT_BP,
        idcliente,
      ],
    );
    [row] = await findReferralCoupon(db, f.idfornecedor, idcliente);
  }
  const cupom = toWire(row!);
  return {
    cupom,
    mensagemCompartilhamento: COUPON_API_MESSAGES.compartilhar(
      cupom.codigoCupom,
      `${cupom.valorDescontoPercentual}% de desconto`,
      f.nome,
    ),
  };
}
