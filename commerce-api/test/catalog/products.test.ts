import {
  PRODUCT_ORDER_CODES,
  productDetailResponseSchema,
  productListResponseSchema,
  sectorTreeResponseSchema,
  type ProductList,
  type ProductSummary,
} from '../../../lib/contract';
import { DEMO_MIN_PRODUCTS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { cmp, expectApiError, get, nameKey } from '../helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const G = DEMO_SUPPLIERS.adega;

async function list(supplier: string, query = '', empresa = 'token'): Promise<ProductList> {
  const r = await get(`/v2/app/${empresa}/listaprodutos/${supplier}${query}`);
  if (r.status !== 200) throw new Error(`${r.status} ${r.text}`);
  return productListResponseSchema.parse(r.body);
}

async function all(supplier: string, query = ''): Promise<ProductSummary[]> {
  const sep = query ? '&' : '?';
  const first = await list(supplier, `${query}${sep}limit=100`);
  return first.produtos;
}

describe('product list', () => {
  it('pages by 20 by default with real totals', async () => {
    const l = await list(E.slug);
    expect(l.limit).toBe(20);
    expect(l.page).toBe(1);
    expect(l.produtos).toHaveLength(20);
    expect(l.total).toBeGreaterThanOrEqual(DEMO_MIN_PRODUCTS);
    expect(l.paginas).toBe(Math.ceil(l.total / 20));
    expect(l.ordenacao).toBe('relevancia');
    const last = await list(E.slug, `?page=${l.paginas}`);
    expect(last.produtos).toHaveLength(l.total - 20 * (l.paginas - 1));
    const beyond = await list(E.slug, `?page=${l.paginas + 1}`);
    expect(beyond.produtos).toEqual([]);
    expect(beyond.total).toBe(l.total);
  });

  it('pages do not overlap and cover everything', async () => {
    const l = await list(G.slug, '?limit=25');
    const ids = new Set<string>();
    for (let p = 1; p <= l.paginas; p++)
      (await list(G.slug, `?limit=25&page=${p}`)).produtos.forEach((x) => ids.add(x.idproduto));
    expect(ids.size).toBe(l.total);
  });

  it('each supplier has at least the minimum products', async () => {
    for (const s of [E, A, G]) expect((await list(s.slug, '?limit=1')).total).toBeGreaterThanOrEqual(DEMO_MIN_PRODUCTS);
  });

  it('default order is the supplier first ordenacoes_produto entry', async () => {
    expect((await list(A.slug, '?limit=1')).ordenacao).toBe('mais_vendidos');
  });

  it('limit is honoured and validated', async () => {
    expect((await list(E.slug, '?limit=5')).produtos).toHaveLength(5);
    expectApiError(await get(`/v2/app/token/listaprodutos/${E.slug}?limit=0`), 400, /Limite inválido/);
    expectApiError(await get(`/v2/app/token/listaprodutos/${E.slug}?limit=101`), 400, /Limite inválido/);
    expectApiError(await get(`/v2/app/token/listaprodutos/${E.slug}?page=abc`), 400, /Página inválida/);
  });

  it('category includes child sectors', async () => {
    const setores = sectorTreeResponseSchema.parse(
      (await get(`/v2/app/token/listacategoriasprodutos/${E.slug}`)).body,
    ).setores;
    const horti = setores.find((s) => s.slug === 'hortifruti')!;
    const frutas = horti.subsetores.find((s) => s.slug === 'frutas')!;
    const l = await list(E.slug, `?categ=${horti.idsetor}&limit=100`);
    expect(l.total).toBe(horti.quantidade_produtos);
    const childIds = new Set([horti.idsetor, ...horti.subsetores.map((s) => s.idsetor)]);
    expect(l.produtos.every((p) => childIds.has(p.idsetor))).toBe(true);
    expect(l.produtos.some((p) => p.idsetor === frutas.idsetor)).toBe(true);
    expect((await list(E.slug, `?categ=${frutas.idsetor}`)).total).toBe(frutas.quantidade_produtos);
    expectApiError(await get(`/v2/app/token/listaprodutos/${E.slug}?categ=frutas`), 400, /categ/);
  });

  describe.each([E, A, G])('orders of $slug', (s) => {
    it.each(PRODUCT_ORDER_CODES)('%s', async (code) => {
      const l = await list(s.slug, `?ordenacao=${code}&limit=100`);
      // Prices hidden for visitors (atacado): price orders fall back to the default order.
      expect(l.ordenacao).toBe(s === A && code.startsWith('preco') ? 'mais_vendidos' : code);
      const ps = l.produtos;
      expect(ps.length).toBe(l.total);
      if (code === 'nome_asc' || code === 'nome_desc') {
        const keys = ps.map((p) => nameKey(p.nome));
        const sorted = [...keys].sort(cmp);
        expect(keys).toEqual(code === 'nome_asc' ? sorted : [...sorted].reverse());
      }
      if ((code === 'preco_asc' || code === 'preco_desc') && s !== A) {
        const prices = ps.map((p) => p.preco!);
        const sorted = [...prices].sort((a, b) => a - b);
        expect(prices).toEqual(code === 'preco_asc' ? sorted : sorted.reverse());
      }
      if (code === 'mais_vendidos' || code === 'relevancia') {
        const first = ps.slice(0, 20).map((p) => p.idproduto);
        expect(new Set(first).size).toBe(20);
      }
    });
  });

  it('mais_vendidos differs from name order', async () => {
    const a = (await list(E.slug, '?ordenacao=mais_vendidos')).produtos.map((p) => p.idproduto);
    const b = (await list(E.slug, '?ordenacao=nome_asc')).produtos.map((p) => p.idproduto);
    expect(a).not.toEqual(b);
  });

  it('rejects unknown order codes', async () => {
    expectApiError(await get(`/v2/app/token/listaprodutos/${E.slug}?ordenacao=aleatoria`), 400, 'Ordenação inválida');
  });

  it('searches text without accents', async () => {
    // The cafés by name first, then the rest of their category (Café e matinais).
    const l = await list(E.slug, '?sk=cafe&ordenacao=relevancia');
    expect(l.total).toBeGreaterThanOrEqual(2);
    expect(l.produtos.slice(0, 2).every((p) => nameKey(`${p.nome} ${p.marca}`).includes('cafe'))).toBe(true);
    expect((await list(E.slug, '?sk=ACUCAR')).produtos.map((p) => p.nome)).toContain('Açúcar refinado 1 kg');
    expect((await list(E.slug, '?sk=%25')).total).toBe(0);
  });

  it('filters by tagsPesquisa (groups ANDed, values ORed)', async () => {
    const camil = await list(E.slug, '?tagsPesquisa=Marca:Camil&limit=100');
    expect(camil.total).toBe(2);
    expect(camil.produtos.every((p) => p.marca === 'Camil')).toBe(true);
    const two = await list(E.slug, '?tagsPesquisa=Marca:Camil,Marca:Kicaldo');
    expect(two.total).toBe(3);
    const and = await list(E.slug, `?tagsPesquisa=${encodeURIComponent('Marca:Camil,Tipo:Preto')}`);
    expect(and.produtos.map((p) => p.nome)).toEqual(['Feijão preto tipo 1 1 kg']);
    const wines = await list(
      G.slug,
      `?tagsPesquisa=${encodeURIComponent('País:Brasil,Tipo:Tinto,Uva:Merlot')}&limit=100`,
    );
    expect(wines.total).toBeGreaterThanOrEqual(2);
    expect(wines.produtos.every((p) => p.nome.includes('Merlot') || p.nome.includes('Corte'))).toBe(true);
    expect((await list(E.slug, '?tagsPesquisa=Marca:Inexistente')).total).toBe(0);
  });

  it('empresa segment must be token or the supplier company', async () => {
    expect((await list(A.slug, '?limit=1', A.idempresa)).total).toBeGreaterThan(0);
    expectApiError(await get(`/v2/app/${E.idempresa}/listaprodutos/${A.slug}`), 404, 'Fornecedor não encontrado');
    expectApiError(await get('/v2/app/token/listaprodutos/nao-existe'), 404, 'Fornecedor não encontrado');
  });
});

describe('prices', () => {
  it('the wholesaler hides every price from visitors', async () => {
    const l = await list(A.slug, '?limit=100');
    expect(l.possuiPreco).toBe(false);
    for (const p of l.produtos) {
      expect(p.preco).toBeNull();
      expect(p.precovendaatacado).toBeNull();
      expect(p.preco_embalagem).toBeNull();
      expect(p.efeitospoliticas.descontoProgressivo).toEqual({});
    }
    const d = productDetailResponseSchema.parse(
      (await get(`/v2/app/token/fornecedor/${A.slug}/produto/${l.produtos[0]!.idproduto}`)).body,
    );
    expect(d.possuiPreco).toBe(false);
    expect(d.produto.preco).toBeNull();
    expect(d.similares.every((s) => s.preco === null)).toBe(true);
  });

  it('the grocer shows integer prices and the catalogue has every pricing feature', async () => {
    const ps = await all(E.slug);
    const l = await list(E.slug, '?limit=1');
    expect(l.possuiPreco).toBe(true);
    for (const p of ps) {
      expect(Number.isInteger(p.preco)).toBe(true);
      const tiers = Object.entries(p.efeitospoliticas.descontoProgressivo).sort((a, b) => Number(a[0]) - Number(b[0]));
      let last = p.preco!;
      for (const [, v] of tiers) {
        expect(v).toBeLessThan(last);
        last = v;
      }
      if (p.precovendaatacado !== null) expect(p.precovendaatacado).toBeLessThan(p.preco!);
    }
    for (const s of [E, G]) {
      const xs = await all(s.slug);
      expect(xs.some((p) => p.precovendaatacado !== null && p.minvendaatacado !== null)).toBe(true);
      expect(xs.some((p) => Object.keys(p.efeitospoliticas.descontoProgressivo).length >= 2)).toBe(true);
      expect(xs.some((p) => p.multiploincremento > 1)).toBe(true);
      expect(xs.some((p) => p.maxporpedido !== null)).toBe(true);
      expect(xs.some((p) => p.preco_embalagem !== null)).toBe(true);
      expect(xs.some((p) => !p.disponivel)).toBe(true);
    }
    expect(ps.some((p) => p.granularidade === 0.25)).toBe(true);
    expect(ps.some((p) => p.granularidade === 0.5 && p.unidade === 'kg')).toBe(true);
  });

  it('applies the payment price variance for the supporting supplier only', async () => {
    // Emporio does not support variance: the payment method changes nothing.
    const base = await list(E.slug, '?limit=3&ordenacao=nome_asc');
    const pix = await list(E.slug, '?limit=3&ordenacao=nome_asc&formapagamento=00000000-0000-4000-8000-000000000000');
    expect(pix.produtos.map((p) => p.preco)).toEqual(base.produtos.map((p) => p.preco));
  });
});

describe('product detail', () => {
  it('by slug and uuid, with images, filters, path and similares', async () => {
    const r = await get(`/v2/app/token/fornecedor/${G.slug}/produto/merlot-reserva-2021`);
    expect(r.status).toBe(200);
    const d = productDetailResponseSchema.parse(r.body);
    expect(d.produto.nome).toBe('Merlot Reserva 2021');
    expect(d.produto.descricao.length).toBeGreaterThan(20);
    expect(d.produto.imagens.length).toBeGreaterThanOrEqual(1);
    expect(d.produto.imagens[0]!.url).toBe(d.produto.imagem);
    expect(d.produto.imagem.startsWith(`/superon/imagens/${G.idfornecedor}/`)).toBe(true);
    expect(d.produto.filtros).toEqual(
      expect.arrayContaining([
        { grupo: 'Uva', valor: 'Merlot' },
        { grupo: 'País', valor: 'Brasil' },
      ]),
    );
    expect(d.produto.caminho.map((c) => c.slug)).toEqual(['vinhos-tintos', 'tintos-nacionais']);
    expect(d.similares.length).toBeGreaterThan(0);
    expect(d.similares.length).toBeLessThanOrEqual(8);
    expect(d.similares.every((s) => s.idsetor === d.produto.idsetor && s.idproduto !== d.produto.idproduto)).toBe(true);
    const byId = productDetailResponseSchema.parse(
      (
        await get(
          `/v2/app/token~00000000-0000-0000-0000-000000000000/fornecedor/${G.idfornecedor}/produto/${d.produto.idproduto}?quantidade=2&canalVenda=WEB`,
        )
      ).body,
    );
    expect(byId.produto.slug).toBe('merlot-reserva-2021');
  });

  it("carries the EAN, a food's nutrition table and allergens, a wine's technical sheet (migration 0062)", async () => {
    const wine = productDetailResponseSchema.parse(
      (await get(`/v2/app/token/fornecedor/${G.slug}/produto/merlot-reserva-2021`)).body,
    ).produto;
    expect(wine.ean).toMatch(/^789\d{10}$/);
    // A valid EAN-13 check digit.
    const digits = [...wine.ean!].map(Number);
    expect(digits.slice(0, 12).reduce((s, d, i) => s + d * (i % 2 ? 3 : 1), 0) % 10).toBe((10 - digits[12]!) % 10);
    expect(wine.fichaTecnica).toEqual({
      uva: 'Merlot',
      regiao: expect.stringContaining('Brasil'),
      teorAlcoolico: expect.stringMatching(/% vol\.$/),
      temperaturaServico: '16 °C a 18 °C',
      harmonizacao: expect.any(String),
    });
    expect(wine.informacaoNutricional).toBeNull();

    const foods = await all(E.slug, '?sk=aveia');
    const oats = productDetailResponseSchema.parse(
      (
        await get(
          `/v2/app/token/fornecedor/${E.slug}/produto/${foods.find((p) => p.nome === 'Aveia em flocos 450 g')!.slug}`,
        )
      ).body,
    ).produto;
    expect(oats.informacaoNutricional!.porcao).toMatch(/^30 g/);
    expect(oats.informacaoNutricional!.itens.map((i) => i.nutriente)).toContain('Valor energético');
    expect(oats.alergenicos).toContain('Contém glúten');
    expect(oats.fichaTecnica).toBeNull();

    // Fresh produce has no bar code, no label.
    const banana = productDetailResponseSchema.parse(
      (await get(`/v2/app/token/fornecedor/${E.slug}/produto/banana-prata`)).body,
    ).produto;
    expect(banana.ean).toBeNull();
    expect(banana.alergenicos).toEqual([]);
  });

  it('disableSimilares=true leaves similares empty', async () => {
    const d = productDetailResponseSchema.parse(
      (await get(`/v2/app/token/fornecedor/${G.slug}/produto/merlot-reserva-2021?disableSimilares=true`)).body,
    );
    expect(d.similares).toEqual([]);
  });

  it('unknown or foreign products are 404; bad ids 400', async () => {
    expectApiError(await get(`/v2/app/token/fornecedor/${E.slug}/produto/nao-existe`), 404, 'Produto não encontrado');
    const wine = productDetailResponseSchema.parse(
      (await get(`/v2/app/token/fornecedor/${G.slug}/produto/merlot-reserva-2021`)).body,
    );
    expectApiError(
      await get(`/v2/app/token/fornecedor/${E.slug}/produto/${wine.produto.idproduto}`),
      404,
      'Produto não encontrado',
    );
    expectApiError(await get(`/v2/app/token/fornecedor/${E.slug}/produto/a%20b`), 400);
    expectApiError(
      await get(`/v2/app/token/fornecedor/${E.slug}/produto/x?disableSimilares=talvez`),
      400,
      /disableSimilares/,
    );
    expectApiError(await get(`/v2/app/token/fornecedor/${E.slug}/produto/x?quantidade=-1`), 400, /Quantidade inválida/);
  });
});
