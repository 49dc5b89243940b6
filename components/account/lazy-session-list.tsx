'use client';

import { lazyOverFallback } from '@/components/ui/lazy-over-fallback';

// The session list's behaviour and its actions' references in a chunk of their own, out of /conta's
// first-load JavaScript (decision 0054), requested as soon as the page hydrates. Until then `fallback`
// (SessionListView rendered on the server, without handlers) is what shows; this device's logout is a plain
// form and works before that, as without JavaScript.
export const LazySessionList = lazyOverFallback(() => import('./session-list').then((m) => m.SessionList));
