// The shopper's network address for rate limits, shared by the storefront's server
// (scripts/storefront-server.mjs) and the commerce API. Plain JavaScript so that the storefront's
// Node entry point can import it without a build step; types in client-address.d.mts.

/** Counted when the trusted hop holds something that is not an IP address (a misconfigured proxy). */
export const INVALID_ADDRESS = 'invalido';

/**
 * `::ffff:1.2.3.4` → `1.2.3.4`, `1.2.3.4:5678` → `1.2.3.4`, `[::1]:80` → `::1`, lower case;
 * anything that is not an IPv4 or IPv6 address → INVALID_ADDRESS.
 * @param {string | undefined} raw
 * @returns {string}
 */
export function normalizeAddress(raw) {
  let a = (raw ?? '').trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  if (a.startsWith('::ffff:') && /^\d{1,3}(\.\d{1,3}){3}$/.test(a.slice(7))) a = a.slice(7);
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(a)) return a.split('.').every((o) => Number(o) <= 255) ? a : INVALID_ADDRESS;
  return expandIpv6(a) ? a : INVALID_ADDRESS;
}

/**
 * The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two), or null.
 * @param {string} a
 * @returns {number[] | null}
 */
function expandIpv6(a) {
  if (a.length > 45 || !/^[0-9a-f:.]+$/.test(a) || !a.includes(':')) return null;
  const halves = a.split('::');
  if (halves.length > 2) return null;
  /** @param {string} part */
  const groups = (part) => {
    if (part === '') return [];
    const out = [];
    const items = part.split(':');
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (i === items.length - 1 && item.includes('.')) {
        const v4 = item.split('.').map(Number);
        if (v4.length !== 4 || v4.some((o) => !Number.isInteger(o) || o > 255)) return null;
        out.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      } else if (/^[0-9a-f]{1,4}$/.test(item)) out.push(parseInt(item, 16));
      else return null;
    }
    return out;
  };
  const head = groups(halves[0]);
  const tail = halves.length === 2 ? groups(halves[1]) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array(missing).fill(0), ...tail] : null;
}

/**
 * The client's address: the socket address when `trustedHops` is 0; otherwise the entry that the
 * outermost trusted proxy appended to X-Forwarded-For, i.e. the `trustedHops`-th from the right
 * (each proxy appends the address it saw, so entries further left were written by whoever
 * connected to it and can be anything). A chain shorter than expected gives its left-most entry.
 * @param {string | string[] | null | undefined} forwardedFor
 * @param {string | null | undefined} socketAddress
 * @param {number} trustedHops
 * @returns {string}
 */
export function clientAddress(forwardedFor, socketAddress, trustedHops) {
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...listed, socketAddress ?? ''];
  const hops = Math.max(0, Math.floor(trustedHops) || 0);
  return normalizeAddress(chain[Math.max(0, chain.length - 1 - hops)]);
}

/**
 * What the per-address limits count: an IPv4 address as it is; an IPv6 address by its /64
 * network (one subscriber usually holds a whole /64, so single addresses are free to rotate).
 * @param {string} address
 * @returns {string}
 */
export function addressBucket(address) {
  const groups = address.includes(':') ? expandIpv6(address) : null;
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
