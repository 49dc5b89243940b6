import { couponEndpoints } from '../../../lib/contract/coupon';
import { cartContext } from '../domain/cart';
import { listClientCoupons, referralCoupon, validateCoupon } from '../domain/coupon';
import { defineRoute } from '../http/router';

/** Discount coupons, declared in lib/contract/coupon.ts. Bearer `<token>~<idcliente>`. */
export const couponRoutes = [
  defineRoute(couponEndpoints.validateCoupon, async ({ db, auth, params, query, clientAddress }) => {
    const ctx = await cartContext(db, auth, params.idcliente, params.idfornecedor);
    return validateCoupon(db, ctx, params.codigo, query, clientAddress);
  }),

  defineRoute(couponEndpoints.listClientCoupons, async ({ db, auth, params, query }) => {
    const ctx = await cartContext(db, auth, params.idcliente, auth.sessao?.idfornecedor ?? '');
    return listClientCoupons(db, ctx.key.idfornecedor, ctx.key.idcliente, query);
  }),

  defineRoute(couponEndpoints.getReferralCoupon, async ({ db, auth, params }) => {
    const ctx = await cartContext(db, auth, params.idcliente, auth.sessao?.idfornecedor ?? '');
    return referralCoupon(db, ctx.f, ctx.key.idcliente);
  }),
];
