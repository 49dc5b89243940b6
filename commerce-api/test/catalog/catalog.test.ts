import { sectorPathResponseSchema, sectorTreeResponseSchema, type Sector } from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';

const E = DEMO_SUPPLIERS.emporio;
const G = DEMO_SUPPLIERS.adega;

async function tree(ref: string) {
  const r = await get(`/v2/app/token/listacategoriasprodutos/${ref}?device=desktop`);
  expect(r.status).toBe(200);
  return sectorTreeResponseSchema.parse(r.body).setores;
}

describe('sector tree', () => {
  it('is a 2-level tree whose counts include descendants', async () => {
    const setores = await tree(E.slug);
    expect(setores.length).toBeGreaterThanOrEqual(6);
    expect(setores.length).toBeLessThanOrEqual(10);
    const check = (s: Sector): void => {
      const own = s.quantidade_produtos - s.subsetores.reduce((a, c) => a + c.quantidade_produtos, 0);
      expect(own).toBeGreaterThanOrEqual(0);
      s.subsetores.forEach((c) => {
        expect(c.idsetorpai).toBe(s.idsetor);
        expect(c.subsetores).toEqual([]);
        check(c);
      });
    };
    setores.forEach(check);
    const total = setores.reduce((a, s) => a + s.quantidade_produtos, 0);
    const list = await get<{ total: number }>(`/v2/app/token/listaprodutos/${E.slug}?limit=1`);
    expect(total).toBe(list.body.total);
    const horti = setores.find((s) => s.slug === 'hortifruti');
    expect(horti?.subsetores.map((s) => s.slug)).toEqual(['frutas', 'legumes-e-verduras']);
  });

  it('works with uuid too and 404s unknown suppliers', async () => {
    expect((await tree(G.idfornecedor)).map((s) => s.slug)).toContain('espumantes');
    expectApiError(await get('/v2/app/token/listacategoriasprodutos/nao-existe'), 404, 'Fornecedor não encontrado');
    expectApiError(
      await get('/v2/app/token/listacategoriasprodutos/emporio-bom-preco?idsegmento=xyz'),
      400,
      /idsegmento/,
    );
  });
});

describe('obter-setor', () => {
  it('returns a child sector with its path, by slug or uuid', async () => {
    const r = await get(`/v2/app/setores-produto/obter-setor/${E.slug}/frutas`);
    expect(r.status).toBe(200);
    const s = sectorPathResponseSchema.parse(r.body);
    expect(s.caminho.map((c) => c.slug)).toEqual(['hortifruti', 'frutas']);
    const byId = sectorPathResponseSchema.parse(
      (await get(`/v2/app/setores-produto/obter-setor/${E.idfornecedor}/${s.setor.idsetor}`)).body,
    );
    expect(byId.setor.slug).toBe('frutas');
    const root = sectorPathResponseSchema.parse(
      (await get(`/v2/app/setores-produto/obter-setor/${E.slug}/hortifruti`)).body,
    );
    expect(root.caminho).toHaveLength(1);
    expect(root.setor.subsetores).toHaveLength(2);
  });
  it('404s unknown sectors and suppliers', async () => {
    expectApiError(await get(`/v2/app/setores-produto/obter-setor/${E.slug}/nao-existe`), 404, 'Setor não encontrado');
    expectApiError(
      await get(`/v2/app/setores-produto/obter-setor/${E.slug}/00000000-0000-4000-8000-000000000000`),
      404,
    );
    expectApiError(
      await get('/v2/app/setores-produto/obter-setor/nao-existe/frutas'),
      404,
      'Fornecedor não encontrado',
    );
  });
});
