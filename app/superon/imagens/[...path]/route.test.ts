/** @jest-environment node */
import { DEFAULT_TIMEOUT_MS } from '@/lib/commerce/request';

import { GET } from './route';

const realFetch = global.fetch;
let calls: string[] = [];
let answer: () => Response = () => new Response(null, { status: 500 });
/** How long the fake API takes to answer; it gives up when the caller's signal aborts, as fetch does. */
let delayMs = 0;

beforeEach(() => {
  calls = [];
  delayMs = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(String(input));
    if (delayMs > 0)
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, delayMs);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(init.signal!.reason);
        });
      });
    return answer();
  }) as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

const get = (...path: string[]) => GET(new Request('http://loja.test/'), { params: Promise.resolve({ path }) });
const ID = '0b3c2a9e-8f5d-4c1a-9e7b-1d2c3b4a5f60';

describe('image proxy', () => {
  it('forwards the image shapes of the contract, with their type and cache policy', async () => {
    answer = () =>
      new Response('RIFF', {
        status: 200,
        headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' },
      });
    const res = await get('emporio', ID, '1.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe('RIFF');
    await get('emporio', 'banners', '2.svg');
    await get('emporio', 'logo.svg');
    expect(calls.map((u) => new URL(u).pathname)).toEqual([
      `/superon/imagens/emporio/${ID}/1.webp`,
      '/superon/imagens/emporio/banners/2.svg',
      '/superon/imagens/emporio/logo.svg',
    ]);
  });

  it('a day of browser cache when the API sets none', async () => {
    answer = () => new Response('<svg/>', { status: 200, headers: { 'content-type': 'image/svg+xml' } });
    const res = await get('emporio', 'logo.svg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
  });

  it('unknown shapes are 404 without calling the API', async () => {
    for (const path of [
      ['emporio'],
      ['emporio', ID, 'all-images'],
      ['emporio', ID, '1.png'],
      ['a', 'b', 'c', 'd', 'e'],
      ['..', 'logo.svg'],
    ]) {
      const res = await get(...path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Imagem não encontrada');
    }
    expect(calls).toEqual([]);
  });

  it('an API 4xx passes through (a 400 was a 502); the API failing is a 502', async () => {
    answer = () => new Response('{}', { status: 404 });
    expect((await get('emporio', ID, '9.webp')).status).toBe(404);
    answer = () => new Response('{}', { status: 400 });
    const bad = await get('emporio', ID, '-1.webp');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe('Imagem inválida');
    answer = () => new Response('{}', { status: 500 });
    expect((await get('emporio', ID, '1.webp')).status).toBe(502);
  });

  it('an API slower than a page call still gets its image through (a cold API rasterizing a first listing)', async () => {
    answer = () => new Response('RIFF', { status: 200, headers: { 'content-type': 'image/webp' } });
    delayMs = DEFAULT_TIMEOUT_MS + 500;
    const res = await get('emporio', ID, '1.webp');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('RIFF');
  }, 15_000);
});
