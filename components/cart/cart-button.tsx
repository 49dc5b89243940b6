'use client';

import { lazy, Suspense } from 'react';

import { supplierHref } from '@/lib/supplier-href';

import { CartIcon } from './cart-icon';

// The cart island (count, drawer, the store's link to the API) loads after the first paint.
const CartIsland = lazy(() => import('./cart-island').then((m) => ({ default: m.CartIsland })));

type Props = { base: string; idfornecedor: string; logado: boolean; tags: string[] };

/**
 * The header's cart: the island in its own chunk (not in the first-load JavaScript), shown as a
 * plain link to /carrinho until that chunk arrives.
 */
export function CartButton(props: Props) {
  const link = (
    <a
      href={supplierHref(props.base, '/carrinho')}
      className="relative flex items-center gap-1 rounded px-2 py-1 font-semibold"
    >
      <CartIcon />
      <span className="hidden sm:inline">Carrinho</span>
      {/* The island's count badge takes this room: nothing moves when it arrives. */}
      <span aria-hidden="true" className="invisible min-w-5 rounded-full px-1.5 text-center text-xs font-bold">
        0
      </span>
    </a>
  );
  return (
    <Suspense fallback={link}>
      <CartIsland {...props} />
    </Suspense>
  );
}
