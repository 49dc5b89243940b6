import 'server-only';
import { sanitizeReturnTo } from '@/lib/rules/return-to';
import { supplierHref } from '@/lib/supplier-url';

/**
 * 303 to a same-supplier path. Relative Location on purpose: the browser resolves it on the
 * visitor's host (Next would resolve an app-relative redirect on its internal host).
 */
export function seeOther(base: string, path: string): Response {
  return new Response(null, { status: 303, headers: { location: supplierHref(base, sanitizeReturnTo(path)), 'cache-control': 'no-store' } });
}
