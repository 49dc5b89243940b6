import { supplierListResponseSchema, type Supplier } from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const G = DEMO_SUPPLIERS.adega;
const S = DEMO_SUPPLIERS.semTema;

async function list(query: string, segment = 'token') {
  const r = await get<{ fornecedores: Supplier[] }>(`/v2/app/${segment}/fornecedor${query}`);
  expect(r.status).toBe(200);
  return supplierListResponseSchema.parse(r.body).fornecedores;
}
const slugs = (l: Supplier[]) => l.map((s) => s.slug).sort();

describe('GET /v2/app/{token}/fornecedor', () => {
  it('without filters lists the directory (themed suppliers only)', async () => {
    const l = await list('');
    expect(slugs(l)).toEqual([G.slug, A.slug, E.slug].sort());
    expect(l.every((s) => s.config.tema.idtema !== 'superon_default')).toBe(true);
  });

  it('finds by primary domain, additional domain (any case, with :port)', async () => {
    expect(slugs(await list('?dominio=emporio.localhost'))).toEqual([E.slug]);
    expect(slugs(await list('?dominio=BomPreco.LOCALHOST:3000'))).toEqual([E.slug]);
    expect(slugs(await list('?dominio=horizonte.localhost'))).toEqual([A.slug]);
    expect(await list('?dominio=desconhecido.localhost')).toEqual([]);
  });

  it('finds by uuid and by slug, including the unthemed supplier', async () => {
    const [byId] = await list(`?idfornecedor=${E.idfornecedor}`);
    expect(byId?.slug).toBe(E.slug);
    const [bySlug] = await list(`?idfornecedor=${S.slug}`);
    expect(bySlug?.config.tema.idtema).toBe('superon_default');
    expect(await list('?idfornecedor=nao-existe')).toEqual([]);
  });

  it('says whether the supplier has representatives (the login offers "Sou representante" only there)', async () => {
    const l = await list('');
    const has = Object.fromEntries(l.map((s) => [s.slug, s.tem_representantes]));
    expect(has).toEqual({ [A.slug]: true, [E.slug]: false, [G.slug]: false });
  });

  it('returns the full supplier shape', async () => {
    const [e] = await list(`?idfornecedor=${E.slug}`);
    expect(e).toBeDefined();
    expect(e!.dominio).toBe(E.dominio);
    expect(e!.config.dominio.dominio_adicionais).toEqual([...E.dominio_adicionais]);
    expect(e!.tag).toEqual([...E.tags]);
    expect(e!.config.tema.cor_primaria).toBe(E.cores.primaria);
    expect(e!.config.seo.title).toBe('Empório Bom Preço | Mercearia, hortifrúti e padaria com entrega');
    expect(e!.config.menu.length).toBeGreaterThanOrEqual(4);
    expect(e!.formasPagamento.map((p) => p.tipo)).toEqual(expect.arrayContaining(['PIX', 'CARTAO_CREDITO', 'BOLETO']));
    expect(e!.meta_info.default_store).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(e!.ordenacoes_produto[0]?.codigo).toBe('relevancia');
  });

  it('works with the composite token~idcliente segment', async () => {
    expect(slugs(await list('?dominio=adega.localhost', 'token~00000000-0000-0000-0000-000000000000'))).toEqual([
      G.slug,
    ]);
  });

  it('filters by company', async () => {
    expect(slugs(await list(`?idempresa=${A.idempresa}`))).toEqual([A.slug]);
  });

  describe('by coordinates', () => {
    it('Pinheiros is served by two suppliers', async () => {
      expect(slugs(await list('?lat=-23.56&lng=-46.69'))).toEqual([A.slug, E.slug]);
      expect(slugs(await list('?lat=-23.56&lng=-46.69&tipoEntrega=DELIVERY'))).toEqual([A.slug, E.slug]);
    });
    it('Lapa only by the wholesaler', async () => {
      expect(slugs(await list('?lat=-23.522&lng=-46.705'))).toEqual([A.slug]);
    });
    it('Sé (centre) by nobody', async () => {
      expect(await list('?lat=-23.5503&lng=-46.6339')).toEqual([]);
    });
    it('the university hole is not served, its edge is', async () => {
      expect(await list('?lat=-23.5625&lng=-46.725')).toEqual([]);
      expect(slugs(await list('?lat=-23.555&lng=-46.725'))).toEqual([A.slug]);
    });
    it('a point exactly on the outer edge is served', async () => {
      expect(slugs(await list('?lat=-23.5&lng=-46.7'))).toEqual([A.slug]);
      expect(await list('?lat=-23.4999&lng=-46.7')).toEqual([]);
    });
    it('pickup areas: Bento Gonçalves only with RETIRADA or queryPoligonoDeColeta', async () => {
      expect(await list('?lat=-29.17&lng=-51.52')).toEqual([]);
      expect(slugs(await list('?lat=-29.17&lng=-51.52&tipoEntrega=RETIRADA'))).toEqual([G.slug]);
      expect(slugs(await list('?lat=-29.17&lng=-51.52&queryPoligonoDeColeta=true'))).toEqual([G.slug]);
      expect(slugs(await list('?lat=-23.565&lng=-46.685&tipoEntrega=RETIRADA'))).toEqual([E.slug]);
    });
  });

  it('rejects malformed values with 400', async () => {
    expectApiError(
      await get('/v2/app/token/fornecedor?lat=abc&lng=-46.6'),
      400,
      'Parâmetro inválido: lat — Latitude inválida',
    );
    expectApiError(await get('/v2/app/token/fornecedor?lat=-23.5'), 400, /lat/);
    expectApiError(await get('/v2/app/token/fornecedor?lat=91&lng=0'), 400, /Latitude inválida/);
    expectApiError(await get('/v2/app/token/fornecedor?lat=0&lng=200'), 400, /Longitude inválida/);
    expectApiError(await get('/v2/app/token/fornecedor?tipoEntrega=VOANDO'), 400, /tipoEntrega/);
    expectApiError(await get('/v2/app/token/fornecedor?idempresa=123'), 400, /idempresa/);
    expectApiError(await get('/v2/app/token/fornecedor?dominio=a%20b'), 400, /Domínio inválido/);
    expectApiError(await get('/v2/app/token~nao-uuid/fornecedor'), 400, /Cliente inválido/);
  });
});
