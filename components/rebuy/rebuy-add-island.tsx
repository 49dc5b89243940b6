'use client';

import { lazy, Suspense } from 'react';

import { formatQuantity } from '@/lib/rules/quantity-text';

import type { RebuyItem } from './rebuy-add';

// The button, the stepper it turns into and the cart store in their own chunk, out of the home's
// first-load JavaScript, as the cards' stepper (decision 0054).
const RebuyAdd = lazy(() => import('./rebuy-add').then((m) => ({ default: m.RebuyAdd })));
const RebuyAddAll = lazy(() => import('./rebuy-add').then((m) => ({ default: m.RebuyAddAll })));

/** "Adicionar 12 un" of a rebuy card: shown disabled, with the same markup, until its chunk arrives. */
export function RebuyAddIsland(item: RebuyItem) {
  return (
    <Suspense fallback={<RebuyAddFallback {...item} />}>
      <RebuyAdd {...item} />
    </Suspense>
  );
}

/** RebuyAdd's button before the cart is ready, without its code. */
export function RebuyAddFallback({ produto, quantidade }: RebuyItem) {
  const text = formatQuantity(quantidade, produto.unidade);
  return (
    <button
      type="button"
      disabled
      aria-label={`Adicionar ${text} de ${produto.nome} ao carrinho`}
      className="w-full rounded bg-secondary px-3 py-2 text-sm font-semibold text-[var(--color-on-secondary)] disabled:opacity-50"
    >
      Adicionar {text}
    </button>
  );
}

/** "Adicionar todos ao carrinho", loaded the same way: disabled, with its markup, until its chunk arrives. */
export function RebuyAddAllIsland({ items }: { items: RebuyItem[] }) {
  return (
    <Suspense
      fallback={
        <div className="flex flex-col gap-2">
          <button
            type="button"
            disabled
            className="self-start rounded bg-primary px-4 py-2 font-semibold text-on-primary disabled:opacity-50"
          >
            Adicionar todos ao carrinho
          </button>
          <p role="status" className="text-sm text-gray-800" />
        </div>
      }
    >
      <RebuyAddAll items={items} />
    </Suspense>
  );
}
