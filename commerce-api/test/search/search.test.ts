import { fullTextSearchResponseSchema, MAX_SEARCH_HITS, type FullTextSearchResponse } from '../../../lib/contract';
import { adegaCatalog } from '../../seed/catalog-adega';
import { catalogEntries } from '../../seed/catalog-builder';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const G = DEMO_SUPPLIERS.adega;
const PATH = '/v2/app/token/listaprodutos/full-text/pesquisar';
const adegaEntries = catalogEntries('adega', adegaCatalog.sectors, adegaCatalog.products).entries;

async function search(text: string, supplier: string = E.slug): Promise<FullTextSearchResponse> {
  const r = await get(`${PATH}?idfornecedor=${supplier}&query=${encodeURIComponent(text)}`);
  if (r.status !== 200) throw new Error(`${r.status} ${r.text}`);
  return fullTextSearchResponseSchema.parse(r.body);
}
const names = (r: FullTextSearchResponse) => r.resultset.hits.map((h) => h.nome);

describe('full-text search', () => {
  it('is accent-insensitive both ways', async () => {
    expect(names(await search('cafe'))[0]).toMatch(/^Café/);
    expect(names(await search('CAFÉ'))[0]).toMatch(/^Café/);
    expect(
      names(await search('feijao'))
        .slice(0, 2)
        .every((n) => n.startsWith('Feijão')),
    ).toBe(true);
    expect((await search('feijao')).resultset.total).toBeGreaterThanOrEqual(2);
  });

  it('stems Portuguese words (plural finds singular)', async () => {
    expect(names(await search('bananas'))).toContain('Banana prata');
    expect(names(await search('queijos')).some((n) => n.startsWith('Queijo'))).toBe(true);
  });

  it('tolerates typos: arros → Arroz first, fejao → Feijão', async () => {
    const arros = names(await search('arros'));
    expect(arros[0]).toMatch(/^Arroz/);
    const fejao = names(await search('fejao'));
    expect(fejao.length).toBeGreaterThan(0);
    expect(fejao[0]).toMatch(/^Feijão/);
  });

  it('matches prefixes as the user types', async () => {
    expect(names(await search('arr'))[0]).toMatch(/^Arroz/);
    expect(names(await search('lei')).some((n) => n.startsWith('Leite'))).toBe(true);
  });

  it('typo tolerance never adds noise to words that match (leite does not bring azeite)', async () => {
    const r = names(await search('leite'));
    expect(r.length).toBeGreaterThan(0);
    expect(r.every((n) => /leite/i.test(n))).toBe(true);
  });

  it("removes '&' from the text", async () => {
    expect(names(await search('arroz &'))[0]).toMatch(/^Arroz/);
    expect(names(await search('café & moído'))).toEqual(['Café torrado e moído 500 g']);
    expect(names(await search('&cafe&'))[0]).toMatch(/^Café/);
    expect((await search('&&&')).resultset).toEqual({ hits: [], total: 0 });
  });

  it('every word must match (no product, category or tag has arroz and cerveja together)', async () => {
    expect((await search('arroz cerveja')).resultset.total).toBe(0);
  });

  it('multiple words narrow the result when a product has them all', async () => {
    const r = await search('leite integral');
    expect(names(r)[0]).toBe('Leite integral UHT 1 L');
    expect(r.resultset.total).toBe(1);
  });

  it('ranks name matches above description-only matches', async () => {
    // Merlot is in the name of some wines and only in the description (grapes) of others.
    const r = names(await search('merlot', G.slug));
    const firstOther = r.findIndex((n) => !/merlot/i.test(n));
    expect(firstOther).toBeGreaterThan(0);
    expect(r.slice(firstOther).some((n) => /merlot/i.test(n))).toBe(false);
    expect(r).toContain('Corte Gran Reserva 2019');
  });

  it('refri finds the refrigerantes by name and category, never the dairy saying "refrigerado"', async () => {
    const r = names(await search('refri'));
    expect(r[0]).toBe('Refrigerante de cola 2 L');
    // Guaraná is a refrigerante by its category (Refrigerantes e águas), as the waters.
    expect(r.slice(0, 4)).toContain('Guaraná 2 L');
    expect(r.some((n) => /^(Leite|Queijo|Iogurte|Requeijão|Manteiga)/.test(n))).toBe(false);
  });

  it('coca ranks the Coca-Cola products above Água de coco (synonym coca → coca-cola)', async () => {
    const r = names(await search('coca', A.slug));
    expect(r.slice(0, 2).sort()).toEqual(['Refrigerante de cola 2 L', 'Refrigerante de cola lata 350 ml']);
  });

  it('vinho tinto finds the reds (category Vinhos tintos) before any accessory', async () => {
    const r = await search('vinho tinto', G.slug);
    expect(r.resultset.total).toBeGreaterThanOrEqual(20);
    const reds = new Set(adegaEntries.filter((e) => e.setorPai?.slug === 'vinhos-tintos').map((e) => e.def[0]));
    expect(names(r).every((n) => reds.has(n))).toBe(true);
  });

  it('presente finds the Kits para presente (category and tag), a category name finds its products', async () => {
    expect(names(await search('presente', G.slug)).sort()).toEqual([
      'Kit Degustação Serra Gaúcha (3 garrafas)',
      'Kit Espumante e Taças',
      'Kit Piquenique Rosé',
      'Kit Vinhos do Mundo (6 garrafas)',
    ]);
    expect(names(await search('presente'))).toEqual(['Brigadeiro gourmet caixa com 12']);
    const dairy = await search('laticínios');
    expect(dairy.resultset.total).toBe(10);
  });

  it('synonyms expand a word within its slot, other words still AND (bolacha → biscoito)', async () => {
    // The biscoitos by name, then the rest of their category (Bolos e biscoitos).
    expect(
      names(await search('bolacha'))
        .slice(0, 2)
        .sort(),
    ).toEqual(['Biscoito cream cracker 200 g', 'Biscoito recheado de chocolate 130 g']);
    expect(names(await search('bolacha recheado'))).toEqual(['Biscoito recheado de chocolate 130 g']);
    // A synonym of another supplier does not apply (champanhe is the Adega's).
    expect(names(await search('champanhe', G.slug))).toContain('Champagne Brut');
    expect((await search('champanhe')).resultset.total).toBe(0);
  });

  it('keeps at most 10 hits and reports the total', async () => {
    const r = await search('garrafa', G.slug);
    expect(r.resultset.total).toBeGreaterThan(MAX_SEARCH_HITS);
    expect(r.resultset.hits).toHaveLength(MAX_SEARCH_HITS);
  });

  it('empty or stopword-only text gives no hits', async () => {
    expect((await search('')).resultset).toEqual({ hits: [], total: 0 });
    expect((await search('   ')).resultset).toEqual({ hits: [], total: 0 });
    expect((await search('de')).resultset).toEqual({ hits: [], total: 0 });
  });

  it('HTML and SQL in the text are just text', async () => {
    for (const t of [
      '<script>alert(1)</script>',
      "'; DROP TABLE produtos; --",
      "' OR 1=1 --",
      '%_\\',
      '"><img src=x onerror=alert(1)>',
    ]) {
      const r = await get(`${PATH}?idfornecedor=${E.slug}&query=${encodeURIComponent(t)}`);
      expect(r.status).toBe(200);
      expect(r.text).not.toContain('<script>');
      expect(r.text).not.toContain('onerror');
    }
    expect((await search('arroz')).resultset.total).toBeGreaterThan(0);
  });

  it('hides prices for visitors of a supplier that requires login', async () => {
    const r = await search('arroz', A.slug);
    expect(r.resultset.hits.length).toBeGreaterThan(0);
    expect(r.possuiPreco).toBe(false);
    for (const h of r.resultset.hits) {
      expect(h.preco).toBeNull();
      expect(h.precovendaatacado).toBeNull();
      expect(h.efeitospoliticas.descontoProgressivo).toEqual({});
    }
    const e = await search('arroz', E.slug);
    expect(e.possuiPreco).toBe(true);
    expect(e.resultset.hits[0]!.preco).toEqual(expect.any(Number));
  });

  it('searches only the given supplier (uuid or slug)', async () => {
    const bySlug = await search('arroz', E.slug);
    const byId = await search('arroz', E.idfornecedor);
    expect(byId).toEqual(bySlug);
    expect(bySlug.resultset.hits.every((h) => h.idfornecedor === E.idfornecedor)).toBe(true);
  });

  it('rejects bad input with pt-BR errors', async () => {
    expectApiError(
      await get(`${PATH}?idfornecedor=${E.slug}&query=${'a'.repeat(1000)}`),
      400,
      /Texto de busca muito longo/,
    );
    expectApiError(await get(`${PATH}?query=arroz`), 400);
    expectApiError(await get(`${PATH}?idfornecedor=nao-existe&query=arroz`), 404, /Fornecedor não encontrado/);
    expectApiError(
      await get(`${PATH}?idfornecedor=${E.slug}&query=arroz&idcliente=xyz`),
      400,
      /Identificador inválido/,
    );
  });
});
