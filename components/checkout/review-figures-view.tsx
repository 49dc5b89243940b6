import { formatBRL } from '@/lib/rules/money';

import { freightLabel } from './freight-label';
import type { ReviewTotals } from './totals';

/**
 * The review's figures: goods, discount, the freight of the chosen delivery method, the convenience fee and the
 * total. The markup ReviewFigures renders as the shopper chooses, and the page renders on the server, with the
 * methods checked first, until its chunk arrives (decision 0054). The whole list: React may stream the boundary
 * after the page in a hidden <div>, where a <dt> without its <dl> is invalid HTML. No ids: both may be in the
 * page at once.
 */
export function ReviewFiguresView({
  retirada,
  escolhida,
  totals,
  cupom,
}: {
  retirada: boolean;
  /** A delivery method is checked. */
  escolhida: boolean;
  totals: ReviewTotals;
  /** The cart's coupon, named beside its discount. */
  cupom: string | null;
}) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-gray-300 pt-3">
      <dt>Produtos</dt>
      <dd className="text-right" aria-label="Produtos">
        {totals.produtos === null ? 'A definir' : formatBRL(totals.produtos)}
      </dd>
      {totals.desconto > 0 && (
        <>
          <dt data-so-compra="">Desconto{cupom ? ` (${cupom})` : ''}</dt>
          <dd data-so-compra="" className="text-right text-green-800">
            − {formatBRL(totals.desconto)}
          </dd>
        </>
      )}
      <dt>{retirada ? 'Retirada' : 'Frete'}</dt>
      <dd className="text-right" aria-label={retirada ? 'Retirada' : 'Frete'}>
        {escolhida ? freightLabel(totals.frete) : '—'}
      </dd>
      {totals.taxaConveniencia > 0 && (
        <>
          <dt>Taxa de conveniência</dt>
          <dd className="text-right">{formatBRL(totals.taxaConveniencia)}</dd>
        </>
      )}
      <dt className="text-lg font-bold">Total</dt>
      <dd className="text-right text-lg font-bold" aria-label="Total do pedido" aria-live="polite">
        {totals.total === null ? 'A definir' : formatBRL(totals.total)}
      </dd>
    </dl>
  );
}
