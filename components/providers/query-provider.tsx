'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * React Query for client-side data; one client per mounted provider. Deliberately NOT mounted by
 * the supplier layout: React Query is ~15 kB gzip and its setup runs during hydration on every
 * page, so the header's session check uses plain fetch and its search suggestions ask from a lazy
 * island (decision 0008). Wrap only the client island that needs it, loaded lazily, never the whole
 * layout.
 */
/**
 * Options of a query asked once per key, whose answer depends on the session (prices, the freight of
 * this cart): the same key asked again is asked of the API again, never served from memory nor retried
 * behind the shopper's back (decision 0008).
 */
export const ASK_ONCE_PER_KEY = {
  staleTime: Infinity,
  gcTime: 0,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
