import type { CartLineProduct } from '@/lib/cart/line';

import { QuantityStepperIsland } from './quantity-stepper-island';
import { stepperNote } from './stepper-note';

/**
 * The quantity stepper of cards, the product page and combos, loaded after the first paint
 * (decision 0054). Until its chunk arrives the shopper sees what the stepper renders before the cart
 * is ready: its "Adicionar", disabled, and the package text, rendered here on the server with the
 * stepper's own markup (lazy-quantity-stepper.test.tsx compares both), so nothing moves.
 */
export function LazyQuantityStepper({ produto, compact = false }: { produto: CartLineProduct; compact?: boolean }) {
  const note = stepperNote(produto);
  return (
    <QuantityStepperIsland
      produto={produto}
      compact={compact}
      note={note}
      fallback={<StepperFallback produto={produto} compact={compact} note={note} />}
    />
  );
}

/** QuantityStepper's markup at 0 before the cart is ready, without its code. */
export function StepperFallback({
  produto,
  compact,
  note: pack,
}: {
  produto: CartLineProduct;
  compact: boolean;
  note: string | null;
}) {
  return (
    <div className={compact ? 'w-full' : undefined}>
      <div className={compact ? 'w-full' : ''}>
        <button
          type="button"
          disabled
          className={`rounded bg-secondary px-3 py-2 text-sm font-semibold text-[var(--color-on-secondary)] disabled:opacity-50 ${compact ? 'w-full' : ''}`}
          aria-label={`Adicionar ${produto.nome} ao carrinho`}
        >
          Adicionar
        </button>
      </div>
      {pack && <p className="mt-1 text-xs text-gray-700">{pack}</p>}
    </div>
  );
}
