/** validar-desconto: the coupon against the client's saved cart, decided as the cart answer decides. */
import type { ValidateCouponResponse } from '../../../../lib/contract/coupon';
import { COUPON_MESSAGES } from '../../../../lib/rules/coupon';
import type { Db } from '../../db/types';
import type { CartContext } from '../cart/access';
import { pricedCart } from '../cart/pricing';
import { loadCart } from '../cart/read';
import { chooseCoupon, unknownCode } from './choice';
import { toWire } from './terms';
import { countCouponAttempt } from './throttle';

/** `address`: the client's address as the HTTP layer read it (the enumeration guard counts by it). */
export async function validateCoupon(
  db: Db,
  ctx: CartContext,
  codigo: string,
  q: { canalVenda: 'WEB' | 'MANUAL'; idformapagamento?: string; codigocupomautomatico?: string },
  address: string,
): Promise<ValidateCouponResponse> {
  const state = await loadCart(db, ctx.key);
  const p = await pricedCart(db, ctx, state, q);
  const refused = (mensagem: string): ValidateCouponResponse => ({
    valido: false,
    mensagem,
    cupom: null,
    valorDesconto: null,
    totalDescontoEspecifico: null,
  });
  if (p.hidden) return refused(COUPON_MESSAGES.naoVerificado);
  const attempt = await countCouponAttempt(db, ctx.key.idcliente, address);
  // The automatic coupon competes when the cart shows it (the code sent) or has automatic application on.
  const withAutomatic = q.codigocupomautomatico !== undefined || state.cart.cupom_aplicacao_automatica;
  const choice = await chooseCoupon(
    db,
    {
      ...ctx.key,
      linhas: p.discountLines,
      totalCompras: p.totalCompras,
      canal: p.canal,
      idformapagamento: q.idformapagamento ?? null,
    },
    codigo,
    withAutomatic,
  );
  if (!unknownCode(choice)) await attempt.forgive();
  const a = choice.aplicado;
  if (choice.manualRecusado || !a) return refused(choice.mensagem ?? COUPON_MESSAGES.naoVerificado);
  return {
    valido: true,
    mensagem: null,
    cupom: toWire(a.row),
    valorDesconto: a.desconto.valorDesconto,
    totalDescontoEspecifico: a.desconto.totalDescontoEspecifico,
  };
}
