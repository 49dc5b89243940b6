/**
 * Sending a GA4 event from the browser: only for a supplier with
 * enable-google-analytics-ga4-version-tag-events and a shopper who allowed performance cookies; the
 * event module is loaded only then. The event goes to the dataLayer and to the supplier's log
 * (POST /v4/log/google-analytics/{idfornecedor}, through `<base>/api/analytics`).
 */
import { readPreferences } from '@/lib/consent/client';
import { GA4_TAG } from '@/lib/rules/analytics';

import type { Ga4Event } from './ga4';

type Ga4Module = typeof import('./ga4');

export function ga4Allowed(tags: readonly string[]): boolean {
  return typeof window !== 'undefined' && tags.includes(GA4_TAG) && readPreferences().performance;
}

export function trackGa4(base: string, tags: readonly string[], build: (m: Ga4Module) => Ga4Event | null): void {
  if (!ga4Allowed(tags)) return;
  void import('./ga4').then((m) => {
    const e = build(m);
    if (e) m.sendEvent(window as unknown as { dataLayer?: unknown[] }, base, e);
  });
}
