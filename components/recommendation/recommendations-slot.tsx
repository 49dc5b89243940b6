'use client';

import { lazy, Suspense } from 'react';

import type { RecommendationView } from '@/lib/rules/recommendation';

const Recommendations = lazy(() => import('./recommendations').then((m) => ({ default: m.Recommendations })));

/**
 * Where the recommendations go (home, product page, cart): the island in its own chunk,
 * never in the first-load JavaScript. It shows and asks nothing unless a client is logged in and
 * allowed personalization cookies (the page renders this only with enable-recommendation-system).
 */
export function RecommendationsSlot(props: { base: string; visao: RecommendationView; idproduto?: string }) {
  return (
    <Suspense fallback={null}>
      <Recommendations {...props} />
    </Suspense>
  );
}
