/**
 * One idempotency key per checkout attempt ("Exactly once"). The page renders a fresh key
 * (hidden input); every submit of that attempt sends it as `Idempotency-Key`, so a double click or
 * a retry after a lost answer reaches the API with the same key and gets the first answer back
 * (one order). After a definitive refusal the action hands the form a fresh key: the shopper's
 * corrected retry is a new attempt, not the same key with another payload (a 422).
 */

/** A new attempt key: 32 hex characters, accepted by the contract's `[A-Za-z0-9_-]{8,100}`. */
export function newAttemptKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** An attempt key as the form posts it (anything else is treated as missing). */
export function isAttemptKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(value);
}

/** Code of the API's answer while the first submit with this key is still running (contract). */
export const IN_FLIGHT_CODE = 'PEDIDO_EM_ANDAMENTO';

/**
 * Whether a failed submit leaves the attempt open (retry with the same key) or closed (a fresh key).
 * Open: the outcome is unknown or still running — no answer (network, timeout: status ≥ 500 or
 * 0), the first submit still in flight (409 PEDIDO_EM_ANDAMENTO), or too many requests (429).
 * Closed: the API answered a refusal (any other 4xx), including a reused key (422).
 */
export function attemptStaysOpen(failure: { status: number; codigo?: string }): boolean {
  if (failure.status === 0 || failure.status >= 500) return true;
  if (failure.status === 429) return true;
  return failure.status === 409 && failure.codigo === IN_FLIGHT_CODE;
}
