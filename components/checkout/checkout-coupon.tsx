'use client';

import { lazy, Suspense } from 'react';

import { useCheckout } from './checkout-form';

// The cart page's coupon entry, loaded after the page (React.lazy: no loader library, no cart store in the first load).
const CouponEntry = lazy(() => import('@/components/coupon/coupon-entry').then((m) => ({ default: m.CouponEntry })));

/** The coupon at checkout: the same entry as the cart page; a change saves the cart and the review renders again. */
export function CheckoutCoupon() {
  // The coupon's rules follow the method checked here, not only the remembered preference.
  const { formaPagamento } = useCheckout();
  return (
    <Suspense fallback={null}>
      <CouponEntry formaPagamento={formaPagamento} />
    </Suspense>
  );
}
