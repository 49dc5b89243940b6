import type { CartLineProduct } from '@/lib/cart/line';
import { approxUnitPriceText, packageText, unitWeightText } from '@/lib/rules/quantity-text';
import { unitWeight } from '@/lib/rules/unit-weight';

/**
 * The note under a quantity stepper: the package ("1 cx = 12 un") or, for produce ordered by the unit,
 * the piece's weight and price (decision 0055). One function for the stepper and the markup shown
 * before its chunk arrives (lazy-quantity-stepper.tsx, decision 0054).
 */
export function stepperNote(produto: CartLineProduct): string | null {
  const weight = unitWeight(produto);
  const pieceText = unitWeightText(produto);
  return (
    packageText(produto) ??
    (pieceText && weight ? `${pieceText} · ${approxUnitPriceText(produto.preco, weight)}` : pieceText)
  );
}
