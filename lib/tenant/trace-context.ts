/**
 * The trace context of one storefront request (W3C Trace Context, `traceparent`), sent to the
 * commerce API with every call the request makes, so that the API calls of one page can be told
 * apart in logs and counted (e2e/api-calls.spec.ts). `traceparent` and not a header of our own:
 * Next's data cache keys a cached fetch by its headers, all but the trace context's, so any other
 * per-request header would make every cached catalogue call a miss.
 *
 * A well-formed `traceparent` from a proxy in front is kept (the page joins its trace); anything
 * else is replaced, so a client never carries arbitrary text into the API's logs.
 */
export const TRACEPARENT_HEADER = 'traceparent';

const WELL_FORMED = /^00-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$/;

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `incoming` when it is a well-formed version-00 `traceparent`, else a new trace (sampled flag set). */
export function pageTraceparent(incoming: string | null | undefined): string {
  return incoming && WELL_FORMED.test(incoming) ? incoming : `00-${randomHex(16)}-${randomHex(8)}-01`;
}

/** The trace id of a `traceparent` (its 32 hex digits): what one page's calls share. */
export function traceIdOf(traceparent: string): string {
  return traceparent.slice(3, 35);
}
