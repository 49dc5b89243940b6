'use client';

import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

import type { CopyCode as CopyCodeComponent } from './copy-code';

// CopyCode in a chunk of its own where a page shows it only now and then (the checkout's overdue titles): out of
// that page's first-load JavaScript (decision 0054), requested when the page hydrates with one on it. Until then
// `fallback` (CopyCodeView rendered on the server, its own id) is what shows: the code is selectable as without
// JavaScript.
const CopyCode = lazy(() => import('./copy-code').then((m) => ({ default: m.CopyCode })));

/** CopyCode, loaded after the first paint, over `fallback`: its server-rendered markup. */
export function LazyCopyCode({
  fallback,
  ...props
}: ComponentProps<typeof CopyCodeComponent> & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <CopyCode {...props} />
    </Suspense>
  );
}
