'use client';

import { useCheckout } from './checkout-form';
import { ReviewFiguresView } from './review-figures-view';

/**
 * The review's figures, the freight of the chosen delivery method and the total following the shopper's choice
 * (the API's figures only). Loaded after the page (LazyReviewFigures, decision 0054).
 */
export function ReviewFigures({ retirada, cupom }: { retirada: boolean; cupom: string | null }) {
  const { formaEntrega, totals } = useCheckout();
  return <ReviewFiguresView retirada={retirada} escolhida={!!formaEntrega} totals={totals} cupom={cupom} />;
}
