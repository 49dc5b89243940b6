/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

import { CACHE_STATUS_HEADER, createPageCache, pageCacheKey, PUBLIC_PAGE_HEADER } from './page-cache.mjs';

/**
 * A real HTTP server with the page cache in front of a handler that answers as Next does: headers
 * through setHeader (the middleware's among them), a fresh nonce per render in the policy and on
 * the scripts, the HTML written in chunks and gzipped when asked.
 */
type Page = { status?: number; public?: boolean; cookie?: boolean; type?: string; body?: (host: string) => string };
let page: Page = {};
let renders = 0;
let clock = 0;
let cache = createPageCache({ ttlMs: 10_000, now: () => clock });
let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (cache.handle(req, res)) return;
    renders++;
    const nonce = `n${String(renders).padStart(23, '0')}`;
    res.statusCode = page.status ?? 200;
    res.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    res.setHeader('content-type', page.type ?? 'text/html; charset=utf-8');
    if (page.public ?? true) res.setHeader(PUBLIC_PAGE_HEADER, '1');
    res.setHeader('vary', 'rsc, next-router-state-tree, Accept-Encoding');
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    if (page.cookie) res.setHeader('set-cookie', 'utm=x; Path=/');
    const html = `<!DOCTYPE html><html><body><h1>${(page.body ?? ((h: string) => `Loja ${h}`))(String(req.headers.host))}</h1><script nonce="${nonce}">self.x=1</script><p>${'ç'.repeat(2000)}</p><script nonce="${nonce}"></script></body></html>`;
    if (/gzip/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.setHeader('content-encoding', 'gzip');
      const gz = zlib.gzipSync(html);
      res.write(gz.subarray(0, 10));
      res.end(gz.subarray(10));
    } else {
      res.write(html.slice(0, 50));
      res.end(html.slice(50));
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

beforeEach(() => {
  page = {};
  renders = 0;
  clock = 0;
  cache = createPageCache({ ttlMs: 10_000, now: () => clock });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; html: string };

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method, headers: { host: 'emporio.localhost', ...headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const html = (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, html });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const nonceOf = (a: Answer) => /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1];

describe('public page cache', () => {
  it('a second visitor gets the kept page, with a fresh nonce of its own in the policy and on every script', async () => {
    const first = await get('/produto/cafe');
    const second = await get('/produto/cafe');
    const third = await get('/produto/cafe');
    expect(renders).toBe(1);
    expect([
      first.headers[CACHE_STATUS_HEADER],
      second.headers[CACHE_STATUS_HEADER],
      third.headers[CACHE_STATUS_HEADER],
    ]).toEqual(['MISS', 'HIT', 'HIT']);
    const nonces = [first, second, third].map(nonceOf);
    expect(new Set(nonces).size).toBe(3);
    for (const [i, a] of [first, second, third].entries()) {
      expect(a.html.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonces[i]}"`, `nonce="${nonces[i]}"`]);
      expect(a.html.replaceAll(nonces[i]!, 'N')).toBe(first.html.replaceAll(nonces[0]!, 'N'));
      expect(a.headers[PUBLIC_PAGE_HEADER]).toBeUndefined();
    }
    expect(second.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(second.html).toContain('ç'.repeat(2000));
  });

  it('a public page may go to the back/forward cache (no no-store), and the kept copy too; any other stays no-store', async () => {
    const first = await get('/produto/cafe');
    const second = await get('/produto/cafe');
    expect(first.headers['cache-control']).toBe('private, no-cache, max-age=0, must-revalidate');
    expect(second.headers['cache-control']).toBe('private, no-cache, max-age=0, must-revalidate');
    page = { public: false };
    expect((await get('/produto/outro')).headers['cache-control']).toContain('no-store');
    page = {};
    expect((await get('/produto/cafe?x=1', { cookie: 'a=b' })).headers['cache-control']).toContain('no-store');
  });

  it('gzip only to a client that takes it, and a gzipped render is kept decoded', async () => {
    await get('/produto/cafe', { 'accept-encoding': 'gzip, br' });
    const plain = await get('/produto/cafe');
    const zipped = await get('/produto/cafe', { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    const refused = await get('/produto/cafe', { 'accept-encoding': 'gzip;q=0, br' });
    expect(renders).toBe(1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(zipped.html).toBe(plain.html.replaceAll(nonceOf(plain)!, nonceOf(zipped)!));
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.html));
  });

  it("one supplier's page is never served for another host (the host is the tenant)", async () => {
    page.body = (host) => `Loja ${host}`;
    await get('/');
    const other = await get('/', { host: 'adega.localhost' });
    const again = await get('/', { host: 'adega.localhost' });
    expect(other.html).toContain('Loja adega.localhost');
    expect(again.html).toContain('Loja adega.localhost');
    expect(again.headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect(renders).toBe(2);
    expect(pageCacheKey({ method: 'GET', url: '/', headers: { host: 'a' } })).not.toBe(
      pageCacheKey({ method: 'GET', url: '/', headers: { host: 'b' } }),
    );
    expect(pageCacheKey({ method: 'GET', url: '/?q=1', headers: { host: 'a' } })).not.toBe(
      pageCacheKey({ method: 'GET', url: '/?q=2', headers: { host: 'a' } }),
    );
    expect(pageCacheKey({ method: 'GET', url: '/', headers: { host: 'a', 'x-forwarded-proto': 'https' } })).not.toBe(
      pageCacheKey({ method: 'GET', url: '/', headers: { host: 'a' } }),
    );
  });

  it.each([
    ['a cookie', { cookie: 'commerce-auth-token=x' }],
    ['Authorization', { authorization: 'Bearer x' }],
    ["the router's RSC header", { rsc: '1' }],
    ['a router state', { 'next-router-state-tree': '%5B%5D' }],
    ['a Range', { range: 'bytes=0-10' }],
  ])('a request with %s is always rendered', async (_name, headers) => {
    await get('/produto/cafe', headers);
    const second = await get('/produto/cafe', headers);
    expect(renders).toBe(2);
    expect(second.headers[CACHE_STATUS_HEADER]).toBeUndefined();
  });

  it.each<[string, Page]>([
    ['not marked public by the middleware', { public: false }],
    ['a Set-Cookie', { cookie: true }],
    ['a status other than 200', { status: 404 }],
    ['not HTML', { type: 'application/json' }],
  ])('an answer %s is not kept', async (_name, p) => {
    page = p;
    await get('/produto/cafe');
    const second = await get('/produto/cafe');
    expect(renders).toBe(2);
    expect(second.headers[CACHE_STATUS_HEADER]).toBe('MISS');
  });

  it.each([
    '<h1 class="mb-3 text-2xl font-bold">Algo deu errado</h1>',
    '<template data-dgst="NEXT_HTTP_ERROR_FALLBACK;404"></template>',
  ])('a page that failed (%s) is not kept', async (mark) => {
    page.body = () => mark;
    await get('/produto/cafe');
    await get('/produto/cafe');
    expect(renders).toBe(2);
  });

  it('POST is never answered from the cache', async () => {
    await get('/produto/cafe');
    await get('/produto/cafe', {}, 'POST');
    expect(renders).toBe(2);
  });

  it('HEAD is answered with the headers only', async () => {
    await get('/produto/cafe');
    const head = await get('/produto/cafe', {}, 'HEAD');
    expect(renders).toBe(1);
    expect(head.headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect(head.html).toBe('');
  });

  it('a kept page expires after the TTL', async () => {
    await get('/produto/cafe');
    clock = 9_999;
    expect((await get('/produto/cafe')).headers[CACHE_STATUS_HEADER]).toBe('HIT');
    clock = 10_000;
    expect((await get('/produto/cafe')).headers[CACHE_STATUS_HEADER]).toBe('MISS');
    expect(renders).toBe(2);
  });

  it('memory is bounded: the least recently used page goes first', async () => {
    await get('/a');
    const onePage = cache.stats().bytes;
    cache = createPageCache({ ttlMs: 10_000, now: () => clock, maxBytes: 3.5 * onePage });
    await get('/a');
    await get('/b');
    await get('/c');
    await get('/a');
    await get('/d');
    expect(cache.stats().entries).toBe(3);
    expect(cache.stats().bytes).toBeLessThanOrEqual(3.5 * onePage);
    const before = renders;
    expect((await get('/a')).headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect((await get('/b')).headers[CACHE_STATUS_HEADER]).toBe('MISS');
    expect(renders).toBe(before + 1);
  });

  it('ttl 0 turns it off', async () => {
    cache = createPageCache({ ttlMs: 0 });
    await get('/produto/cafe');
    const second = await get('/produto/cafe');
    expect(renders).toBe(2);
    expect(second.headers[CACHE_STATUS_HEADER]).toBeUndefined();
  });
});
