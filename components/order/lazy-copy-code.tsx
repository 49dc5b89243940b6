'use client';

import { lazyOverFallback } from '@/components/ui/lazy-over-fallback';

// CopyCode in a chunk of its own where a page shows it only now and then (the checkout's overdue titles): out of
// that page's first-load JavaScript (decision 0054), requested when the page hydrates with one on it. Until then
// `fallback` (CopyCodeView rendered on the server, its own id) is what shows: the code is selectable as without
// JavaScript.
export const LazyCopyCode = lazyOverFallback(() => import('./copy-code').then((m) => m.CopyCode));
