'use client';

import { lazy, Suspense, useState } from 'react';

import type { CardTerms } from '@/lib/rules/instalments';

import { useCheckout } from './checkout-form';

// The card fields (and the card rules) load when a card method is chosen, not with the page.
const CardFields = lazy(() => import('./card-fields').then((m) => ({ default: m.CardFields })));

/** Only credit cards are charged online (tokenised); a debit card is paid on delivery. */
const isCard = (tipo: string | null) => tipo === 'CARTAO_CREDITO';

/**
 * Where the card fields go: loaded the first time a card method is checked (on the server when it
 * is the method checked first), then kept, so nothing typed is lost when the shopper looks at
 * another method and comes back.
 */
export function CardSlot({ parcelas }: { parcelas: Record<string, CardTerms> }) {
  const { tipoPagamento } = useCheckout();
  const [shown, setShown] = useState(isCard(tipoPagamento));
  if (!shown && isCard(tipoPagamento)) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={<p className="text-sm">Carregando os campos do cartão…</p>}>
      <CardFields parcelas={parcelas} />
    </Suspense>
  );
}
