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
  });
  it('answers 403 for a foreign origin', async () => {
    const res = rejectForeignOrigin(h({ host: 'a', origin: 'http://b' }));
    expect(res?.status).toBe(403);
    expect(rejectForeignOrigin(h({ host: 'a', origin: 'http://a' }))).toBeNull();
  });
});
