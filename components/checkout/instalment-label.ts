import { instalmentOptionText, instalmentPlan, type CardTerms } from '@/lib/rules/instalments';

// Apart from totals.ts: the review's figures and the checkout form are in /finalizar's first load, and the
// instalment rules (with the price rules they use) are wanted only by the card fields, which load when a card
// method is chosen (decision 0054).

/**
 * '3x de R$ 34,00 sem juros' ('À vista (R$ …)' for one), the same text the order shows afterwards; '6x de R$ 9,12 com
 * juros' when the method charges interest (lib/rules/instalments, the rule cards and product pages use).
 */
export function instalmentLabel(
  total: number | null,
  parcelas: number,
  terms: Pick<CardTerms, 'juros_mensal_bp'> = { juros_mensal_bp: 0 },
): string {
  if (total === null) return parcelas === 1 ? 'À vista' : `${parcelas}x`;
  return instalmentOptionText(instalmentPlan(total, parcelas, terms));
}
