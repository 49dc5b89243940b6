import 'server-only';

import { couponEndpoints } from '@/lib/contract/coupon';

import { commerceCallResult, type CallOutcome } from './call';
import { noStore, ownerAuth, type Owner } from './owner';

/**
 * Coupon calls (spec 7 "Coupons"), declared in lib/contract/coupon.ts. Server only: the
 * session token never reaches the browser. `owner` is the session and the client the coupon is for.
 */

const paymentMethod = (idformapagamento?: string) => (idformapagamento ? { idformapagamento } : {});

export type ValidateCouponOptions = {
  idformapagamento?: string;
  /** The automatic coupon the cart shows: a better one blocks the swap. */
  codigocupomautomatico?: string;
};

/** validar-desconto: the code checked against the client's saved cart on the WEB channel. */
export function validateCoupon(
  owner: Owner,
  codigo: string,
  opts: ValidateCouponOptions = {},
): Promise<CallOutcome<typeof couponEndpoints.validateCoupon>> {
  return commerceCallResult(
    couponEndpoints.validateCoupon,
    {
      params: { idfornecedor: owner.idfornecedor, idcliente: owner.idcliente, codigo },
      query: {
        canalVenda: 'WEB',
        ...paymentMethod(opts.idformapagamento),
        ...(opts.codigocupomautomatico ? { codigocupomautomatico: opts.codigocupomautomatico } : {}),
      },
      auth: ownerAuth(owner),
    },
    noStore(owner.idfornecedor, 'throw'),
  );
}

/** The supplier's public coupons the client may use now (with the chosen payment method, if any). */
export function listClientCoupons(
  owner: Owner,
  idformapagamento?: string,
): Promise<CallOutcome<typeof couponEndpoints.listClientCoupons>> {
  return commerceCallResult(
    couponEndpoints.listClientCoupons,
    {
      params: { idcliente: owner.idcliente },
      query: { onlyLast: 'false', available: 'true', ...paymentMethod(idformapagamento) },
      auth: ownerAuth(owner),
    },
    noStore(owner.idfornecedor, 'throw'),
  );
}

/** The client's referral coupon and the text to share (404 when the supplier has none). */
export function getReferralCoupon(owner: Owner): Promise<CallOutcome<typeof couponEndpoints.getReferralCoupon>> {
  return commerceCallResult(
    couponEndpoints.getReferralCoupon,
    { params: { idcliente: owner.idcliente }, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor, 'throw'),
  );
}
