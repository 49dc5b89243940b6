import { couponRejection } from '../../../../lib/rules/coupon';
import type { Queryable } from '../../db/types';
import { clientHasOrdered, listPublicCoupons } from './repository';
import { clientFacts, conditionsOf, toWire } from './terms';

/**
 * The supplier's public coupons for a client, with whether each may be used now. The cart is not
 * looked at (minimum order and products are shown, not checked); a payment-method coupon counts as
 * available unless another method is given.
 */
export async function listClientCoupons(
  db: Queryable,
  idfornecedor: string,
  idcliente: string,
  q: { onlyLast: boolean; available: boolean; idformapagamento?: string },
) {
  const rows = await listPublicCoupons(db, idfornecedor, idcliente);
  const jaComprou = rows.some((r) => r.primeira_compra) ? await clientHasOrdered(db, idcliente, idfornecedor) : false;
  const agora = new Date();
  const all = rows.map((r) => {
    const motivo = couponRejection(conditionsOf(r), {
      agora,
      canalVenda: r.canal ?? 'WEB',
      idformapagamento: q.idformapagamento ?? r.idformapagto,
      totalCompras: Number.MAX_SAFE_INTEGER,
      ...clientFacts(r, idcliente, jaComprou),
    });
    return { ...toWire(r), disponivel: motivo === null, motivo };
  });
  const shown = q.available ? all.filter((c) => c.disponivel) : all;
  return { cupons: q.onlyLast ? shown.slice(0, 1) : shown };
}
