/**
 * The cart's coupon at placement (decision 0019): chosen as the cart answer chooses it, then its
 * row is locked (SELECT … FOR UPDATE) and its limits counted again under the lock, so parallel
 * orders never pass a usage limit; the use is recorded with the order number. A saved coupon that
 * no longer applies (or stops applying under the lock) refuses the order with its own message
 * (409), so the shopper reviews the cart.
 */
import { COUPON_MESSAGES, evaluateCoupon, type CouponDiscount } from '../../../../lib/rules/coupon';
import type { Queryable } from '../../db/types';
import { chooseCoupon, type CartFacts } from '../coupon/choice';
import { clientHasOrdered, findCoupons } from '../coupon/repository';
import { benefitOf, clientFacts, conditionsOf } from '../coupon/terms';
import { conflict } from '../errors';

export type OrderCoupon = { idcupom: string; codigo: string; desconto: CouponDiscount };

const refused = (mensagem: string) => conflict(mensagem, 'CUPOM_INVALIDO');

export async function settleCoupon(
  tx: Queryable,
  facts: CartFacts,
  saved: { codigo_cupom: string | null; cupom_aplicacao_automatica: boolean },
): Promise<OrderCoupon | null> {
  const choice = await chooseCoupon(tx, facts, saved.codigo_cupom, saved.cupom_aplicacao_automatica);
  // A better automatic coupon replacing the manual one is no refusal: the shopper gets more.
  if (choice.manualRecusado && choice.mensagem && choice.mensagem !== COUPON_MESSAGES.trocaBloqueada)
    throw refused(choice.mensagem);
  const a = choice.aplicado;
  if (!a) return null;
  await tx.query('SELECT 1 FROM cupons WHERE idcupom = $1 FOR UPDATE', [a.row.idcupom]);
  const [row] = await findCoupons(tx, facts.idfornecedor, facts.idcliente, a.row.codigo, false);
  if (!row) throw refused(COUPON_MESSAGES.naoEncontrado);
  const jaComprou = row.primeira_compra ? await clientHasOrdered(tx, facts.idcliente, facts.idfornecedor) : false;
  const r = evaluateCoupon(
    benefitOf(row),
    conditionsOf(row),
    {
      agora: new Date(),
      canalVenda: facts.canal,
      idformapagamento: facts.idformapagamento,
      totalCompras: facts.totalCompras,
      ...clientFacts(row, facts.idcliente, jaComprou),
    },
    facts.linhas,
  );
  if (!r.ok) throw refused(r.mensagem);
  return { idcupom: row.idcupom, codigo: row.codigo, desconto: r.desconto };
}

export async function recordCouponUse(
  tx: Queryable,
  c: OrderCoupon,
  idcliente: string,
  numpedido: number,
): Promise<void> {
  await tx.query('INSERT INTO cupom_usos (idcupom, idcliente, numpedido) VALUES ($1, $2, $3)', [
    c.idcupom,
    idcliente,
    String(numpedido),
  ]);
}
