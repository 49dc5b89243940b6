/** @jest-environment node */
import { ADEGA, ATACADO, EMPORIO, fakeLookup, MISMATCHED_HOST, SETTINGS } from '@/test-support/tenant-fixtures';

import { resolveTenant, type TenantAction, type TenantSettings } from './resolve';

const PROVIDER = 'http://localhost:3000/';

async function resolve(url: string, host: string, settings: Partial<TenantSettings> = {}): Promise<TenantAction> {
  const u = new URL(url, 'http://x');
  return resolveTenant({
    host,
    protocol: 'http',
    pathname: u.pathname,
    searchParams: u.searchParams,
    settings: { ...SETTINGS, ...settings },
    lookup: fakeLookup(),
  });
}

const rewrite = (pathname: string, slug: string, base: string) => ({
  kind: 'rewrite',
  pathname,
  base,
  supplier: expect.objectContaining({ slug }),
});
const redirect = (location: string, status: 307 | 308 = 307) => ({ kind: 'redirect', location, status });

describe('resolveTenant', () => {
  const table: [string, string, string, Partial<TenantSettings>, unknown][] = [
    // Supplier's own host: no prefix, rewritten to /<slug>/…
    ['own host root', 'emporio.localhost:3000', '/', {}, rewrite('/emporio-bom-preco', EMPORIO.slug, '')],
    [
      'own host path',
      'emporio.localhost:3000',
      '/busca?q=arroz',
      {},
      rewrite('/emporio-bom-preco/busca', EMPORIO.slug, ''),
    ],
    [
      'additional domain',
      'bompreco.localhost:3000',
      '/busca',
      {},
      rewrite('/emporio-bom-preco/busca', EMPORIO.slug, ''),
    ],
    ['host without port', 'atacado.localhost', '/', {}, rewrite('/atacado-horizonte', ATACADO.slug, '')],
    ['host case-insensitive', 'ADEGA.Localhost:8080', '/', {}, rewrite('/adega-serra', ADEGA.slug, '')],
    [
      'own slug prefix on own host',
      'emporio.localhost:3000',
      '/emporio-bom-preco/busca?q=1',
      {},
      redirect('http://emporio.localhost:3000/busca?q=1', 308),
    ],
    [
      'another slug on own host is a path',
      'emporio.localhost:3000',
      '/atacado-horizonte',
      {},
      rewrite('/emporio-bom-preco/atacado-horizonte', EMPORIO.slug, ''),
    ],
    // Shared host: first segment is the supplier
    ['shared root = provider home', 'localhost:3000', '/', {}, { kind: 'provider-home' }],
    ['shared 127.0.0.1 root', '127.0.0.1:3000', '/', {}, { kind: 'provider-home' }],
    [
      'shared slug',
      'localhost:3000',
      '/emporio-bom-preco',
      {},
      rewrite('/emporio-bom-preco', EMPORIO.slug, '/emporio-bom-preco'),
    ],
    [
      'shared slug path',
      'localhost:3000',
      '/atacado-horizonte/busca',
      {},
      rewrite('/atacado-horizonte/busca', ATACADO.slug, '/atacado-horizonte'),
    ],
    [
      'shared uuid → slug',
      'localhost:3000',
      `/${ADEGA.id}/busca?q=vinho`,
      {},
      redirect('http://localhost:3000/adega-serra/busca?q=vinho', 308),
    ],
    [
      'shared upper-case slug → slug',
      'localhost:3000',
      '/Adega-Serra',
      {},
      redirect('http://localhost:3000/adega-serra', 308),
    ],
    // /commerce prefix
    [
      '/commerce stripped (shared)',
      'localhost:3000',
      '/commerce/emporio-bom-preco/busca?q=1',
      {},
      redirect('http://localhost:3000/emporio-bom-preco/busca?q=1', 308),
    ],
    ['/commerce alone', 'emporio.localhost:3000', '/commerce', {}, redirect('http://emporio.localhost:3000/', 308)],
    ['/commercex is not the prefix', 'localhost:3000', '/commercex', {}, redirect(PROVIDER)],
    // fselecionado
    [
      'fselecionado on shared root',
      'localhost:3000',
      '/?fselecionado=adega-serra',
      {},
      redirect('http://localhost:3000/adega-serra'),
    ],
    [
      'fselecionado on shared supplier path',
      'localhost:3000',
      `/emporio-bom-preco/busca?fselecionado=${ATACADO.id}&q=1`,
      {},
      redirect('http://localhost:3000/atacado-horizonte/busca?q=1'),
    ],
    [
      'fselecionado same supplier',
      'localhost:3000',
      '/adega-serra?fselecionado=adega-serra',
      {},
      rewrite('/adega-serra', ADEGA.slug, '/adega-serra'),
    ],
    [
      'fselecionado on foreign domain',
      'emporio.localhost:3000',
      '/busca?fselecionado=atacado-horizonte&q=1',
      {},
      redirect('http://atacado.localhost:3000/busca?q=1'),
    ],
    [
      'fselecionado same domain',
      'emporio.localhost:3000',
      '/?fselecionado=emporio-bom-preco',
      {},
      rewrite('/emporio-bom-preco', EMPORIO.slug, ''),
    ],
    ['fselecionado unknown', 'localhost:3000', '/?fselecionado=nada', {}, redirect(PROVIDER)],
    [
      'fselecionado superon_default',
      'emporio.localhost:3000',
      '/?fselecionado=fornecedor-sem-tema',
      {},
      redirect(PROVIDER),
    ],
    [
      'fselecionado on unknown host',
      'nada.localhost:3000',
      '/?fselecionado=adega-serra',
      {},
      redirect('http://adega.localhost:3000/'),
    ],
    // Unknown / not servable → provider home
    ['unknown host', 'nada.localhost:3000', '/', {}, redirect(PROVIDER)],
    ['unknown host path', 'nada.localhost', '/busca', {}, redirect(PROVIDER)],
    ['unknown slug', 'localhost:3000', '/nao-existe/busca', {}, redirect(PROVIDER)],
    ['invalid slug chars', 'localhost:3000', '/%3Cscript%3E', {}, redirect(PROVIDER)],
    ['superon_default by slug', 'localhost:3000', '/fornecedor-sem-tema', {}, redirect(PROVIDER)],
    ['superon_default by host', 'semtema.localhost:3000', '/', {}, redirect(PROVIDER)],
    ['host not among the supplier domains', `${MISMATCHED_HOST}:3000`, '/', {}, redirect(PROVIDER)],
    ['unknown host on 127.0.0.1 shared', '127.0.0.1:3000', '/nada', {}, redirect('http://127.0.0.1:3000/')],
    [
      'PROVIDER_HOME_URL',
      'nada.localhost',
      '/',
      { providerHomeUrl: 'https://lojas.example/' },
      redirect('https://lojas.example/'),
    ],
    ['no port configured', 'nada.localhost', '/', { publicPort: '' }, redirect('http://localhost/')],
    [
      'custom shared hosts',
      'vitrine.test:3000',
      '/adega-serra',
      { sharedHosts: ['vitrine.test'] },
      rewrite('/adega-serra', ADEGA.slug, '/adega-serra'),
    ],
    // White label
    [
      'WL: own host served',
      'emporio.localhost:3000',
      '/busca',
      { whiteLabelSupplier: 'emporio-bom-preco' },
      rewrite('/emporio-bom-preco/busca', EMPORIO.slug, ''),
    ],
    [
      'WL: provider home → supplier',
      'localhost:3000',
      '/',
      { whiteLabelSupplier: 'emporio-bom-preco' },
      redirect('http://localhost:3000/emporio-bom-preco'),
    ],
    [
      'WL: shared slug served',
      'localhost:3000',
      '/emporio-bom-preco/busca',
      { whiteLabelSupplier: 'emporio-bom-preco' },
      rewrite('/emporio-bom-preco/busca', EMPORIO.slug, '/emporio-bom-preco'),
    ],
    [
      'WL: other slug → supplier',
      'localhost:3000',
      '/adega-serra',
      { whiteLabelSupplier: 'emporio-bom-preco' },
      redirect('http://localhost:3000/emporio-bom-preco'),
    ],
    [
      'WL: other host → supplier origin',
      'adega.localhost:3000',
      '/busca',
      { whiteLabelSupplier: 'emporio-bom-preco' },
      redirect('http://emporio.localhost:3000/'),
    ],
    [
      'WL: unknown host → supplier origin',
      'nada.localhost:3000',
      '/',
      { whiteLabelSupplier: 'emporio-bom-preco' },
      redirect('http://emporio.localhost:3000/'),
    ],
    [
      'WL: fselecionado other → supplier',
      'emporio.localhost:3000',
      '/?fselecionado=adega-serra',
      { whiteLabelSupplier: 'emporio-bom-preco' },
      redirect('http://emporio.localhost:3000/'),
    ],
    [
      'WL: unknown WL slug → 503, not a loop',
      'localhost:3000',
      '/',
      { whiteLabelSupplier: 'nao-existe' },
      expect.objectContaining({ kind: 'unavailable' }),
    ],
  ];

  it.each(table)('%s: %s %s', async (_name, host, url, settings, expected) => {
    await expect(resolve(url, host, settings)).resolves.toEqual(expected);
  });

  it('rewrite target always contains the resolved slug', async () => {
    for (const [host, path] of [
      ['emporio.localhost', '/x'],
      ['atacado.localhost:3000', '/'],
      ['localhost', '/adega-serra/y'],
    ] as const) {
      const action = await resolve(path, host);
      expect(action.kind).toBe('rewrite');
      if (action.kind === 'rewrite') expect(action.pathname.startsWith(`/${action.supplier.slug}`)).toBe(true);
    }
  });

  it('does not look anything up for an invalid first segment', async () => {
    const lookup = fakeLookup();
    await resolveTenant({
      host: 'localhost',
      protocol: 'http',
      pathname: '/a.b/c',
      searchParams: new URLSearchParams(),
      settings: SETTINGS,
      lookup,
    });
    expect(lookup.calls).toEqual([]);
  });
});
