'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * Overlays that few visits show and that need JavaScript to be used at all (the terms to accept with a click, an
 * API-key login hand-off): their code loads only on the pages that show them, out of every route's first-load
 * JavaScript (bundle-budget.json). React.lazy, not next/dynamic: no loader library in the first load. Not the age
 * and address gates: a lazy component's server HTML stays hidden until a script reveals it, and the gates must
 * be there without JavaScript (decision 0045; e2e/crawler.spec.ts).
 */
const LazyTerms = lazy(() => import('@/components/account/terms-dialog').then((m) => ({ default: m.TermsDialog })));
const LazyApiKeyLogin = lazy(() =>
  import('@/components/account/api-key-login').then((m) => ({ default: m.ApiKeyLogin })),
);

export function TermsDialog(props: ComponentProps<typeof LazyTerms>) {
  return (
    <Suspense fallback={null}>
      <LazyTerms {...props} />
    </Suspense>
  );
}

export function ApiKeyLogin(props: ComponentProps<typeof LazyApiKeyLogin>) {
  return (
    <Suspense fallback={null}>
      <LazyApiKeyLogin {...props} />
    </Suspense>
  );
}
