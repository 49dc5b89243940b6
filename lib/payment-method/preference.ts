/**
 * The shopper's chosen payment method (the spec's side menu), kept per supplier in a small cookie:
 * catalog calls send it so support-price-variance-by-payment prices apply before checkout.
 * Pure: no next/headers (unit-tested).
 */
import { sessionCookiePath } from '@/lib/session/config';

export const PAYMENT_METHOD_COOKIE = 'commerce-forma-pagamento';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ONE_YEAR = 365 * 24 * 60 * 60;

/** The cookie's value when it names a payment method id, else null. */
export function readPaymentMethod(value: string | undefined): string | null {
  const v = value?.trim().toLowerCase();
  return v && UUID_RE.test(v) ? v : null;
}

/** Options of the cookie: scoped like the session (per supplier on a shared host). */
export function paymentMethodCookieOptions(base: string, secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: sessionCookiePath(base), maxAge: ONE_YEAR };
}
