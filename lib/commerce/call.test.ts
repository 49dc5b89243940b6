/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

import { defineEndpoint } from '@/lib/contract/endpoint';

// The request context commerceCall reads (Next's headers()/cookies()) — set per test.
const ctx = { headers: new Map<string, string>(), cookies: new Map<string, string>() };
jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({
  headers: async () => ({ get: (k: string) => ctx.headers.get(k.toLowerCase()) ?? null }),
  cookies: async () => ({
    get: (k: string) => (ctx.cookies.has(k) ? { name: k, value: ctx.cookies.get(k)! } : undefined),
  }),
}));
class RedirectSignal extends Error {
  constructor(public readonly url: string) {
    super(`redirect ${url}`);
  }
}
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new RedirectSignal(url);
  },
}));

// A real HTTP server standing in for the commerce API: it records what the storefront sends.
let seen: http.IncomingHttpHeaders[] = [];
let reply: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };
const server = http.createServer((req, res) => {
  seen.push(req.headers);
  setTimeout(() => {
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  }, reply.delayMs ?? 0);
});

let commerceCall: typeof import('./call').commerceCall;
let errors: typeof import('./errors');

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.COMMERCE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ commerceCall } = await import('./call'));
  errors = await import('./errors');
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  ctx.headers = new Map([
    ['x-supplier-slug', 'emporio-bom-preco'],
    ['x-storefront-base', '/emporio-bom-preco'],
    ['x-storefront-path', '/emporio-bom-preco/busca'],
  ]);
  ctx.cookies = new Map();
  reply = { status: 200, body: { ok: true } };
});

const okSchema = z.object({ ok: z.boolean() });
const x = defineEndpoint({
  method: 'GET',
  path: '/x',
  summary: 'teste',
  tags: [],
  session: 'none',
  response: okSchema,
});
const opts = { idfornecedor: '3f1c9a52-6d0e-4b7a-9c21-5e8f0a1b2c01', cache: 'no-store' as const };

test('sends X-idfornecedor and the four cookie-preference flags (before a choice: performance and personalization off)', async () => {
  await expect(commerceCall(x, {}, opts)).resolves.toEqual({ ok: true });
  const h = seen[0]!;
  expect(h['x-idfornecedor']).toBe(opts.idfornecedor);
  expect([
    h['x-cookie-necessary'],
    h['x-cookie-session'],
    h['x-cookie-performance'],
    h['x-cookie-personalization'],
  ]).toEqual(['true', 'true', 'false', 'false']);
  expect(h['x-utm-source']).toBeUndefined();
});

test('honours the stored cookie preferences and forwards captured UTM parameters', async () => {
  ctx.cookies.set('cookie-preferences', JSON.stringify([true, false, true, false]));
  ctx.cookies.set('utm', 'utm_source=newsletter&utm_campaign=black-friday&utm_medium=email');
  await commerceCall(x, {}, opts);
  const h = seen[0]!;
  expect(h['x-cookie-session']).toBe('false');
  expect(h['x-cookie-personalization']).toBe('false');
  expect(h['x-utm-source']).toBe('newsletter');
  expect(h['x-utm-campaign']).toBe('black-friday');
  expect(h['x-utm-all']).toContain('utm_medium=email');
});

test("forwards the page's trace context, so the API's calls of one page can be counted together", async () => {
  await commerceCall(x, {}, opts);
  expect(seen[0]!.traceparent).toBeUndefined();
  const trace = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
  ctx.headers.set('traceparent', trace);
  await commerceCall(x, {}, opts);
  expect(seen[1]!.traceparent).toBe(trace);
});

test("a call kept in the tenant's shared data cache carries no visitor's address, UTM or cookie choice (they would split the cache per visitor); a personal one does", async () => {
  ctx.headers.set('x-forwarded-for', '203.0.113.7');
  ctx.cookies.set('cookie-preferences', JSON.stringify([true, false, true, true]));
  ctx.cookies.set('utm', 'utm_source=newsletter&utm_campaign=black-friday');
  const trace = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
  ctx.headers.set('traceparent', trace);
  await commerceCall(x, {}, { ...opts, cache: { revalidate: 60, tags: ['fornecedor:emporio'] } });
  await commerceCall(x, {}, opts);
  const [shared, personal] = seen;
  expect(shared!['x-forwarded-for']).toBeUndefined();
  expect(shared!['x-utm-source']).toBeUndefined();
  expect(shared!['x-utm-all']).toBeUndefined();
  expect([shared!['x-cookie-session'], shared!['x-cookie-performance'], shared!['x-cookie-personalization']]).toEqual([
    'true',
    'false',
    'false',
  ]);
  expect(shared!.traceparent).toBe(trace);
  expect(shared!['x-idfornecedor']).toBe(opts.idfornecedor);
  expect(personal!['x-forwarded-for']).toBe('203.0.113.7');
  expect(personal!['x-utm-source']).toBe('newsletter');
  expect([personal!['x-cookie-session'], personal!['x-cookie-personalization']]).toEqual(['false', 'true']);
});

test('parses the body with the contract: a wrong shape is an error, not data', async () => {
  reply = { status: 200, body: { ok: 'sim' } };
  await expect(commerceCall(x, {}, opts)).rejects.toBeInstanceOf(errors.CommerceApiError);
});

test('carries the API pt-BR message on 4xx and types 404', async () => {
  reply = { status: 404, body: { erro: true, codigo: 'NAO_ENCONTRADO', mensagem: 'Produto não encontrado' } };
  await expect(commerceCall(x, {}, opts)).rejects.toMatchObject({ message: 'Produto não encontrado', status: 404 });
  await expect(commerceCall(x, {}, opts)).rejects.toBeInstanceOf(errors.CommerceNotFoundError);
});

test('an HTTP 429 redirects to the supplier too-many-request page', async () => {
  reply = { status: 429, body: { erro: true, codigo: 'LIMITE', mensagem: 'Muitas requisições' } };
  await expect(commerceCall(x, {}, opts)).rejects.toMatchObject({ url: '/emporio-bom-preco/erro/too-many-request' });
  // On the visitor's own origin when it is known (a server action must not redirect relatively).
  ctx.headers.set('host', 'localhost:3000');
  await expect(commerceCall(x, {}, opts)).rejects.toMatchObject({
    url: 'http://localhost:3000/emporio-bom-preco/erro/too-many-request',
  });
});

test('times out instead of hanging', async () => {
  reply = { status: 200, body: { ok: true }, delayMs: 400 };
  await expect(commerceCall(x, {}, { ...opts, timeoutMs: 50 })).rejects.toBeInstanceOf(errors.CommerceApiError);
});
