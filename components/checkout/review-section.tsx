import type { CheckoutData } from '@/lib/checkout/server';
import type { Cart } from '@/lib/contract/cart';
import { formatBRL } from '@/lib/rules/money';
import { formatQuantity } from '@/lib/rules/quantity-text';

import { FIELD } from './field-names';
import { LazyReviewFigures } from './lazy-checkout-islands';
import { ReviewFiguresView } from './review-figures-view';
import type { ReviewTotals } from './totals';

type Props = Pick<CheckoutData, 'info' | 'cart'> & {
  retirada: boolean;
  /** A delivery method is checked first, and the totals with it (from the cart's goods and discount): the figures' server-rendered fallback. */
  escolhida: boolean;
  totals: ReviewTotals;
};

/** The reviewed lines as the form sends them (the API checks them against the saved cart). */
export function reviewedLines(cart: Cart) {
  return cart.produtosSelecionados
    .filter((p) => p.disponivel)
    .map((p) => ({ idproduto: p.idproduto, quantidade: p.quantidade, embalarParaPresente: p.embalarParaPresente }));
}

/**
 * Revisão: the lines, goods, discount, then the freight of the chosen method, the convenience fee
 * and the total (ReviewFigures follows the shopper's choice; it loads after the page, over the same markup for
 * the methods checked first, decision 0054). Every figure is the API's.
 */
export function ReviewSection({ cart, info, retirada, escolhida, totals }: Props) {
  const lines = cart.produtosSelecionados;
  return (
    <section aria-labelledby="checkout-revisao" className="flex flex-col gap-3 rounded border border-gray-300 p-4">
      <h2 id="checkout-revisao" className="text-xl font-bold">
        Revisão
      </h2>
      <input type="hidden" name={FIELD.itens} value={JSON.stringify(reviewedLines(cart))} />
      <input type="hidden" name={FIELD.cupom} value={cart.codigoCupom ?? ''} />
      <input type="hidden" name={FIELD.assinatura} value={cart.assinaturaSelecionada ?? 'whitout'} />
      <input type="hidden" name={FIELD.canal} value={cart.bloqueio_atendimento ? 'MANUAL' : 'WEB'} />
      <ul aria-label="Itens do pedido" className="flex flex-col divide-y divide-gray-200">
        {lines.map((p) => (
          <li key={p.idproduto} className="flex justify-between gap-3 py-2 text-sm">
            <span>
              <span className="font-semibold">{p.nome}</span>
              <span className="block text-gray-700">
                {formatQuantity(p.quantidade, p.unidade)}
                {p.preconf !== null && ` × ${formatBRL(p.preconf)}`}
                {p.embalarParaPresente && ' · para presente'}
                {!p.disponivel && ' · indisponível, fora do pedido'}
              </span>
            </span>
            <span className="whitespace-nowrap font-semibold">
              {p.totalItem === null ? '—' : formatBRL(p.totalItem)}
            </span>
          </li>
        ))}
      </ul>
      <LazyReviewFigures
        retirada={retirada}
        cupom={cart.codigoCupom}
        fallback={
          <ReviewFiguresView retirada={retirada} escolhida={escolhida} totals={totals} cupom={cart.codigoCupom} />
        }
      />
      {(info.pedidoMinimo !== null || info.horarioAtendimento) && (
        <ul className="text-sm text-gray-700" aria-label="Condições do fornecedor">
          {info.pedidoMinimo !== null && <li>Pedido mínimo: {formatBRL(info.pedidoMinimo)}</li>}
          {info.horarioAtendimento && <li>Horário de atendimento: {info.horarioAtendimento}</li>}
        </ul>
      )}
    </section>
  );
}
