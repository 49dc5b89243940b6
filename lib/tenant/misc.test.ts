/** @jest-environment node */
import { parseCookiePreferences } from '@/lib/commerce/preferences';
import { callPath } from '@/lib/commerce/request';
import { catalogEndpoints } from '@/lib/contract/catalog';
import { buildPath } from '@/lib/contract/endpoint';
import { configEndpoints, supplierEndpoints } from '@/lib/contract/supplier';
import { parseEnv } from '@/lib/env';
import { supplierHref, supplierOrigin } from '@/lib/supplier-url';

import { normalizeHost } from './supplier';
import { contrastRatio, readableOn, themeVars } from './theme';
import { captureUtm, parseUtmCookie } from './utm';

describe('normalizeHost', () => {
  it.each([
    ['Emporio.Localhost:3000', 'emporio.localhost'],
    ['emporio.localhost.', 'emporio.localhost'],
    ['[::1]:3000', '[::1]'],
    ['127.0.0.1', '127.0.0.1'],
  ])('%s → %s', (raw, host) => expect(normalizeHost(raw)).toBe(host));
});

describe('supplier URLs', () => {
  const settings = parseEnv({});
  it('builds the origin from env', () => {
    expect(supplierOrigin({ dominio: 'emporio.localhost' }, settings)).toBe('http://emporio.localhost:3000');
    expect(supplierOrigin({ dominio: 'loja.example' }, parseEnv({ PUBLIC_PROTOCOL: 'https', PUBLIC_PORT: '' }))).toBe(
      'https://loja.example',
    );
  });
  it.each([
    ['', '/', '/'],
    ['', '/busca', '/busca'],
    ['/emporio-bom-preco', '/', '/emporio-bom-preco'],
    ['/emporio-bom-preco', '/busca?q=1', '/emporio-bom-preco/busca?q=1'],
    ['/emporio-bom-preco', 'busca', '/emporio-bom-preco/busca'],
    ['/emporio-bom-preco', 'https://x.example/a', 'https://x.example/a'],
    ['', 'mailto:a@b.c', 'mailto:a@b.c'],
    ['/x', '//evil.example', '//evil.example'],
  ])('supplierHref(%p, %p) = %p', (base, path, href) => expect(supplierHref(base, path)).toBe(href));
  it('encodes path parameters and queries', () => {
    expect(buildPath(configEndpoints.getTheme, { idfornecedor: 'a b/c' })).toBe(
      '/v2/configuracao/fornecedor/a%20b%2Fc/tema',
    );
    expect(callPath(supplierEndpoints.listSuppliers, { query: { dominio: 'a b' } }).path).toBe(
      '/v2/app/token~00000000-0000-0000-0000-000000000000/fornecedor?dominio=a+b',
    );
    expect(
      callPath(catalogEndpoints.listProducts, {
        params: { idfornecedor: 'f' },
        query: { page: 2, limit: 20, sk: 'arroz & feijão' },
        auth: { token: 'e' },
      }).path,
    ).toBe('/v2/app/e/listaprodutos/f?page=2&limit=20&sk=arroz+%26+feij%C3%A3o');
  });
});

describe('env', () => {
  it('has defaults', () => {
    expect(parseEnv({})).toMatchObject({
      COMMERCE_API_URL: 'http://127.0.0.1:4000',
      SHARED_HOSTS: ['localhost', '127.0.0.1'],
      PUBLIC_PROTOCOL: 'http',
      PUBLIC_PORT: '3000',
    });
  });
  it('parses lists and rejects bad values', () => {
    expect(parseEnv({ SHARED_HOSTS: ' Vitrine.test , localhost ' }).SHARED_HOSTS).toEqual([
      'vitrine.test',
      'localhost',
    ]);
    expect(() => parseEnv({ SESSION_SECRET: 'curto' })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ COMMERCE_API_URL: 'nope' })).toThrow(/COMMERCE_API_URL/);
    expect(() => parseEnv({ WHITE_LABEL_SUPPLIER: 'Não Slug' })).toThrow(/WHITE_LABEL_SUPPLIER/);
    expect(parseEnv({ WHITE_LABEL_SUPPLIER: '' }).WHITE_LABEL_SUPPLIER).toBeUndefined();
  });
});

describe('theme', () => {
  it('keeps API colours and defaults missing ones', () => {
    expect(
      themeVars({ cor_primaria: '#1b6b36', cor_secundaria: '#0f3d20', cor_auxiliar: '#f2b705', cor_texto: '#ffffff' }),
    ).toMatchObject({
      '--color-primary': '#1b6b36',
      '--color-on-primary': '#ffffff',
    });
    expect(themeVars(null)).toMatchObject({
      '--color-primary': '#436bac',
      '--color-secondary': '#203e6c',
      '--color-auxiliary': '#e2a929',
      '--color-on-primary': '#ffffff',
    });
  });
  it('guarantees 4.5:1 text on primary', () => {
    expect(readableOn('#f2f2f2', '#ffffff')).toBe('#111827');
    expect(contrastRatio(readableOn('#e2a929', '#ffffff'), '#e2a929')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  });
});

describe('utm', () => {
  it('captures only utm_* params', () => {
    expect(captureUtm(new URLSearchParams('a=1&utm_source=x&UTM_Medium=y'))).toBe('utm_source=x&utm_medium=y');
    expect(captureUtm(new URLSearchParams('a=1'))).toBeNull();
  });
  it('reads the cookie back', () => {
    expect(parseUtmCookie('utm_source=x&utm_campaign=c%20d')).toEqual({
      source: 'x',
      campaign: 'c d',
      all: 'utm_source=x&utm_campaign=c+d',
    });
    expect(parseUtmCookie(undefined)).toBeNull();
  });
});

describe('cookie preferences', () => {
  it('defaults to the necessary entries only (decision 0034) and reads arrays or objects', () => {
    expect(parseCookiePreferences(undefined)).toEqual({
      necessary: true,
      session: true,
      performance: false,
      personalization: false,
    });
    expect(parseCookiePreferences('[true,false,true,false]')).toEqual({
      necessary: true,
      session: false,
      performance: true,
      personalization: false,
    });
    expect(parseCookiePreferences(encodeURIComponent('{"performance":false}')).performance).toBe(false);
    expect(parseCookiePreferences('garbage').necessary).toBe(true);
  });
});
