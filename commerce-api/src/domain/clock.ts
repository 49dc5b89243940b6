/**
 * The domain's one clock. Rules that depend on the time (delivery slots offered from now on) read
 * it here and take `now` as a parameter below this point, so they are computed and tested with the
 * same lib/rules functions and any instant.
 */
export function now(): Date {
  return new Date();
}
