'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ga4Allowed } from '@/lib/analytics/track';

/**
 * GA4 catalogue events of every page (issue 16): view_item, view_item_list, select_item, read from
 * the markup (lib/analytics/page-events). Nothing is loaded unless the supplier sends GA4 events and
 * the shopper allowed performance cookies; then after the page is shown, and again per navigation.
 */
export function Ga4PageEvents({ base, tags }: { base: string; tags: readonly string[] }) {
  const pathname = usePathname();
  useEffect(() => {
    if (!ga4Allowed(tags)) return;
    let stop: (() => void) | null = null;
    let alive = true;
    const timer = setTimeout(() => {
      void import('@/lib/analytics/page-events').then((m) => {
        if (alive) stop = m.watchPage(document, base);
      });
    }, 0);
    return () => {
      alive = false;
      clearTimeout(timer);
      stop?.();
    };
  }, [base, tags, pathname]);
  return null;
}
