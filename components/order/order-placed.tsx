'use client';

import { useEffect } from 'react';

import type { CheckoutFacts } from '@/lib/analytics/ga4';
import { readPreferences } from '@/lib/consent/client';

const session = () => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Once per order and browser session (sessionStorage guard): GA4 `purchase` (when the supplier
 * sends events and the shopper allowed performance cookies), mirrored to the supplier's log; and
 * the cart store emptied (an order placed before the page's script ran left the store as it was).
 */
export function OrderPlaced({
  base,
  idfornecedor,
  numpedido,
  purchase,
}: {
  base: string;
  idfornecedor: string;
  numpedido: number;
  purchase: (CheckoutFacts & { frete: number }) | null;
}) {
  useEffect(() => {
    void import('@/lib/analytics/ga4').then((g) => {
      if (!g.firstPurchaseReport(session(), idfornecedor, numpedido)) return;
      void Promise.all([import('@/stores/cart-store'), import('@/stores/clear-when-ready')]).then(
        ([{ clearCartAfterOrder, useCartStore }, { clearCartWhenReady }]) =>
          clearCartWhenReady(useCartStore, idfornecedor, clearCartAfterOrder),
      );
      if (purchase && readPreferences().performance)
        g.sendEvent(window as unknown as { dataLayer?: unknown[] }, base, g.purchaseEvent({ ...purchase, numpedido }));
    });
  }, [base, idfornecedor, numpedido, purchase]);
  return null;
}
