import {
  ADDRESS_MESSAGES,
  DEFAULT_STORE_NAME,
  IDENTITY_MESSAGES,
  serviceAreaLookupResponseSchema,
  supplierLookupResponseSchema,
} from '../../../lib/contract';
import { haversineMeters } from '../../../lib/rules/geo';
import { DEMO_ADDRESSES, DEMO_CEPS, DEMO_SUPPLIERS, type DemoCep, type DemoSupplierKey } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';
import { loginDemo } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const G = DEMO_SUPPLIERS.adega;

async function lookup(query: string, segment = 'token') {
  const r = await get(`/v2/app/${segment}/fornecedor${query}`);
  expect(r.status).toBe(200);
  return supplierLookupResponseSchema.parse(r.body);
}
const slugsOf = (keys: readonly DemoSupplierKey[]) => keys.map((k) => DEMO_SUPPLIERS[k].slug).sort();
const slugs = (l: { slug: string }[]) => l.map((s) => s.slug).sort();

describe('supplier look-up for every demo CEP (DEMO_CEPS)', () => {
  it.each(Object.entries(DEMO_CEPS))('%s: delivery and pickup suppliers', async (_k, c) => {
    const q = `?lat=${c.lat}&lng=${c.lng}`;
    expect(slugs((await lookup(q)).fornecedores)).toEqual(slugsOf(c.entrega));
    expect(slugs((await lookup(`${q}&tipoEntrega=DELIVERY`)).fornecedores)).toEqual(slugsOf(c.entrega));
    expect(slugs((await lookup(`${q}&tipoEntrega=RETIRADA`)).fornecedores)).toEqual(slugsOf(c.retirada));
    expect(slugs((await lookup(`${q}&queryPoligonoDeColeta=true`)).fornecedores)).toEqual(slugsOf(c.retirada));
  });

  it('the demo world covers the required cases', () => {
    const all: DemoCep[] = Object.values(DEMO_CEPS);
    expect(all.some((c) => c.entrega.length >= 2)).toBe(true);
    expect(all.some((c) => c.entrega.length === 0 && c.retirada.length === 0)).toBe(true);
    for (const k of ['emporio', 'atacado'] as const)
      expect(all.filter((c) => c.entrega.includes(k)).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((c) => c.retirada.includes('adega')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('polygon edges and holes (pickup areas; delivery edges are in suppliers.test.ts)', () => {
  it('a point on the pickup rectangle’s edge is served, just outside is not', async () => {
    expect(slugs((await lookup('?lat=-23.555&lng=-46.69&tipoEntrega=RETIRADA')).fornecedores)).toEqual([E.slug]);
    expect(slugs((await lookup('?lat=-23.5549&lng=-46.69&tipoEntrega=RETIRADA')).fornecedores)).toEqual([]);
    // Vertex of the emporio delivery polygon.
    expect(slugs((await lookup('?lat=-23.545&lng=-46.705')).fornecedores)).toEqual([A.slug, E.slug]);
  });

  it('the hole is not served for pickup either, and the campus CEP is served by nobody', async () => {
    const c = DEMO_CEPS.cidadeUniversitaria;
    const r = await lookup(`?lat=${c.lat}&lng=${c.lng}`);
    expect(r.fornecedores).toEqual([]);
    expect(r.ponto).toEqual({ lat: c.lat, lng: c.lng });
    expect(r.tipoArea).toBe('ENTREGA');
  });
});

describe('stores with distance', () => {
  it('point queries list each supplier’s stores, nearest first, with the distance in metres', async () => {
    const c = DEMO_CEPS.ruaDosPinheiros;
    const r = await lookup(`?lat=${c.lat}&lng=${c.lng}`);
    const e = r.fornecedores.find((f) => f.slug === E.slug)!;
    const a = r.fornecedores.find((f) => f.slug === A.slug)!;
    expect(e.lojas).toHaveLength(1);
    const loja = e.lojas![0]!;
    expect(loja.nome).toBe('Empório Bom Preço Pinheiros');
    expect(loja.distancia).toBe(Math.round(haversineMeters([c.lng, c.lat], [loja.lng, loja.lat])));
    expect(e.distancia).toBe(loja.distancia);
    // The Barra Funda distribution centre is several km away.
    expect(a.distancia).toBeGreaterThan(4000);
    expect(a.distancia).toBeLessThan(8000);
  });

  it('adega pickup: two stores sorted by distance from the shopper', async () => {
    const c = DEMO_CEPS.bentoCentro;
    const r = await lookup(`?lat=${c.lat}&lng=${c.lng}&tipoEntrega=RETIRADA`);
    expect(r.tipoArea).toBe('COLETA');
    const [g] = r.fornecedores;
    expect(g?.slug).toBe(G.slug);
    expect(g!.lojas!.map((l) => l.nome)).toEqual(['Loja Centro de Bento', 'Adega Serra Gaúcha – Vale dos Vinhedos']);
    const d = g!.lojas!.map((l) => l.distancia!);
    expect(d[0]).toBeLessThan(50);
    expect(d[1]).toBeGreaterThan(d[0]!);
    for (const l of g!.lojas!) expect(l.descricao_endereco_loja).toMatch(/Bento Gonçalves/);
  });

  it('queries without a point keep the plain supplier shape', async () => {
    const r = await lookup(`?idfornecedor=${E.slug}`);
    expect(r.fornecedores[0]!.lojas).toBeUndefined();
    expect(r.ponto).toBeUndefined();
  });

  it('service area: polygons (coordenadas) and stores, with distances when lat/lng are given', async () => {
    const plain = serviceAreaLookupResponseSchema.parse(
      (await get('/v2/app/token/fornecedor/areaatendimento', { headers: { 'X-idfornecedor': A.slug } })).body,
    );
    expect(plain.coordenadas).toHaveLength(1);
    expect(plain.coordenadas[0]).toHaveLength(2); // outer ring + the campus hole
    expect(plain.lojas[0]).toMatchObject({ nome: 'Centro de distribuição Barra Funda', distancia: null });
    const c = DEMO_CEPS.valeDosVinhedos;
    const g = serviceAreaLookupResponseSchema.parse(
      (await get(`/v2/app/token/fornecedor/areaatendimento?idfornecedor=${G.slug}&lat=${c.lat}&lng=${c.lng}`)).body,
    );
    expect(g.lojas.map((l) => l.nome)).toEqual(['Adega Serra Gaúcha – Vale dos Vinhedos', 'Loja Centro de Bento']);
    expect(g.lojas[0]!.distancia).toBeLessThan(50);
    // Opening hours: each store's own (adega), else the supplier's service hours (atacado's store has none).
    expect(g.lojas.map((l) => l.horario_atendimento)).toEqual([
      'Todos os dias, das 9h às 18h',
      'Segunda a sábado, das 10h às 19h',
    ]);
    expect(plain.lojas[0]!.horario_atendimento).toBe('Segunda a sexta, das 7h às 17h');
    expect(g.lojas.every((l) => l.nome !== '' && l.nome !== null)).toBe(true);
    expect(DEFAULT_STORE_NAME).toBe('Loja do Fornecedor');
    expectApiError(
      await get(`/v2/app/token/fornecedor/areaatendimento?idfornecedor=${G.slug}&lat=-29.1`),
      400,
      /latitude e longitude/,
    );
    expectApiError(
      await get(`/v2/app/token/fornecedor/areaatendimento?idfornecedor=${G.slug}&lat=x&lng=1`),
      400,
      /Latitude inválida/,
    );
  });
});

describe('supplier look-up by saved address (idendereco)', () => {
  it('uses the coordinates of the caller’s own address', async () => {
    const m = await loginDemo('consumidor');
    const segment = `${m.token}~${m.usuario.idcliente}`;
    const casa = DEMO_CEPS[DEMO_ADDRESSES.consumidorCasa.cep];
    const r = await lookup(`?idendereco=${DEMO_ADDRESSES.consumidorCasa.idendereco}`, segment);
    expect(slugs(r.fornecedores)).toEqual(slugsOf(casa.entrega));
    expect(r.ponto).toEqual({ lat: casa.lat, lng: casa.lng });
    // Pickup at the same address: Harmonia is outside emporio's pickup rectangle.
    expect(
      slugs(
        (await lookup(`?idendereco=${DEMO_ADDRESSES.consumidorCasa.idendereco}&tipoEntrega=RETIRADA`, segment))
          .fornecedores,
      ),
    ).toEqual(slugsOf(casa.retirada));
    const trabalho = DEMO_CEPS[DEMO_ADDRESSES.consumidorTrabalho.cep];
    expect(
      slugs((await lookup(`?idendereco=${DEMO_ADDRESSES.consumidorTrabalho.idendereco}`, m.token)).fornecedores),
    ).toEqual(slugsOf(trabalho.entrega));
    // idendereco wins over lat/lng.
    expect(
      slugs(
        (await lookup(`?idendereco=${DEMO_ADDRESSES.consumidorCasa.idendereco}&lat=-22.97&lng=-43.18`, segment))
          .fornecedores,
      ),
    ).toEqual(slugsOf(casa.entrega));
  });

  it('another customer’s address is 404; anonymous is 401; malformed is 400', async () => {
    const m = await loginDemo('consumidor');
    expectApiError(
      await get(
        `/v2/app/${m.token}~${m.usuario.idcliente}/fornecedor?idendereco=${DEMO_ADDRESSES.principalCasa.idendereco}`,
      ),
      404,
      ADDRESS_MESSAGES.enderecoNaoEncontrado,
    );
    expectApiError(
      await get(`/v2/app/token/fornecedor?idendereco=${DEMO_ADDRESSES.principalCasa.idendereco}`),
      401,
      IDENTITY_MESSAGES.sessaoExpirada,
    );
    expectApiError(await get(`/v2/app/${m.token}/fornecedor?idendereco=123`), 400, /idendereco/);
  });
});
