'use client';

import { Suspense, lazy, useSyncExternalStore } from 'react';
import { readPreferences } from '@/lib/consent/client';
import type { RecommendationView } from '@/lib/rules/recommendation';
import { useCartStore } from '@/stores/cart-store';

const Recommendations = lazy(() => import('./recommendations').then((m) => ({ default: m.Recommendations })));

const noSubscription = () => () => undefined;

type Props = { base: string; visao: RecommendationView; idproduto?: string };

/**
 * Where the recommendations go (home, product page, cart; issue 16). Nothing in the server HTML nor
 * in the first-load JavaScript: the island's chunk loads only for a logged-in client who allowed
 * personalization cookies (the page renders this only for suppliers with enable-recommendation-system).
 */
export function RecommendationsSlot(props: Props) {
  const logado = useCartStore((s) => s.logado && s.idfornecedor !== null);
  // Read in the browser only (false in the server HTML): the cookie decides.
  const allowed = useSyncExternalStore(noSubscription, () => readPreferences().personalization, () => false);
  if (!logado || !allowed) return null;
  return (
    <Suspense fallback={null}>
      <Recommendations {...props} />
    </Suspense>
  );
}
