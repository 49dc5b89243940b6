import {
  actionLinkResponseSchema,
  carouselListResponseSchema,
  EMPTY_ID,
  staticPageListResponseSchema,
  staticPageResponseSchema,
  type CarouselList,
} from '../../../lib/contract';
import { MALICIOUS_PAGE_IMAGE, MALICIOUS_PAGE_SLUG } from '../../seed/content-pages';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { baseUrl, expectApiError, get, type Res } from '../helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const G = DEMO_SUPPLIERS.adega;

async function carousels(supplier: string, query = '', token = 'token'): Promise<CarouselList> {
  const r = await get(`/v2/app/${token}/customizacao/carrossel/list-for-page/${supplier}${query}`);
  if (r.status !== 200) throw new Error(`${r.status} ${r.text}`);
  return carouselListResponseSchema.parse(r.body);
}

async function post(path: string, body: unknown): Promise<Res> {
  const r = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null, headers: r.headers, text };
}

describe('carousels', () => {
  it('HOME: banners without products, then product carousels, in order', async () => {
    const c = await carousels(E.slug, '?page=HOME&device=desktop');
    expect(c.carrosseis.length).toBeGreaterThanOrEqual(3);
    expect(c.carrosseis.map((x) => x.ordem)).toEqual([...c.carrosseis.map((x) => x.ordem)].sort((a, b) => a - b));
    const banners = c.carrosseis.filter((x) => x.tipo_conteudo === 'STATIC_IMAGES');
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) {
      expect(b.produtos).toEqual([]);
      expect(b.imagens.length).toBeGreaterThan(0);
      for (const i of b.imagens) expect(i.link.startsWith('/')).toBe(true);
    }
    const prods = c.carrosseis.filter((x) => x.tipo_conteudo === 'PRODUTOS');
    expect(prods.length).toBeGreaterThan(0);
    for (const p of prods) {
      expect(p.produtos.length).toBeGreaterThan(0);
      expect(p.imagens).toEqual([]);
      expect(p.produtos.every((x) => x.idfornecedor === E.idfornecedor && x.preco !== null)).toBe(true);
    }
    expect(c.possuiPreco).toBe(true);
  });

  it('hides prices of product carousels on atacado for visitors', async () => {
    const c = await carousels(A.slug);
    expect(c.possuiPreco).toBe(false);
    const prods = c.carrosseis.filter((x) => x.tipo_conteudo === 'PRODUTOS').flatMap((x) => x.produtos);
    expect(prods.length).toBeGreaterThan(0);
    expect(prods.every((p) => p.preco === null && p.precovendaatacado === null)).toBe(true);
    expect(JSON.stringify(c)).not.toMatch(/"preco":\d/);
  });

  it('accepts the composite token segment, loadProdutos=false, idcarrossel and other pages', async () => {
    const full = await carousels(G.slug, '', `token~${EMPTY_ID}`);
    expect(full.carrosseis.length).toBeGreaterThan(0);
    const light = await carousels(G.slug, '?loadProdutos=false');
    expect(light.carrosseis.every((x) => x.produtos.length === 0)).toBe(true);
    const one = full.carrosseis.find((x) => x.tipo_conteudo === 'PRODUTOS')!;
    const only = await carousels(G.slug, `?idcarrossel=${one.idcarrossel}`);
    expect(only.carrosseis.map((x) => x.idcarrossel)).toEqual([one.idcarrossel]);
    expect((await carousels(G.slug, '?page=CATEGORIA')).carrosseis).toEqual([]);
    expectApiError(await get(`/v2/app/token/customizacao/carrossel/list-for-page/${G.slug}?idcarrossel=x`), 400);
    expectApiError(await get(`/v2/app/token/customizacao/carrossel/list-for-page/nao-existe`), 404);
  });
});

describe('static pages', () => {
  it('lists only WEB pages', async () => {
    for (const s of [E, A, G]) {
      const r = await get(`/v4/pagina-estatica/${s.slug}/listar`);
      expect(r.status).toBe(200);
      const { paginas } = staticPageListResponseSchema.parse(r.body);
      expect(paginas.map((p) => p.slug)).toEqual(
        expect.arrayContaining(['quem-somos', 'politica-de-privacidade', 'trocas-e-devolucoes']),
      );
      expect(paginas.every((p) => p.tag.includes('WEB'))).toBe(true);
      expect(paginas.some((p) => p.slug === 'app-boas-vindas')).toBe(false);
    }
  });

  it('answers a page by slug with real content', async () => {
    const r = await get(`/v4/pagina-estatica/${E.idfornecedor}/slug/quem-somos?idcliente=${EMPTY_ID}`);
    expect(r.status).toBe(200);
    const { pagina } = staticPageResponseSchema.parse(r.body);
    expect(pagina.titulo).toBe('Quem somos');
    expect((pagina.html.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(Number.isNaN(Date.parse(pagina.atualizado_em))).toBe(false);
    const t = staticPageResponseSchema.parse(
      (await get(`/v4/pagina-estatica/${A.slug}/slug/trocas-e-devolucoes`)).body,
    ).pagina;
    expect(t.html).toContain('<table>');
  });

  it('404 for APP-only and unknown pages', async () => {
    expectApiError(await get(`/v4/pagina-estatica/${E.slug}/slug/app-boas-vindas`), 404, 'Página não encontrada');
    expectApiError(await get(`/v4/pagina-estatica/${E.slug}/slug/nao-existe`), 404, 'Página não encontrada');
    expectApiError(await get(`/v4/pagina-estatica/${E.slug}/slug/${encodeURIComponent('<script>')}`), 400);
  });

  it('stores supplier HTML sanitized (no script, on* or javascript:)', async () => {
    const r = await get(`/v4/pagina-estatica/${E.slug}/slug/${MALICIOUS_PAGE_SLUG}`);
    expect(r.status).toBe(200);
    const { pagina } = staticPageResponseSchema.parse(r.body);
    expect(pagina.html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
    expect(pagina.html).toContain('Guarde frutas maduras');
    expect(pagina.html).toContain('alt="Frutas frescas"');
    // Its picture is one the API serves (it was a broken image).
    const src = /<img[^>]*src="([^"]+)"/.exec(pagina.html)?.[1];
    expect(src).toBe(MALICIOUS_PAGE_IMAGE);
    const img = await fetch(`${baseUrl()}${src}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toMatch(/^image\//);
  });
});

describe('action links', () => {
  it.each([E, A, G])('resolves the five links of $slug', async (s) => {
    const tipos: Record<string, string> = {
      'oferta-produto': 'PRODUTO',
      'categoria-destaque': 'CATEGORIA',
      'busca-promocao': 'BUSCA',
      'pagina-trocas': 'PAGINA',
      'kit-basico': 'ADICIONAR_ITENS',
    };
    for (const [codigo, tipo] of Object.entries(tipos)) {
      const r = await get(`/v4/link-acao/${s.slug}/${codigo}`);
      expect(r.status).toBe(200);
      const { link } = actionLinkResponseSchema.parse(r.body);
      expect(link).toMatchObject({ codigo, tipo });
      expect(link.destino.startsWith('/')).toBe(true);
      if (tipo === 'ADICIONAR_ITENS') expect(link.itens!.length).toBeGreaterThan(0);
      else expect(link.itens).toBeUndefined();
    }
  });

  it('targets exist', async () => {
    const { link } = actionLinkResponseSchema.parse((await get(`/v4/link-acao/${E.idfornecedor}/oferta-produto`)).body);
    const slug = link.destino.replace('/produto/', '');
    expect((await get(`/v2/app/token/fornecedor/${E.slug}/produto/${slug}`)).status).toBe(200);
    const pg = actionLinkResponseSchema.parse((await get(`/v4/link-acao/${E.slug}/pagina-trocas`)).body).link;
    expect((await get(`/v4/pagina-estatica/${E.slug}/slug/${pg.destino.replace('/pagina/', '')}`)).status).toBe(200);
  });

  it('unknown → 404', async () => {
    expectApiError(await get(`/v4/link-acao/${E.slug}/nao-existe`), 404, 'Link não encontrado');
    expectApiError(await get(`/v4/link-acao/nao-existe/kit-basico`), 404);
  });
});

describe('availability alert', () => {
  const body = {
    idcliente: '11111111-1111-4111-8111-111111111111',
    idfornecedor: E.idfornecedor,
    idcadastroextraproduto: '22222222-2222-4222-8222-222222222222',
  };

  it('requires login', async () => {
    expectApiError(await post('/v4/notificacao/alerta-disponibilidade', body), 401, 'Faça login para continuar');
    expectApiError(await post('/v4/notificacao/alerta-disponibilidade/remove', body), 401, 'Faça login para continuar');
  });

  it('validates the body', async () => {
    expectApiError(await post('/v4/notificacao/alerta-disponibilidade', { ...body, idcliente: 'x' }), 400, /idcliente/);
    expectApiError(
      await post('/v4/notificacao/alerta-disponibilidade', { idcliente: body.idcliente, idfornecedor: E.slug }),
      400,
      /produto/i,
    );
  });
});
