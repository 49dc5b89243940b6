import { formatBRL } from '@/lib/rules/money';
import type { ReferenceOffer } from '@/lib/rules/offer';
import { discountBadge } from '@/lib/rules/offer-text';

/** "−23%" on a price with a reference price; a screen reader hears "23% de desconto". */
export function DiscountBadge({ offer }: { offer: ReferenceOffer }) {
  const badge = discountBadge(offer);
  if (!badge) return null;
  return (
    <span className="ml-2 inline-block rounded bg-red-700 px-1.5 py-0.5 align-middle text-xs font-bold text-white">
      <span aria-hidden="true">{badge.visible}</span>
      <span className="sr-only">{badge.spoken}</span>
    </span>
  );
}

/**
 * The price with its reference: "De R$ 12,90 por R$ 9,90" (the old price struck through, and
 * said in words for everyone), the "De … por" part styled by `prefixClassName`.
 */
export function ReferencePrice({ offer, prefixClassName }: { offer: ReferenceOffer; prefixClassName: string }) {
  return (
    <span>
      <span className={prefixClassName}>
        De <s>{formatBRL(offer.de)}</s> por
      </span>{' '}
      {formatBRL(offer.por)}
    </span>
  );
}
