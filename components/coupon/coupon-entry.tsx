'use client';

import dynamic from 'next/dynamic';

/**
 * The cart page's coupon entry (issue 13): the applied coupon with 'Remover cupom', or 'Adicionar
 * cupom' opening the coupon modal (coupon-panel.tsx). Loaded after hydration, never with the
 * page's first load: it shows nothing before the API's cart answer arrives anyway.
 */
export const CouponEntry = dynamic(() => import('./coupon-panel').then((m) => m.CouponPanel), { ssr: false });
