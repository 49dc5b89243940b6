/** @jest-environment node */
import { NextRequest } from 'next/server';

import { fakeLookup, SETTINGS } from '@/test-support/tenant-fixtures';

import { createTenantHandler } from './handler';
import { REDIRECT_TARGET_HEADER } from './headers';

/** Where a redirect goes: its Location, or the target handed to the internal redirect route. */
const redirectTarget = (res: Response) =>
  res.headers.get('location') ?? res.headers.get(`x-middleware-request-${REDIRECT_TARGET_HEADER}`);

/** The Host header never reaches a Location unchecked; malformed input is a 400, not a 500. */
const handle = createTenantHandler({ lookup: fakeLookup(), settings: () => SETTINGS });
const request = (path: string, host: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://127.0.0.1:3000'), { headers: { host, ...headers } });

describe('Host header and malformed paths in the middleware', () => {
  it('an unknown Host on /commerce/… goes to the provider home, never to that host', async () => {
    const res = await handle(request('/commerce/busca', 'evil.com'));
    expect(redirectTarget(res)).toBe('http://localhost:3000/');
  });

  it('a served Host keeps its /commerce redirect on itself', async () => {
    const res = await handle(request('/commerce/busca?q=1', 'emporio.localhost:3000'));
    expect(redirectTarget(res)).toBe('http://emporio.localhost:3000/busca?q=1');
  });

  it.each([
    'emporio.localhost:3000@evil.com',
    'emporio.localhost:abc',
    'emporio.localhost:3000/evil',
    'emporio.localhost:70000',
  ])('a malformed Host %j is a 400 with a pt-BR page and no Location', async (host) => {
    const res = await handle(request('/commerce/busca', host));
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('Endereço inválido');
  });

  it.each(['/produto/%', '/api/cep/%', '/link/%E0%A4%A'])('malformed percent-encoding in %s is a 400', async (path) => {
    const res = await handle(request(path, 'emporio.localhost:3000'));
    expect(res.status).toBe(400);
  });

  it('an API image path with a decodable escape goes on to its route untouched, never through supplier resolution', async () => {
    for (const host of ['127.0.0.1:3000', 'emporio.localhost:3000']) {
      const res = await handle(request('/superon/imagens/a%20b/1.webp', host));
      expect(res.headers.get('x-middleware-next')).toBe('1');
      expect(res.headers.get('x-middleware-rewrite')).toBeNull();
      expect(redirectTarget(res)).toBeNull();
    }
    expect((await handle(request('/superon/imagens/%zz/1.webp', '127.0.0.1:3000'))).status).toBe(400);
  });

  it("next/image's optimizer: a local url it cannot decode is a 400 here (Next threw a 500), a decodable one goes on untouched", async () => {
    for (const url of ['/superon/imagens/%zz', '/%E0%A4%A.png', '/x/%C0%AE?v=1']) {
      const res = await handle(request(`/_next/image?url=${encodeURIComponent(url)}&w=128&q=75`, '127.0.0.1:3000'));
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('Endereço inválido');
    }
    const ok = await handle(
      request(`/_next/image?url=${encodeURIComponent('/superon/imagens/a%20b/1.webp')}&w=128&q=75`, '127.0.0.1:3000'),
    );
    expect(ok.headers.get('x-middleware-next')).toBe('1');
    expect(ok.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('forwards the checked Host as X-Forwarded-Host, replacing a client-sent one', async () => {
    const res = await handle(request('/busca', 'emporio.localhost:3000', { 'x-forwarded-host': 'evil.com' }));
    expect(res.headers.get('x-middleware-request-x-forwarded-host')).toBe('emporio.localhost:3000');
  });
});

describe('Content-Security-Policy', () => {
  it('every answer carries a nonce policy, and the same policy reaches Next in the request headers', async () => {
    const res = await handle(request('/busca', 'emporio.localhost:3000'));
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('a fresh nonce per request; HSTS over https', async () => {
    const a = (await handle(request('/', 'emporio.localhost:3000'))).headers.get('content-security-policy');
    const https = await handle(request('/', 'emporio.localhost:3000', { 'x-forwarded-proto': 'https' }));
    expect(https.headers.get('content-security-policy')).not.toBe(a);
    expect(https.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });
});
