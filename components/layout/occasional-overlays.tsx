'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * Overlays that few visits show (the terms to accept, the age gate, the address gate, an API-key login hand-off):
 * rendered on the server where they apply, their code loaded only by the pages that show them, so they stay out of
 * every route's first-load JavaScript (bundle-budget.json). React.lazy, not next/dynamic: no loader library in the
 * first load.
 */
const LazyTerms = lazy(() => import('@/components/account/terms-dialog').then((m) => ({ default: m.TermsDialog })));
const LazyAgeGate = lazy(() => import('@/components/age-gate/age-gate').then((m) => ({ default: m.AgeGate })));
const LazyAddressGate = lazy(() =>
  import('@/components/delivery/address-gate').then((m) => ({ default: m.AddressGate })),
);
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

export function AgeGate(props: ComponentProps<typeof LazyAgeGate>) {
  return (
    <Suspense fallback={null}>
      <LazyAgeGate {...props} />
    </Suspense>
  );
}

export function AddressGate(props: ComponentProps<typeof LazyAddressGate>) {
  return (
    <Suspense fallback={null}>
      <LazyAddressGate {...props} />
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
