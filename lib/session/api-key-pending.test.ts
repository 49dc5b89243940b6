/** @jest-environment node */
import { sealData } from 'iron-session';

import {
  API_KEY_PENDING_COOKIE,
  API_KEY_PENDING_TTL_SECONDS,
  openPendingApiKey,
  pendingCookieOptions,
  sealPendingApiKey,
} from './api-key-pending';
import { DEV_SESSION_SECRET, SESSION_COOKIE } from './config';

const ATACADO = '22222222-2222-4222-8222-222222222222';
const EMPORIO = '11111111-1111-4111-8111-111111111111';
const KEY = { apiKey: 'demo-atacado-api-key-0001', idErpUsuario: 'ERP-0001', idfornecedor: ATACADO };

describe('the pending API-key login cookie (decision 0039)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is HttpOnly, SameSite=Lax, lives 60 s, and is scoped like the session', () => {
    expect(API_KEY_PENDING_COOKIE).not.toBe(SESSION_COOKIE);
    expect(API_KEY_PENDING_TTL_SECONDS).toBe(60);
    expect(pendingCookieOptions({ protocol: 'https', host: 'atacado.com.br', base: '' })).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      maxAge: 60,
    });
    expect(pendingCookieOptions({ protocol: 'http', host: 'localhost:3000', base: '/atacado' })).toMatchObject({
      httpOnly: true,
      secure: false,
      path: '/atacado',
    });
    // Clearing it: the same name and path, gone at once.
    expect(pendingCookieOptions({ protocol: 'http', host: 'localhost:3000', base: '/atacado' }, 0).maxAge).toBe(0);
  });

  it('is sealed: neither the key nor the ERP user is readable, and it opens back for its supplier', async () => {
    const sealed = await sealPendingApiKey(KEY, DEV_SESSION_SECRET);
    expect(sealed).not.toContain(KEY.apiKey);
    expect(sealed).not.toContain(KEY.idErpUsuario);
    expect(Buffer.from(sealed.replace(/[^A-Za-z0-9_-]/g, ''), 'base64url').toString('latin1')).not.toContain(
      KEY.apiKey,
    );
    expect(await openPendingApiKey(sealed, DEV_SESSION_SECRET, ATACADO)).toEqual(KEY);
    expect(await openPendingApiKey(sealed, DEV_SESSION_SECRET, ATACADO.toUpperCase())).toEqual(KEY);
  });

  it('expires: the browser drops it after 60 s (Max-Age), and the seal itself no longer opens after 60 s plus iron’s 60 s clock allowance', async () => {
    const now = Date.now();
    const sealed = await sealPendingApiKey(KEY, DEV_SESSION_SECRET);
    jest.spyOn(Date, 'now').mockReturnValue(now + 59_000);
    expect(await openPendingApiKey(sealed, DEV_SESSION_SECRET, ATACADO)).toEqual(KEY);
    jest.spyOn(Date, 'now').mockReturnValue(now + 121_000);
    expect(await openPendingApiKey(sealed, DEV_SESSION_SECRET, ATACADO)).toBeNull();
  });

  it('is refused for another supplier, another password, a changed byte, or a seal made for something else', async () => {
    const sealed = await sealPendingApiKey(KEY, DEV_SESSION_SECRET);
    expect(await openPendingApiKey(sealed, DEV_SESSION_SECRET, EMPORIO)).toBeNull();
    expect(await openPendingApiKey(sealed, 'outro-segredo-com-pelo-menos-32-caracteres!!', ATACADO)).toBeNull();
    const i = sealed.length - 10;
    const flipped = `${sealed.slice(0, i)}${sealed[i] === 'A' ? 'B' : 'A'}${sealed.slice(i + 1)}`;
    expect(await openPendingApiKey(flipped, DEV_SESSION_SECRET, ATACADO)).toBeNull();
    // A session cookie's seal (same password) with the same fields is not a pending login.
    const session = await sealData({ ...KEY, token: 't' }, { password: DEV_SESSION_SECRET, ttl: 60 });
    expect(await openPendingApiKey(session, DEV_SESSION_SECRET, ATACADO)).toBeNull();
    expect(await openPendingApiKey('', DEV_SESSION_SECRET, ATACADO)).toBeNull();
    expect(await openPendingApiKey('x'.repeat(5000), DEV_SESSION_SECRET, ATACADO)).toBeNull();
  });
});
