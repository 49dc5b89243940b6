'use client';

import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

import type { SessionList as SessionListComponent } from './session-list';

// The session list's behaviour and its actions' references in a chunk of their own, out of /conta's
// first-load JavaScript (decision 0054), requested as soon as the page hydrates. Until then `fallback`
// (SessionListView rendered on the server, without handlers) is what shows; this device's logout is a plain
// form and works before that, as without JavaScript.
const SessionList = lazy(() => import('./session-list').then((m) => ({ default: m.SessionList })));

/** SessionList, loaded after the first paint, over `fallback`: its server-rendered markup. */
export function LazySessionList({
  fallback,
  ...props
}: ComponentProps<typeof SessionListComponent> & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <SessionList {...props} />
    </Suspense>
  );
}
