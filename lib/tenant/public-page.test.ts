/** @jest-environment node */
import { NextRequest } from 'next/server';

import { ADEGA, EMPORIO, fakeLookup, SETTINGS } from '@/test-support/tenant-fixtures';

import { createTenantHandler } from './handler';
import { isPublicPage, PUBLIC_PAGE_HEADER } from './public-page';

/** Which answers the production server may keep for other visitors (lib/cache/page-cache.mjs). */
const handle = createTenantHandler({ lookup: fakeLookup(), settings: () => SETTINGS });
const marked = async (path: string, host: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  (
    await handle(
      new NextRequest(new URL(path, 'http://127.0.0.1:3000'), {
        method: init.method ?? 'GET',
        headers: { host, ...init.headers },
      }),
    )
  ).headers.get(PUBLIC_PAGE_HEADER);

describe('public pages', () => {
  it.each(['/', '/busca', '/ofertas', '/combos', '/combos/c1', '/produto/cafe', '/pagina/sobre', '/termos-de-uso'])(
    '%s is public',
    (rest) => {
      expect(isPublicPage('GET', rest, false)).toBe(true);
      expect(isPublicPage('HEAD', rest, false)).toBe(true);
    },
  );

  it.each([
    '/carrinho',
    '/finalizar',
    '/conta',
    '/conta/pedidos',
    '/entrar',
    '/redefinir-senha',
    '/login-token/a/b',
    '/produto/a/b',
    '/api/carrinho',
    '/link/x',
  ])('%s is not', (rest) => {
    expect(isPublicPage('GET', rest, false)).toBe(false);
  });

  it('never with a cookie, never for a POST', () => {
    expect(isPublicPage('GET', '/produto/cafe', true)).toBe(false);
    expect(isPublicPage('POST', '/produto/cafe', false)).toBe(false);
  });

  it("the middleware marks a visitor's catalog page on the supplier's domain and on the shared host", async () => {
    const host = `${EMPORIO.domains[0]}:3000`;
    expect(await marked('/produto/cafe?x=1', host)).toBe('1');
    expect(await marked('/', host)).toBe('1');
    expect(await marked(`/${EMPORIO.slug}/produto/cafe`, 'localhost:3000')).toBe('1');
  });

  it('nor a page with a cookie, an account page, an action, an age-gated page, an API-key login or the provider home', async () => {
    const host = `${EMPORIO.domains[0]}:3000`;
    expect(await marked('/produto/cafe', host, { headers: { cookie: 'a=b' } })).toBeNull();
    expect(await marked('/carrinho', host)).toBeNull();
    expect(await marked('/produto/cafe', host, { method: 'POST' })).toBeNull();
    // The Adega's product page renders under the question's dialog, the same for every visitor
    // without a cookie (decision 0045); an answered visitor's pages are their own.
    expect(await marked('/produto/vinho', `${ADEGA.domains[0]}:3000`)).toBe('1');
    expect(
      await marked('/produto/vinho', `${ADEGA.domains[0]}:3000`, { headers: { cookie: 'maior-de-18=sim' } }),
    ).toBeNull();
    expect(await marked('/?api_key=k&id_erp_usuario=u', host)).toBeNull();
    expect(await marked('/', 'localhost:3000')).toBeNull();
  });

  it('the age question served in place of a public page is public too, never in place of a private one or once answered', async () => {
    const adega = `${ADEGA.domains[0]}:3000`;
    // The home is replaced by the question: the same answer for every visitor without a cookie.
    expect(await marked('/', adega)).toBe('1');
    expect(await marked('/', adega, { headers: { cookie: 'maior-de-18=sim' } })).toBeNull();
    expect(await marked('/', adega, { headers: { cookie: 'maior-de-18=nao' } })).toBeNull();
    expect(await marked('/carrinho', adega)).toBeNull();
    expect(await marked('/', adega, { method: 'POST' })).toBeNull();
  });
});
