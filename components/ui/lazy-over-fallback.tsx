'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A client component in a chunk of its own, out of its route's first-load JavaScript (decision 0054): `load` is
 * requested as soon as the page hydrates, and until the component arrives the Suspense boundary shows `fallback`,
 * its markup rendered on the server without its code, so nothing moves when it does. Call it at the top of a
 * 'use client' module (React.lazy runs in the browser's bundle), with the dynamic import written there.
 */
export function lazyOverFallback<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyOverFallback({ fallback, ...props }: P & { fallback: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...(props as unknown as P)} />
      </Suspense>
    );
  }
  return LazyOverFallback;
}
