'use client';

import { lazyOverFallback } from '@/components/ui/lazy-over-fallback';

// The cart page (its store, lines, steppers, coupon and notes) in a chunk of its own, out of /carrinho's
// first-load JavaScript (decision 0054), requested as soon as the page hydrates. Until then `fallback`
// (CartPageView rendered on the server: the saved lines' preview, the notes, the minimum order) is what shows,
// as it is without JavaScript.
export const LazyCartPage = lazyOverFallback(() => import('./cart-page').then((m) => m.CartPage));
