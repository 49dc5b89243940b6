'use client';

import { lazy, Suspense, type ReactNode } from 'react';

import type { CartLineProduct } from '@/lib/cart/line';

// The stepper, its rules and the cart store in their own chunk (not in the first-load JavaScript):
// it hydrates when that chunk arrives, as the header's cart island does (decision 0054).
const QuantityStepper = lazy(() => import('./quantity-stepper').then((m) => ({ default: m.QuantityStepper })));

/** The stepper, shown as `fallback` (its server-rendered "Adicionar", disabled) until its chunk arrives. */
export function QuantityStepperIsland({
  produto,
  compact,
  note,
  fallback,
}: {
  produto: CartLineProduct;
  compact?: boolean;
  /** The note under the stepper, written on the server (see QuantityStepper's `note`). */
  note: string | null;
  fallback: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <QuantityStepper produto={produto} compact={compact} note={note} />
    </Suspense>
  );
}
