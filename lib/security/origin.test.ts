/** @jest-environment node */
import { isSameOrigin, rejectForeignOrigin } from './origin';

const h = (record: Record<string, string>) => new Headers(record);

describe('origin check', () => {
  it('accepts the same origin', () => {
    expect(isSameOrigin(h({ host: 'emporio.localhost:3000', origin: 'http://emporio.localhost:3000' }))).toBe(true);
    expect(isSameOrigin(h({ host: 'x', 'x-forwarded-host': 'loja.com.br', origin: 'https://loja.com.br' }))).toBe(true);
  });
  it('refuses a foreign, malformed or null origin', () => {
    expect(isSameOrigin(h({ host: 'emporio.localhost:3000', origin: 'http://evil.com' }))).toBe(false);
    expect(isSameOrigin(h({ host: 'emporio.localhost:3000', origin: 'http://emporio.localhost:3001' }))).toBe(false);
    expect(isSameOrigin(h({ host: 'emporio.localhost:3000', origin: 'null' }))).toBe(false);
    expect(isSameOrigin(h({ host: 'emporio.localhost:3000', origin: 'javascript:alert(1)' }))).toBe(false);
    expect(isSameOrigin(h({ origin: 'http://a' }))).toBe(false);
  });
  it('without Origin relies on Sec-Fetch-Site', () => {
    expect(isSameOrigin(h({ host: 'a' }))).toBe(true);
    expect(isSameOrigin(h({ host: 'a', 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOrigin(h({ host: 'a', 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isSameOrigin(h({ host: 'a', 'sec-fetch-site': 'same-site' }))).toBe(false);
    // Without Origin, a Referer names the page the request came from: it must be ours.
    expect(
      isSameOrigin(h({ host: 'emporio.localhost:3000', referer: 'http://emporio.localhost:3000/busca?q=x' })),
    ).toBe(true);
    expect(isSameOrigin(h({ host: 'emporio.localhost:3000', referer: 'http://evil.com/emporio.localhost:3000' }))).toBe(
      false,
    );
    expect(isSameOrigin(h({ host: 'emporio.localhost:3000', referer: 'not a url' }))).toBe(false);
    // Origin, when present, decides (a Referer cannot make a foreign Origin pass).
    expect(isSameOrigin(h({ host: 'a', origin: 'http://b', referer: 'http://a/' }))).toBe(false);
  });
  it('answers 403 for a foreign origin', async () => {
    const res = rejectForeignOrigin(h({ host: 'a', origin: 'http://b' }));
    expect(res?.status).toBe(403);
    expect(rejectForeignOrigin(h({ host: 'a', origin: 'http://a' }))).toBeNull();
  });
});
