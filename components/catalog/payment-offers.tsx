import type { PaymentMethod, Supplier } from '@/lib/contract/supplier';
import { bestInstalmentOffer, instalmentOfferText } from '@/lib/rules/instalments';
import { pixOffer, pixOfferText, PRICE_VARIANCE_TAG } from '@/lib/rules/price';

/** What the offers under a price need of the supplier: its tags, payment methods and PIX coupon. */
export type PaymentTerms = {
  tags: readonly string[];
  cupomPix: Supplier['cupomPix'];
  formasPagamento: readonly Pick<
    PaymentMethod,
    'tipo' | 'max_parcelas' | 'parcela_minima' | 'juros_mensal_bp' | 'variacao_preco_bp'
  >[];
};

/**
 * The terms for a viewer, or null when the prices it sees are already varied by a chosen method
 * (support-price-variance-by-payment): the base price the offers start from is then not shown.
 */
export function paymentTermsFor(
  supplier: Pick<Supplier, 'tag' | 'formasPagamento' | 'cupomPix'>,
  idformapagamento?: string,
): PaymentTerms | null {
  const chosen = supplier.formasPagamento.find((m) => m.idformapagto === idformapagamento);
  if (supplier.tag.includes(PRICE_VARIANCE_TAG) && chosen && chosen.variacao_preco_bp !== 0) return null;
  return { tags: supplier.tag, formasPagamento: supplier.formasPagamento, cupomPix: supplier.cupomPix };
}

/**
 * Small text under a price: "R$ 27,45 no PIX" where the supplier prices by payment or has a public
 * PIX coupon ("… com o cupom PIX5"), and the
 * best card offer ("em até 10x de R$ 44,90 sem juros"). Server-rendered, no script; only rendered
 * where the price itself is shown.
 */
export function PaymentOffers({ price, terms }: { price: number; terms: PaymentTerms | null | undefined }) {
  if (!terms) return null;
  const pix = pixOffer(price, terms.tags, terms.formasPagamento, terms.cupomPix);
  const cards = terms.formasPagamento.filter((m) => m.tipo === 'CARTAO_CREDITO');
  const offer = bestInstalmentOffer(price, cards, terms.tags.includes(PRICE_VARIANCE_TAG));
  if (pix === null && !offer) return null;
  return (
    <p className="text-xs text-gray-700" data-payment-offers="">
      {pix !== null && <span className="block font-semibold text-green-800">{pixOfferText(pix)}</span>}
      {offer && <span className="block">{instalmentOfferText(offer)}</span>}
    </p>
  );
}
