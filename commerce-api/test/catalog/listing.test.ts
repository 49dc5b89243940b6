import {
  addressProductListResponseSchema,
  filterGroupsResponseSchema,
  productListResponseSchema,
  productsByTagsResponseSchema,
  searchTagListResponseSchema,
  sectorTreeResponseSchema,
  type FilterGroup,
  type ProductList,
} from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { cmp, expectApiError, get, nameKey } from '../helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const G = DEMO_SUPPLIERS.adega;

async function list(supplier: string, query = ''): Promise<ProductList> {
  const r = await get(`/v2/app/token/listaprodutos/${supplier}${query}`);
  if (r.status !== 200) throw new Error(`${r.status} ${r.text}`);
  return productListResponseSchema.parse(r.body);
}
async function groups(supplier: string, b: string, query = ''): Promise<FilterGroup[]> {
  const r = await get(`/v4/tag-pesquisa/${supplier}/filtros-produto/${b}${query}`);
  if (r.status !== 200) throw new Error(`${r.status} ${r.text}`);
  return filterGroupsResponseSchema.parse(r.body).grupos;
}
const q = (s: string) => encodeURIComponent(s);

describe('listing with search text (sk)', () => {
  it('uses the search engine and ranks by relevance', async () => {
    const l = await list(E.slug, '?sk=arros&ordenacao=relevancia');
    expect(l.ordenacao).toBe('relevancia');
    expect(l.produtos[0]!.nome).toMatch(/^Arroz/);
    // The feijões by name first, then the rest of their category (Arroz e feijão).
    const f = await list(E.slug, `?sk=${q('feijao')}&ordenacao=relevancia`);
    expect(f.total).toBeGreaterThanOrEqual(2);
    expect(f.produtos.slice(0, 2).every((p) => p.nome.startsWith('Feijão'))).toBe(true);
    expect(f.produtos.slice(2).some((p) => p.nome.startsWith('Feijão'))).toBe(false);
  });

  it('name matches come before description-only matches', async () => {
    const l = await list(G.slug, '?sk=merlot&ordenacao=relevancia&limit=100');
    const firstOther = l.produtos.findIndex((p) => !/merlot/i.test(p.nome));
    expect(firstOther).toBeGreaterThan(0);
    expect(l.produtos.slice(firstOther).some((p) => /merlot/i.test(p.nome))).toBe(false);
  });

  it('other orders apply to the matches', async () => {
    const l = await list(G.slug, '?sk=merlot&ordenacao=nome_asc&limit=100');
    const keys = l.produtos.map((p) => nameKey(p.nome));
    expect(keys).toEqual([...keys].sort(cmp));
    expect(l.total).toBe((await list(G.slug, '?sk=merlot&limit=100')).total);
  });

  it('symbols only match nothing; HTML/SQL text is harmless', async () => {
    expect((await list(E.slug, `?sk=${q('&')}`)).total).toBe(0);
    const r = await get(`/v2/app/token/listaprodutos/${E.slug}?sk=${q('<script>alert(1)</script>')}`);
    expect(r.status).toBe(200);
    expect(r.text).not.toContain('<script>');
  });
});

describe('price orders when prices are hidden', () => {
  it.each(['preco_asc', 'preco_desc'])('atacado anonymous %s equals the default order and reports it', async (code) => {
    const def = await list(A.slug, '?limit=100');
    const l = await list(A.slug, `?ordenacao=${code}&limit=100`);
    expect(l.possuiPreco).toBe(false);
    expect(l.ordenacao).toBe(def.ordenacao);
    expect(l.ordenacao).toBe('mais_vendidos');
    expect(l.produtos.map((p) => p.idproduto)).toEqual(def.produtos.map((p) => p.idproduto));
    expect(l.produtos.every((p) => p.preco === null)).toBe(true);
  });

  it('suppliers showing prices keep the price order', async () => {
    const l = await list(E.slug, '?ordenacao=preco_asc&limit=100');
    expect(l.ordenacao).toBe('preco_asc');
  });
});

describe('filter groups', () => {
  it('counts every group over the whole catalogue (todos)', async () => {
    const g = await groups(E.slug, 'todos');
    const byName = new Map(g.map((x) => [x.grupo, x]));
    expect([...byName.keys()]).toEqual(expect.arrayContaining(['Marca', 'Origem', 'Tipo']));
    for (const grp of g) {
      for (const v of grp.valores.slice(0, 3)) {
        const l = await list(E.slug, `?tagsPesquisa=${q(v.tagPesquisa)}&limit=1`);
        expect(l.total).toBe(v.quantidade);
        expect(v.selecionado).toBe(false);
      }
    }
  });

  it('counts within a category (slug or uuid) and a search text', async () => {
    const tree = sectorTreeResponseSchema.parse((await get(`/v2/app/token/listacategoriasprodutos/${E.slug}`)).body);
    const horti = tree.setores.find((s) => s.slug === 'hortifruti')!;
    const bySlug = await groups(E.slug, 'hortifruti');
    expect(await groups(E.slug, horti.idsetor)).toEqual(bySlug);
    const origem = bySlug.find((x) => x.grupo === 'Origem')!;
    for (const v of origem.valores) {
      expect((await list(E.slug, `?categ=${horti.idsetor}&tagsPesquisa=${q(v.tagPesquisa)}&limit=1`)).total).toBe(
        v.quantidade,
      );
    }
    const withText = await groups(E.slug, 'todos', `?query=${q('arroz integral')}`);
    const tipo = withText.find((x) => x.grupo === 'Tipo')!;
    expect(tipo.valores.map((v) => v.valor).sort()).toEqual(['Integral']);
  });

  it('applies the selection of the other groups (values of one group stay ORed)', async () => {
    const sel = 'Origem:Orgânico';
    const g = await groups(E.slug, 'todos', `?tagsPesquisa=${q(sel)}`);
    const origem = g.find((x) => x.grupo === 'Origem')!;
    expect(origem.valores.find((v) => v.valor === 'Orgânico')!.selecionado).toBe(true);
    expect(origem.valores.length).toBeGreaterThan(1);
    const marca = g.find((x) => x.grupo === 'Marca')!;
    for (const v of marca.valores) {
      expect((await list(E.slug, `?tagsPesquisa=${q(`${sel},${v.tagPesquisa}`)}&limit=1`)).total).toBe(v.quantidade);
    }
  });

  it('unknown filter values give 200 and an empty list, unknown sector 404', async () => {
    const l = await list(E.slug, `?tagsPesquisa=${q('Marca:Não Existe')}`);
    expect(l.produtos).toEqual([]);
    expect(l.total).toBe(0);
    expect((await list(E.slug, `?tagsPesquisa=${q('tag-que-nao-existe')}`)).total).toBe(0);
    const g = await groups(E.slug, 'todos', `?tagsPesquisa=${q('Marca:Não Existe')}`);
    expect(g.find((x) => x.grupo === 'Marca')!.valores.find((v) => v.valor === 'Não Existe')).toMatchObject({
      quantidade: 0,
      selecionado: true,
    });
    expectApiError(await get(`/v4/tag-pesquisa/${E.slug}/filtros-produto/nao-existe`), 404, /Setor não encontrado/);
    expectApiError(
      await get(`/v4/tag-pesquisa/${E.slug}/filtros-produto/todos?tagsPesquisa=${q('Marca:')}`),
      400,
      /Filtro inválido/,
    );
  });
});

describe('search tag list', () => {
  it('lists bare tags and group values usable as tagsPesquisa', async () => {
    const r = await get(`/v4/tag-pesquisa/${E.slug}/lista`);
    expect(r.status).toBe(200);
    const { tags } = searchTagListResponseSchema.parse(r.body);
    const destaque = tags.find((t) => t.tagPesquisa === 'destaque')!;
    expect(destaque).toMatchObject({ grupo: null, rotulo: 'Destaques' });
    expect((await list(E.slug, `?tagsPesquisa=destaque&limit=1`)).total).toBe(destaque.quantidade);
    const camil = tags.find((t) => t.tagPesquisa === 'Marca:Camil')!;
    expect(camil.grupo).toBe('Marca');
    expect((await list(E.slug, `?tagsPesquisa=${q('Marca:Camil')}&limit=1`)).total).toBe(camil.quantidade);
  });

  it('narrows by category and text', async () => {
    const tree = sectorTreeResponseSchema.parse((await get(`/v2/app/token/listacategoriasprodutos/${E.slug}`)).body);
    const horti = tree.setores.find((s) => s.slug === 'hortifruti')!;
    const { tags } = searchTagListResponseSchema.parse(
      (await get(`/v4/tag-pesquisa/${E.slug}/lista?idcategoria=${horti.idsetor}`)).body,
    );
    expect(tags.some((t) => t.tagPesquisa === 'organico')).toBe(true);
    expect(tags.some((t) => t.tagPesquisa === 'alcoolico')).toBe(false);
    const t2 = searchTagListResponseSchema.parse(
      (await get(`/v4/tag-pesquisa/${E.slug}/lista?query=cerveja`)).body,
    ).tags;
    expect(t2.find((t) => t.tagPesquisa === 'alcoolico')!.quantidade).toBeGreaterThan(0);
    expectApiError(await get(`/v4/tag-pesquisa/${E.slug}/lista?idcategoria=x`), 400);
  });
});

describe('produto-by-tags', () => {
  it('returns products sharing a tag, excluding the product, max 12', async () => {
    const banana = (await list(E.slug, '?sk=banana')).produtos[0]!;
    const r = await get(
      `/v2/app/fornecedor/${E.slug}/produto-by-tags?idcadastroextraproduto=${banana.idcadastroextraproduto}`,
    );
    expect(r.status).toBe(200);
    const { produtos } = productsByTagsResponseSchema.parse(r.body);
    expect(produtos.length).toBeGreaterThan(0);
    expect(produtos.length).toBeLessThanOrEqual(12);
    expect(produtos.some((p) => p.idproduto === banana.idproduto)).toBe(false);
    expect(produtos.every((p) => p.tags.some((t) => banana.tags.includes(t)))).toBe(true);
    const byId = productsByTagsResponseSchema.parse(
      (await get(`/v2/app/fornecedor/${E.slug}/produto-by-tags?idproduto=${banana.idproduto}`)).body,
    );
    expect(byId.produtos).toEqual(produtos);
  });

  it('hides prices on atacado and 404s for unknown products', async () => {
    const p = (await list(A.slug, '?tagsPesquisa=destaque')).produtos[0]!;
    const r = productsByTagsResponseSchema.parse(
      (await get(`/v2/app/fornecedor/${A.slug}/produto-by-tags?idproduto=${p.idproduto}`)).body,
    );
    expect(r.possuiPreco).toBe(false);
    expect(r.produtos.every((x) => x.preco === null)).toBe(true);
    expectApiError(
      await get(`/v2/app/fornecedor/${E.slug}/produto-by-tags?idproduto=00000000-0000-4000-8000-000000000000`),
      404,
    );
    expectApiError(await get(`/v2/app/fornecedor/${E.slug}/produto-by-tags`), 400);
  });
});

describe('listaprodutosf (address-aware)', () => {
  it('answers dados with preconf', async () => {
    const r = await get(`/v1/app/token/listaprodutosf/${E.slug}?lat=-23.56&lng=-46.69&limit=100`);
    expect(r.status).toBe(200);
    const l = addressProductListResponseSchema.parse(r.body);
    expect(l.dados.length).toBe(l.total);
    for (const p of l.dados) {
      expect(p.preconf).toEqual(expect.any(Number));
      expect(p.preconf!).toBeLessThanOrEqual(p.preco!);
    }
    const plain = await list(E.slug, '?limit=100');
    expect(l.dados.map((p) => p.idproduto)).toEqual(plain.produtos.map((p) => p.idproduto));
  });

  it('preconf is null when prices are hidden; bad address params are 400', async () => {
    const l = addressProductListResponseSchema.parse(
      (await get(`/v1/app/token/listaprodutosf/${A.slug}?idendereco=00000000-0000-4000-8000-000000000001`)).body,
    );
    expect(l.possuiPreco).toBe(false);
    expect(l.dados.every((p) => p.preconf === null && p.preco === null)).toBe(true);
    expectApiError(await get(`/v1/app/token/listaprodutosf/${E.slug}?lat=200`), 400, /Latitude inválida/);
  });
});

describe('bad input on listings', () => {
  it('absurd page → 200 empty; bad uuid → 400; long text → 400', async () => {
    const l = await list(E.slug, '?page=99999');
    expect(l.produtos).toEqual([]);
    expectApiError(await get(`/v2/app/token/listaprodutos/${E.slug}?categ=nao-uuid`), 400, /Identificador inválido/);
    expectApiError(
      await get(`/v2/app/token/listaprodutos/${E.slug}?sk=${'a'.repeat(1000)}`),
      400,
      /Texto de busca muito longo/,
    );
    expectApiError(
      await get(`/v4/tag-pesquisa/${E.slug}/filtros-produto/todos?query=${'a'.repeat(1000)}`),
      400,
      /Texto de busca muito longo/,
    );
  });
});
