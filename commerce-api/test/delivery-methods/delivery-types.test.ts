import {
  addressProductListResponseSchema,
  carouselListResponseSchema,
  fullTextSearchResponseSchema,
  productDetailResponseSchema,
  productListResponseSchema,
  type ProductSummary,
} from '../../../lib/contract';
import { DEMO_DELIVERY_ONLY, DEMO_PICKUP_ONLY } from '../../seed/delivery-types';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';

/** Delivery type travels with catalog calls and filters products (migration 0006). */
const E = DEMO_SUPPLIERS.emporio;

async function names(
  query: string,
  path = `/v2/app/token/listaprodutos/${E.slug}`,
): Promise<{ nomes: string[]; total: number; produtos: ProductSummary[] }> {
  const r = await get(`${path}?limit=100${query}`);
  if (r.status !== 200) throw new Error(`${r.status} ${r.text}`);
  const l = productListResponseSchema.parse(r.body);
  return { nomes: l.produtos.map((p) => p.nome), total: l.total, produtos: l.produtos };
}

describe('listaprodutos tipoentrega', () => {
  it('without tipoentrega every product is listed (delivery-only and pickup-only included)', async () => {
    const { nomes } = await names('');
    for (const n of [...DEMO_DELIVERY_ONLY, ...DEMO_PICKUP_ONLY]) expect(nomes).toContain(n);
  });
  it('RETIRADA hides delivery-only products; DELIVERY hides pickup-only ones; totals follow', async () => {
    const all = await names('');
    const pickup = await names('&tipoentrega=RETIRADA');
    const delivery = await names('&tipoentrega=DELIVERY');
    for (const n of DEMO_DELIVERY_ONLY) {
      expect(pickup.nomes).not.toContain(n);
      expect(delivery.nomes).toContain(n);
    }
    for (const n of DEMO_PICKUP_ONLY) {
      expect(delivery.nomes).not.toContain(n);
      expect(pickup.nomes).toContain(n);
    }
    expect(pickup.total).toBe(all.total - DEMO_DELIVERY_ONLY.length);
    expect(delivery.total).toBe(all.total - DEMO_PICKUP_ONLY.length);
  });
  it('combines with the search text and the category', async () => {
    const frozen = await names('&sk=sorvete');
    expect(frozen.nomes).toContain('Sorvete de creme 1,5 L');
    expect((await names('&sk=sorvete&tipoentrega=RETIRADA')).nomes).not.toContain('Sorvete de creme 1,5 L');
  });
  it('the address variant (listaprodutosf) filters too', async () => {
    const r = await get(`/v1/app/token/listaprodutosf/${E.slug}?limit=100&tipoentrega=RETIRADA`);
    expect(r.status).toBe(200);
    const nomes = addressProductListResponseSchema.parse(r.body).dados.map((p) => p.nome);
    for (const n of DEMO_DELIVERY_ONLY) expect(nomes).not.toContain(n);
    expect(nomes).toContain(DEMO_PICKUP_ONLY[0]);
  });
  it('accepts the place and store of the delivery context; rejects a bad type or coordinates with 400', async () => {
    await names('&tipoentrega=DELIVERY&lat=-23.5543&lng=-46.6893&idendereco=9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c01');
    expectApiError(await get(`/v2/app/token/listaprodutos/${E.slug}?tipoentrega=DRONE`), 400);
    expectApiError(
      await get(`/v2/app/token/listaprodutos/${E.slug}?tipoentrega=DELIVERY&lat=abc&lng=1`),
      400,
      /Latitude inválida/,
    );
  });
});

describe('product detail tipoEntrega', () => {
  it('a delivery-only product under RETIRADA is answered (200) and flagged unavailable for that type', async () => {
    const { produtos } = await names('&sk=sorvete');
    const sorvete = produtos.find((p) => p.nome === 'Sorvete de creme 1,5 L')!;
    const base = `/v2/app/token/fornecedor/${E.idfornecedor}/produto/${sorvete.slug}`;
    const plain = productDetailResponseSchema.parse((await get(base)).body);
    expect(plain.disponivelTipoEntrega).toBe(true);
    expect(plain.tiposEntrega).toEqual(['DELIVERY']);
    const r = await get(`${base}?tipoEntrega=RETIRADA`);
    expect(r.status).toBe(200);
    const pickup = productDetailResponseSchema.parse(r.body);
    expect(pickup.disponivelTipoEntrega).toBe(false);
    expect(pickup.produto.nome).toBe('Sorvete de creme 1,5 L');
    expect(
      productDetailResponseSchema.parse((await get(`${base}?tipoEntrega=DELIVERY`)).body).disponivelTipoEntrega,
    ).toBe(true);
  });
  it('similar products follow the type', async () => {
    const { produtos } = await names('&sk=lasanha');
    const lasanha = produtos.find((p) => p.nome === 'Lasanha à bolonhesa 600 g')!;
    const r = productDetailResponseSchema.parse(
      (await get(`/v2/app/token/fornecedor/${E.idfornecedor}/produto/${lasanha.slug}?tipoEntrega=RETIRADA`)).body,
    );
    for (const s of r.similares) expect(DEMO_DELIVERY_ONLY as readonly string[]).not.toContain(s.nome);
  });
});

describe('carousels tipoentrega', () => {
  it('product carousels drop products not offered for the type', async () => {
    const path = `/v2/app/token/customizacao/carrossel/list-for-page/${E.idfornecedor}?page=HOME`;
    const all = carouselListResponseSchema.parse((await get(path)).body);
    const pickup = carouselListResponseSchema.parse((await get(`${path}&tipoentrega=RETIRADA`)).body);
    const namesOf = (l: typeof all) => l.carrosseis.flatMap((c) => c.produtos.map((p) => p.nome));
    const expected = namesOf(all).filter((n) => !(DEMO_DELIVERY_ONLY as readonly string[]).includes(n));
    expect(namesOf(pickup)).toEqual(expected);
    for (const n of DEMO_DELIVERY_ONLY) expect(namesOf(pickup)).not.toContain(n);
  });
});

describe('full-text search tipoentrega (header suggestions)', () => {
  const hits = async (text: string, tipo = '') => {
    const r = await get(
      `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${E.idfornecedor}&query=${encodeURIComponent(text)}${tipo}`,
    );
    if (r.status !== 200) throw new Error(`${r.status} ${r.text}`);
    return fullTextSearchResponseSchema.parse(r.body).resultset;
  };
  it('RETIRADA does not suggest delivery-only products; DELIVERY does not suggest pickup-only ones; without it, both', async () => {
    for (const [text, deliveryOnly] of [
      ['sorvete', DEMO_DELIVERY_ONLY[0]],
      ['lasanha', DEMO_DELIVERY_ONLY[1]],
    ] as const) {
      expect((await hits(text)).hits.map((h) => h.nome)).toContain(deliveryOnly);
      expect((await hits(text, '&tipoentrega=DELIVERY')).hits.map((h) => h.nome)).toContain(deliveryOnly);
      expect((await hits(text, '&tipoentrega=RETIRADA')).hits.map((h) => h.nome)).not.toContain(deliveryOnly);
    }
    for (const [text, pickupOnly] of [
      ['bolo cenoura', DEMO_PICKUP_ONLY[0]],
      ['brigadeiro', DEMO_PICKUP_ONLY[1]],
    ] as const) {
      expect((await hits(text)).hits.map((h) => h.nome)).toContain(pickupOnly);
      expect((await hits(text, '&tipoentrega=RETIRADA')).hits.map((h) => h.nome)).toContain(pickupOnly);
      expect((await hits(text, '&tipoentrega=DELIVERY')).hits.map((h) => h.nome)).not.toContain(pickupOnly);
    }
  });
  it('rejects an unknown type with 400', async () => {
    expectApiError(
      await get(
        `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${E.idfornecedor}&query=sorvete&tipoentrega=DRONE`,
      ),
      400,
    );
  });
});
