import 'server-only';

import { analyticsEndpoints, type AnalyticsEventBody } from '@/lib/contract/analytics';

import { commerceCallResult } from './call';

/** Mirrors one GA4 event to the supplier's log (POST /v4/log/google-analytics/{idfornecedor}); best effort. */
export function logAnalyticsEvent(idfornecedor: string, body: AnalyticsEventBody) {
  return commerceCallResult(
    analyticsEndpoints.logAnalyticsEvent,
    { params: { idfornecedor }, body },
    { idfornecedor, cache: 'no-store', timeoutMs: 3000 },
  );
}
