// A short-lived cache of the storefront's public pages, in front of Next, in the production server
// (scripts/storefront-server.mjs): what a CDN's micro-cache would do, but safe for a nonce-based
// CSP. See docs/decisions/0027-public-page-cache.md.
//
// Only a visitor's document request is looked up: GET or HEAD, no cookie, no Authorization, none
// of Next's router headers (those fetch RSC payloads). Only an answer the tenant middleware marked
// public (PUBLIC_PAGE_HEADER: a catalog route of a resolved supplier, for a request with no
// cookie), 200, HTML, without Set-Cookie is kept. The key is the Host (the tenant: the middleware
// resolves it from the Host alone), the forwarded protocol, the path with its query and the
// User-Agent (Next renders metadata differently for bots). On a hit the page's CSP nonce is
// replaced, in the policy and in the HTML, by a fresh one: every answer still has its own nonce.
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

/** Set by the tenant middleware on a page every visitor without a cookie sees the same way. */
export const PUBLIC_PAGE_HEADER = 'x-vitrine-pagina-publica';
/** HIT or MISS on the answers the cache looked up. */
export const CACHE_STATUS_HEADER = 'x-vitrine-cache';

const ROUTER_HEADER = /^(rsc|next-|x-middleware|x-nextjs|x-invoke|x-now-route)/;
const DROPPED = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  PUBLIC_PAGE_HEADER,
  CACHE_STATUS_HEADER,
]);
const NONCE = /'nonce-([A-Za-z0-9+/=]{16,64})'/;
/**
 * A page that failed: the error pages' heading (components/page-error.tsx, app/global-error.tsx;
 * matched by its text, so the client bundle carries no marker) or an error streamed into a boundary.
 */
const FAILED_PAGE = />Algo deu errado<\/|data-dgst=/;

/** The cache key of a request, or null when its answer may be personal or is not a document. */
export function pageCacheKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const h = req.headers;
  if (h.cookie !== undefined || h.authorization !== undefined || h.range !== undefined) return null;
  for (const name of Object.keys(h)) if (ROUTER_HEADER.test(name)) return null;
  if (!req.url?.startsWith('/')) return null;
  const proto = String(h['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim();
  return JSON.stringify([h.host ?? '', proto, req.url, h['user-agent'] ?? '']);
}

function decode(body, encoding) {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '':
    case 'identity':
      return body;
    case 'gzip':
      return zlib.gunzipSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    default:
      return null;
  }
}

function withoutNoStore(value) {
  if (typeof value !== 'string') return value;
  const kept = value
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d && d.toLowerCase() !== 'no-store');
  return kept.length ? kept.join(', ') : 'no-cache';
}

function acceptsGzip(req) {
  return /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+)?\s*(,|$)/i.test(
    String(req.headers['accept-encoding'] ?? ''),
  );
}

/**
 * `ttlMs` 0 turns the cache off. `maxBytes` bounds the pages kept (least recently used go first),
 * `maxEntryBytes` one page.
 */
export function createPageCache({
  ttlMs = 10_000,
  maxBytes = 64 * 1024 * 1024,
  maxEntryBytes = 2 * 1024 * 1024,
  now = Date.now,
} = {}) {
  /** @type {Map<string, { expires: number, headers: Record<string, string | string[]>, html: string, nonce: string | null, size: number }>} */
  const entries = new Map();
  let bytes = 0;

  function drop(key) {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.size;
  }

  function store(key, entry) {
    drop(key);
    while (bytes + entry.size > maxBytes && entries.size > 0) drop(entries.keys().next().value);
    entries.set(key, entry);
    bytes += entry.size;
  }

  function fresh(key) {
    const e = entries.get(key);
    if (!e) return null;
    if (e.expires <= now()) {
      drop(key);
      return null;
    }
    entries.delete(key);
    entries.set(key, e);
    return e;
  }

  /** Answers from the cache; false when there is nothing fresh for this request. */
  function serve(key, req, res) {
    const e = fresh(key);
    if (!e) return false;
    const nonce = e.nonce ? randomBytes(16).toString('base64') : null;
    const html = nonce ? e.html.replaceAll(e.nonce, nonce) : e.html;
    const headers = {};
    for (const [k, v] of Object.entries(e.headers))
      headers[k] = nonce && typeof v === 'string' ? v.replaceAll(e.nonce, nonce) : v;
    let body = Buffer.from(html, 'utf8');
    if (acceptsGzip(req)) {
      body = zlib.gzipSync(body, { level: 4 });
      headers['content-encoding'] = 'gzip';
    }
    const vary = typeof headers.vary === 'string' ? headers.vary : '';
    if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
      headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    headers['content-length'] = String(body.length);
    headers[CACHE_STATUS_HEADER] = 'HIT';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /** Watches Next's answer to a missed request and keeps it when it is public. */
  function capture(key, req, res) {
    res.setHeader(CACHE_STATUS_HEADER, 'MISS');
    let isPublic = false;
    const setHeader = res.setHeader;
    res.setHeader = function (name, value) {
      const lower = String(name).toLowerCase();
      if (lower === PUBLIC_PAGE_HEADER) {
        isPublic = true;
        return this;
      }
      // A visitor's public page holds nothing personal: without no-store the browser may keep it
      // for back and forward (bfcache); no-cache still makes it ask again before any other reuse.
      if (lower === 'cache-control' && isPublic) return setHeader.call(this, name, withoutNoStore(value));
      return setHeader.call(this, name, value);
    };
    if (req.method !== 'GET') return;
    const chunks = [];
    let size = 0;
    const keep = (chunk, encoding) => {
      if (size > maxEntryBytes || chunk == null || typeof chunk === 'function') return;
      const b =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
          : Buffer.from(chunk);
      size += b.length;
      chunks.push(b);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (chunk, encoding, cb) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, cb);
    };
    res.end = function (chunk, encoding, cb) {
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, cb);
    };
    res.once('finish', () => {
      if (!isPublic || res.statusCode !== 200 || size > maxEntryBytes || res.getHeader('set-cookie') !== undefined)
        return;
      if (!/^text\/html/i.test(String(res.getHeader('content-type') ?? ''))) return;
      let raw;
      try {
        raw = decode(Buffer.concat(chunks), res.getHeader('content-encoding'));
      } catch {
        return;
      }
      if (!raw || raw.length === 0 || raw.length > maxEntryBytes) return;
      const headers = {};
      for (const [k, v] of Object.entries(res.getHeaders()))
        if (!DROPPED.has(k) && v !== undefined) headers[k] = Array.isArray(v) ? v.map(String) : String(v);
      const nonce = NONCE.exec(String(headers['content-security-policy'] ?? ''))?.[1] ?? null;
      const html = raw.toString('utf8');
      if (FAILED_PAGE.test(html)) return;
      // The key (URL and User-Agent, up to Node's 16 KB head) counts too: many long URLs cannot outgrow the bound.
      store(key, { expires: now() + ttlMs, headers, html, nonce, size: raw.length + key.length + 1024 });
    });
  }

  return {
    enabled: ttlMs > 0,
    /**
     * Serves `req` from the cache, or prepares `res` to fill it; answers true when the request
     * was answered here (nothing else to do).
     */
    handle(req, res) {
      if (ttlMs <= 0) return false;
      const key = pageCacheKey(req);
      if (key === null) return false;
      if (serve(key, req, res)) return true;
      capture(key, req, res);
      return false;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}
