/**
 * The domain's one clock. Rules that depend on the time (delivery slots offered from now on) read
 * it here and take `now` as a parameter below this point, so they are computed and tested with the
 * same lib/rules functions and any instant.
 */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/**
 * Test worlds only (commerce-api/test/order-world.ts, its side channel): the clock reads `at` now
 * and runs on from there; null puts it back. The API's own entry point never calls it.
 */
export function setClock(at: Date | null): void {
  offsetMs = at === null ? 0 : at.getTime() - Date.now();
}
