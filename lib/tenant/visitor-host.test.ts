/** @jest-environment node */
import { visitorHost, visitorProtocol } from './visitor-host';

const h = (o: Record<string, string>) => new Headers(o);

describe('visitorHost / visitorProtocol', () => {
  it('prefers the first X-Forwarded-Host, then Host', () => {
    expect(visitorHost(h({ host: 'internal:3000', 'x-forwarded-host': 'loja.com.br, proxy.local' }))).toBe(
      'loja.com.br',
    );
    expect(visitorHost(h({ host: 'emporio.localhost:3000' }))).toBe('emporio.localhost:3000');
    expect(visitorHost(h({ host: 'a', 'x-forwarded-host': ' ' }))).toBe('a');
    expect(visitorHost(h({}))).toBeNull();
  });

  it('https only when the proxy says so', () => {
    expect(visitorProtocol(h({ 'x-forwarded-proto': 'https, http' }))).toBe('https');
    expect(visitorProtocol(h({ 'x-forwarded-proto': 'http' }))).toBe('http');
    expect(visitorProtocol(h({}))).toBe('http');
  });
});
