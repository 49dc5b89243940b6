/** @jest-environment node */
import { NextRequest } from 'next/server';

import { cachedLookup, TenantCache } from '@/lib/tenant/cache';
import { createTenantHandler } from '@/lib/tenant/handler';
import { EMPORIO, fakeLookup, SETTINGS } from '@/test-support/tenant-fixtures';

import { config } from './middleware';

function setup() {
  const raw = fakeLookup();
  const handle = createTenantHandler({ lookup: cachedLookup(raw, new TenantCache()), settings: () => SETTINGS });
  return { raw, handle };
}

function request(url: string, host: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(url, 'http://127.0.0.1:3000'), { headers: { host, ...headers } });
}

function target(res: Response): string {
  const url = new URL(res.headers.get('x-middleware-rewrite') ?? 'http://invalid/');
  return `${url.pathname}${url.search}`;
}

/** Request headers forwarded upstream by NextResponse.next/rewrite. */
function forwarded(res: Response): Record<string, string | null> {
  const get = (name: string) => res.headers.get(`x-middleware-request-${name}`);
  return { slug: get('x-supplier-slug'), id: get('x-supplier-id'), base: get('x-storefront-base') };
}

describe('middleware', () => {
  it('rewrites the supplier host to /<slug> with the supplier headers', async () => {
    const { handle } = setup();
    const res = await handle(request('/busca?q=arroz', 'emporio.localhost:3000'));
    expect(target(res)).toBe('/emporio-bom-preco/busca?q=arroz');
    expect(forwarded(res)).toEqual({ slug: EMPORIO.slug, id: EMPORIO.id, base: '' });
  });

  it('sets base /<slug> on a shared host', async () => {
    const { handle } = setup();
    const res = await handle(request('/atacado-horizonte/busca', 'localhost:3000'));
    expect(target(res)).toBe('/atacado-horizonte/busca');
    expect(forwarded(res).base).toBe('/atacado-horizonte');
  });

  it('strips spoofed tenant headers', async () => {
    const { handle } = setup();
    const spoof = {
      'x-supplier-slug': 'adega-serra',
      'x-supplier-id': 'c4d5e6f7-8a9b-4c0d-9e1f-2a3b4c5d6e03',
      'x-storefront-base': '/evil',
    };
    const rewritten = await handle(request('/', 'emporio.localhost:3000', spoof));
    expect(forwarded(rewritten)).toEqual({ slug: EMPORIO.slug, id: EMPORIO.id, base: '' });

    const home = await handle(request('/', 'localhost:3000', spoof));
    expect(home.headers.get('x-middleware-next')).toBe('1');
    const overridden = home.headers.get('x-middleware-override-headers') ?? '';
    for (const name of Object.keys(spoof)) {
      expect(home.headers.get(`x-middleware-request-${name}`)).toBeNull();
      expect(overridden.split(',')).not.toContain(name);
    }
  });

  it('redirects an unknown host to the provider home', async () => {
    const { handle } = setup();
    const res = await handle(request('/', 'nada.localhost:3000'));
    // Next would relativize a Location on its internal host (localhost:3000): a route handler answers.
    expect(target(res)).toBe('/tenant-redirect');
    expect(res.headers.get('x-middleware-request-x-tenant-redirect')).toBe('http://localhost:3000/');
    expect(res.headers.get('x-middleware-request-x-tenant-redirect-status')).toBe('307');

    const other = await handle(request('/?fselecionado=adega-serra', 'emporio.localhost:3000'));
    expect(other.status).toBe(307);
    expect(other.headers.get('location')).toBe('http://adega.localhost:3000/');
  });

  it('captures utm_* into the utm cookie', async () => {
    const { handle } = setup();
    const res = await handle(
      request('/?utm_source=news&utm_campaign=black%20friday&utm_medium=email&outro=1', 'emporio.localhost:3000'),
    );
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('utm=');
    expect(decodeURIComponent(cookie)).toContain('utm_source=news&utm_campaign=black+friday&utm_medium=email');
    expect(cookie).not.toContain('outro');
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('sets no cookie without utm params, also on redirects it keeps utm', async () => {
    const { handle } = setup();
    expect((await handle(request('/', 'emporio.localhost:3000'))).headers.get('set-cookie')).toBeNull();
    const redirect = await handle(request('/commerce?utm_source=x', 'emporio.localhost'));
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('set-cookie')).toContain('utm=');
  });

  it('does not call the lookup again for a known host', async () => {
    const { handle, raw } = setup();
    await handle(request('/', 'emporio.localhost:3000'));
    await handle(request('/busca', 'emporio.localhost:3000'));
    await handle(request('/', 'bompreco.localhost'));
    expect(raw.calls).toEqual(['host:emporio.localhost', 'host:bompreco.localhost']);
  });

  it('answers 503 when the commerce API is down', async () => {
    const handle = createTenantHandler({
      lookup: { byHost: () => Promise.reject(new Error('down')), byIdOrSlug: () => Promise.reject(new Error('down')) },
      settings: () => SETTINGS,
    });
    const res = await handle(request('/', 'emporio.localhost'));
    expect(res.status).toBe(503);
    // A friendly pt-BR page, not plain text (robustness).
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('Loja indisponível no momento');
  });

  it('CSP connect-src is the store itself: the chat socket goes through it, never to the API (decision 0017)', async () => {
    const saved = { api: process.env.COMMERCE_API_URL, socket: process.env.CHAT_SOCKET_URL };
    process.env.COMMERCE_API_URL = 'http://api.interna:4000';
    delete process.env.CHAT_SOCKET_URL;
    try {
      const { handle } = setup();
      const res = await handle(request('/', 'emporio.localhost:3000'));
      const policy =
        res.headers.get('content-security-policy') ??
        res.headers.get('x-middleware-request-content-security-policy') ??
        '';
      const connect = policy.split(';').find((d) => d.trim().startsWith('connect-src'));
      expect(connect?.trim()).toBe("connect-src 'self'");
      expect(policy).not.toContain('api.interna');
    } finally {
      if (saved.api === undefined) delete process.env.COMMERCE_API_URL;
      else process.env.COMMERCE_API_URL = saved.api;
      if (saved.socket !== undefined) process.env.CHAT_SOCKET_URL = saved.socket;
    }
  });

  it('matcher lets the per-supplier sitemap.xml and robots.txt through', () => {
    expect(config.matcher).toEqual(
      expect.arrayContaining(['/sitemap.xml', '/robots.txt', '/:slug/sitemap.xml', '/:slug/robots.txt']),
    );
  });

  it('matcher sends a percent-escaped path outside it (file, API image) to the middleware, never Next internals', () => {
    const res = config.matcher
      .filter((m) => typeof m === 'string')
      .map((m) => new RegExp(`^${m.replace(/:slug/g, '[^/]+').replace(/:path\*/g, '.*')}$`));
    const matched = (path: string) => res.some((re) => re.test(path));
    for (const path of ['/%zz.js', '/superon/imagens/%zz', '/emporio-bom-preco/pagina/%C0%AE.txt', '/favicon.ico%00'])
      expect(matched(path)).toBe(true);
    for (const path of ['/_next/static/chunks/%5Ba%5D.js', '/superon/imagens/p/1.svg', '/logo.png'])
      expect(matched(path)).toBe(false);
  });

  it("matcher sends next/image's optimizer to the middleware only for a url holding a '%'", () => {
    expect(config.matcher).toContainEqual({
      source: '/_next/image',
      has: [{ type: 'query', key: 'url', value: '.*%.*' }],
    });
  });

  it('matcher excludes static assets and API images', () => {
    const pattern = config.matcher[0] ?? '';
    const re = new RegExp(`^${pattern}$`);
    for (const path of ['/', '/busca', '/emporio-bom-preco/busca', '/commerce/x']) expect(re.test(path)).toBe(true);
    for (const path of [
      '/_next/static/chunks/a.js',
      '/superon/imagens/p/1.svg',
      '/favicon.ico',
      '/robots.txt',
      '/logo.png',
    ])
      expect(re.test(path)).toBe(false);
  });

  describe('age gate (adults-only supplier)', () => {
    const adega = (path: string, cookie?: string) =>
      request(path, 'adega.localhost:3000', cookie ? { cookie: `maior-de-18=${cookie}` } : {});

    it('serves the age gate page instead of the home and other catalog pages until the answer is sim', async () => {
      const { handle } = setup();
      for (const path of ['/', '/ofertas', '/link/promo']) {
        const q = path.includes('?') ? path.slice(path.indexOf('?')) : '';
        expect(target(await handle(adega(path)))).toBe(`/adega-serra/verificacao-idade${q}`);
        expect(target(await handle(adega(path, 'nao')))).toBe(`/adega-serra/verificacao-idade${q}`);
      }
      expect(target(await handle(adega('/ofertas', 'sim')))).toBe('/adega-serra/ofertas');
      expect(target(await handle(request('/adega-serra/ofertas', 'localhost:3000')))).toBe(
        '/adega-serra/verificacao-idade',
      );
      expect(
        target(await handle(request('/adega-serra/ofertas', 'localhost:3000', { cookie: 'maior-de-18=sim' }))),
      ).toBe('/adega-serra/ofertas');
    });

    it('renders the pages crawlers read (product, search) under the question, not instead of them (decision 0045)', async () => {
      const { handle } = setup();
      for (const path of ['/busca?q=vinho', '/produto/merlot-reserva']) {
        expect(target(await handle(adega(path)))).toBe(`/adega-serra${path}`);
        expect(target(await handle(adega(path, 'nao')))).toBe(`/adega-serra${path}`);
      }
      expect(target(await handle(request('/adega-serra/produto/x', 'localhost:3000')))).toBe('/adega-serra/produto/x');
    });

    it('leaves login, account, password reset, errors, static pages, route handlers and SEO files alone', async () => {
      const { handle } = setup();
      for (const path of [
        '/entrar',
        '/conta',
        '/conta/usuarios',
        '/redefinir-senha',
        '/erro/too-many-request',
        '/pagina/termos',
        '/api/sessao/sair',
        '/cadastro-em-analise',
        '/robots.txt',
        '/sitemap.xml',
      ]) {
        expect(target(await handle(adega(path)))).toBe(`/adega-serra${path}`);
      }
    });

    it('never applies to other suppliers', async () => {
      const { handle } = setup();
      expect(target(await handle(request('/produto/x', 'emporio.localhost:3000')))).toBe(
        '/emporio-bom-preco/produto/x',
      );
    });
  });

  describe('server actions from another origin', () => {
    const ID = '7f209ce1725377ed862f4fed2dcebe4a029c4d86ec';
    const post = (path: string, host: string, headers: Record<string, string>) =>
      new NextRequest(new URL(path, 'http://127.0.0.1:3000'), {
        method: 'POST',
        headers: { host, ...headers },
        body: '[]',
      });

    it('a foreign Origin (or, without one, a foreign Referer) is a 403 before Next sees it', async () => {
      const { handle } = setup();
      const foreign: Record<string, string>[] = [
        { origin: 'http://evil.example' },
        { origin: 'http://atacado.localhost:3000' },
        { referer: 'http://evil.example/x' },
      ];
      for (const extra of foreign) {
        const res = await handle(post('/conta', 'emporio.localhost:3000', { 'next-action': ID, ...extra }));
        expect(res.status).toBe(403);
        expect(await res.text()).toBe('Origem da requisição não permitida.');
        expect(res.headers.get('x-middleware-rewrite')).toBeNull();
      }
    });

    it('a client-sent X-Forwarded-Host cannot make a foreign Origin look local', async () => {
      const { handle } = setup();
      const res = await handle(
        post('/conta', 'emporio.localhost:3000', {
          'next-action': ID,
          origin: 'http://evil.example',
          'x-forwarded-host': 'evil.example',
        }),
      );
      expect(res.status).toBe(403);
    });

    it('an undecodable payload is a 400 (Next would throw a 500 while decoding it)', async () => {
      const { handle } = setup();
      const res = await handle(
        new NextRequest(new URL('/entrar', 'http://127.0.0.1:3000'), {
          method: 'POST',
          headers: {
            host: 'emporio.localhost:3000',
            'next-action': ID,
            origin: 'http://emporio.localhost:3000',
            'content-type': 'text/plain;charset=UTF-8',
          },
          body: 'garbage',
        }),
      );
      expect(res.status).toBe(400);
      expect(await res.text()).toBe('Requisição inválida.');
    });

    it('an impossible action id is a 400; the same origin goes on to the page', async () => {
      const { handle } = setup();
      expect(
        (
          await handle(
            post('/conta', 'emporio.localhost:3000', { 'next-action': 'x', origin: 'http://emporio.localhost:3000' }),
          )
        ).status,
      ).toBe(400);
      const ok = await handle(
        post('/conta', 'emporio.localhost:3000', { 'next-action': ID, origin: 'http://emporio.localhost:3000' }),
      );
      expect(target(ok)).toBe('/emporio-bom-preco/conta');
    });
  });
});
