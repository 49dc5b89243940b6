'use client';

import { lazy, Suspense } from 'react';

import { useCartStore } from '@/stores/cart-store';

// React.lazy, not next/dynamic: no loader library in the page's first load.
const CouponPanel = lazy(() => import('./coupon-panel').then((m) => ({ default: m.CouponPanel })));

/**
 * The cart page's coupon entry: the applied coupon with 'Remover cupom', or 'Adicionar
 * cupom' opening the coupon modal (coupon-panel.tsx). Loaded once the API's cart answer is in the
 * browser (it has nothing to show before), never with the page's first load.
 */
export function CouponEntry({ formaPagamento }: { formaPagamento?: string | null }) {
  const answered = useCartStore((s) => s.servidor !== null);
  if (!answered) return null;
  return (
    <Suspense fallback={null}>
      <CouponPanel formaPagamento={formaPagamento} />
    </Suspense>
  );
}
