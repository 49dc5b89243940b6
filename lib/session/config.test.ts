import {
  DEV_SESSION_SECRET,
  isActiveFor,
  isLocalHost,
  isSecureContext,
  SESSION_COOKIE,
  sessionCookiePath,
  sessionOptions,
  sessionPassword,
} from './config';

describe('session cookie options', () => {
  it('is commerce-auth-token, httpOnly, SameSite=Lax', () => {
    const o = sessionOptions({ protocol: 'https', host: 'loja.com.br', base: '' }, 'x'.repeat(32));
    expect(o.cookieName).toBe(SESSION_COOKIE);
    expect(SESSION_COOKIE).toBe('commerce-auth-token');
    expect(o.cookieOptions?.httpOnly).toBe(true);
    expect(o.cookieOptions?.sameSite).toBe('lax');
    expect(o.cookieOptions?.secure).toBe(true);
    expect(o.cookieOptions?.path).toBe('/');
  });
  it('is Secure unless plain http on a local host', () => {
    expect(isSecureContext({ protocol: 'http', host: 'emporio.localhost:3000' })).toBe(false);
    expect(isSecureContext({ protocol: 'http', host: 'localhost:3000' })).toBe(false);
    expect(isSecureContext({ protocol: 'http', host: '127.0.0.1' })).toBe(false);
    expect(isSecureContext({ protocol: 'http', host: 'loja.com.br' })).toBe(true);
    expect(isSecureContext({ protocol: 'https', host: 'localhost' })).toBe(true);
    expect(isLocalHost('[::1]:3000')).toBe(true);
    expect(isLocalHost('localhost.evil.com')).toBe(false);
  });
  it('scopes the cookie to the supplier prefix on a shared host', () => {
    expect(sessionCookiePath('/emporio-bom-preco')).toBe('/emporio-bom-preco');
    expect(sessionCookiePath('')).toBe('/');
    expect(sessionCookiePath('/../x')).toBe('/');
  });
  it('requires SESSION_SECRET in production, defaults elsewhere', () => {
    expect(() => sessionPassword({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => sessionPassword({ SESSION_SECRET: 'curto' })).toThrow(/32/);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(sessionPassword({ NODE_ENV: 'development' })).toBe(DEV_SESSION_SECRET);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(sessionPassword({ SESSION_SECRET: 's'.repeat(40), NODE_ENV: 'production' })).toBe('s'.repeat(40));
  });
  it('a session counts only on its own supplier', () => {
    const s = { token: 't', kind: 'cliente' as const, idfornecedor: 'ABC', idcliente: 'c' };
    expect(isActiveFor(s, 'abc')).toBe(true);
    expect(isActiveFor(s, 'other')).toBe(false);
    expect(isActiveFor({}, 'abc')).toBe(false);
  });
});
