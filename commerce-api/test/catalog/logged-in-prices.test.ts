import {
  carouselListResponseSchema,
  fullTextSearchResponseSchema,
  paymentMethodsResponseSchema,
  productDetailResponseSchema,
  productListResponseSchema,
  productsByTagsResponseSchema,
  representativeAuthResponseSchema,
  type ProductSummary,
} from '../../../lib/contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_REPRESENTATIVE, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';
import { bearer, loginDemo, send } from '../identity-helpers';

/**
 * The catalog is priced for whoever is looking. On the Atacado
 * (hide-price-for-logged-out-customers, support-budget) an approved company and a representative
 * serving it see prices, tiers and wholesale prices on every catalog call; the pending company and
 * a visitor see none. The customer travels as the path's `<token>~<idcliente>` or, where the path
 * has no token, as `Authorization: Bearer <token>~<idcliente>`.
 */
const A = DEMO_SUPPLIERS.atacado;
const C = DEMO_ACCOUNTS;
const EMPTY = '00000000-0000-0000-0000-000000000000';

const seg = (token: string, idcliente: string) => `${token}~${idcliente}`;

async function catalogAs(segment: string | null) {
  const path = segment ?? 'token';
  const auth = segment ? { headers: bearer(segment) } : {};
  const list = productListResponseSchema.parse(
    (await get(`/v2/app/${segment ?? A.idempresa}/listaprodutos/${A.slug}?limit=100`)).body,
  );
  const withTiers = list.produtos.find((p) => p.idproduto === tieredId) ?? list.produtos[0]!;
  const detail = productDetailResponseSchema.parse(
    (await get(`/v2/app/${path}/fornecedor/${A.slug}/produto/${withTiers.idproduto}`)).body,
  );
  const searchRes = await get(
    `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${A.slug}&query=${encodeURIComponent(withTiers.nome.split(' ')[0]!)}`,
    auth,
  );
  if (searchRes.status !== 200) throw new Error(searchRes.text);
  const search = fullTextSearchResponseSchema.parse(searchRes.body);
  const byTags = productsByTagsResponseSchema.parse(
    (await get(`/v2/app/fornecedor/${A.slug}/produto-by-tags?idproduto=${withTiers.idproduto}`, auth)).body,
  );
  const carousels = carouselListResponseSchema.parse(
    (await get(`/v2/app/${path}/customizacao/carrossel/list-for-page/${A.slug}?page=HOME`)).body,
  );
  return { list, detail, search, byTags, carousels };
}

let tieredId = '';

beforeAll(async () => {
  // A wholesaler product with progressive tiers and related products, read as the approved company.
  const s = await loginDemo('empresaAprovada');
  const l = productListResponseSchema.parse(
    (await get(`/v2/app/${seg(s.token, s.usuario.idcliente)}/listaprodutos/${A.slug}?limit=100`)).body,
  );
  for (const p of l.produtos.filter((x) => Object.keys(x.efeitospoliticas.descontoProgressivo).length > 0)) {
    const related = productsByTagsResponseSchema.parse(
      (await get(`/v2/app/fornecedor/${A.slug}/produto-by-tags?idproduto=${p.idproduto}`)).body,
    );
    if (related.produtos.length > 0) {
      tieredId = p.idproduto;
      break;
    }
  }
  expect(tieredId).not.toBe('');
});

function expectHidden(c: Awaited<ReturnType<typeof catalogAs>>) {
  const all: ProductSummary[] = [
    ...c.list.produtos,
    c.detail.produto,
    ...c.detail.similares,
    ...c.search.resultset.hits,
    ...c.byTags.produtos,
    ...c.carousels.carrosseis.flatMap((x) => x.produtos),
  ];
  expect(all.length).toBeGreaterThan(20);
  for (const p of all) {
    expect(p.preco).toBeNull();
    expect(p.precovendaatacado).toBeNull();
    expect(p.efeitospoliticas.descontoProgressivo).toEqual({});
  }
  expect([c.list.possuiPreco, c.detail.possuiPreco, c.search.possuiPreco, c.byTags.possuiPreco]).toEqual([
    false,
    false,
    false,
    false,
  ]);
}

function expectPriced(c: Awaited<ReturnType<typeof catalogAs>>) {
  expect([c.list.possuiPreco, c.detail.possuiPreco, c.search.possuiPreco, c.byTags.possuiPreco]).toEqual([
    true,
    true,
    true,
    true,
  ]);
  expect(c.search.resultset.hits.length).toBeGreaterThan(0);
  expect(c.byTags.produtos.length).toBeGreaterThan(0);
  const carouselProducts = c.carousels.carrosseis.flatMap((x) => x.produtos);
  expect(carouselProducts.length).toBeGreaterThan(0);
  for (const p of [
    ...c.list.produtos,
    c.detail.produto,
    ...c.search.resultset.hits,
    ...c.byTags.produtos,
    ...carouselProducts,
  ]) {
    expect(Number.isInteger(p.preco)).toBe(true);
  }
  expect(Object.keys(c.detail.produto.efeitospoliticas.descontoProgressivo).length).toBeGreaterThan(0);
  // Every call prices a product the same way.
  const byId = new Map(c.list.produtos.map((p) => [p.idproduto, p.preco]));
  for (const p of [c.detail.produto, ...c.search.resultset.hits, ...c.byTags.produtos, ...carouselProducts]) {
    if (byId.has(p.idproduto)) expect(p.preco).toBe(byId.get(p.idproduto));
  }
}

describe('logged-in prices on the wholesaler (hide-price-for-logged-out-customers + support-budget)', () => {
  it('a visitor sees no price on any catalog call', async () => {
    expectHidden(await catalogAs(null));
  });

  it('the approved company sees prices, tiers and wholesale prices on every catalog call', async () => {
    const s = await loginDemo('empresaAprovada');
    const c = await catalogAs(seg(s.token, s.usuario.idcliente));
    expectPriced(c);
    expect(c.list.produtos.some((p) => p.precovendaatacado !== null && p.minvendaatacado !== null)).toBe(true);
    // The plain token (no ~idcliente) is the same customer.
    const plain = productListResponseSchema.parse(
      (await get(`/v2/app/${s.token}/listaprodutos/${A.slug}?limit=100`)).body,
    );
    expect(plain.produtos.map((p) => p.preco)).toEqual(c.list.produtos.map((p) => p.preco));
  });

  it('the pending company sees none (approval is required for prices)', async () => {
    const s = await loginDemo('empresaPendente');
    expectHidden(await catalogAs(seg(s.token, s.usuario.idcliente)));
  });

  it('a representative sees the prices of the client served: approved yes, pending no, not yet serving no', async () => {
    const r = await send('POST', '/v1/app/token/usuario/autenticar/representante', {
      cpf: DEMO_REPRESENTATIVE.email,
      senha: DEMO_PASSWORD,
      idfornecedor: A.idfornecedor,
      loginAsRepresentante: true,
      tokenOrigin: 'commerce',
    });
    const { token } = representativeAuthResponseSchema.parse(r.body);
    expectHidden(await catalogAs(seg(token, EMPTY)));
    const serving = await send<{ token: string }>(
      'POST',
      `/v4/representante/${A.idfornecedor}/cliente/${C.empresaAprovada.idcliente}/sessao`,
      undefined,
      bearer(token),
    );
    expect(serving.status).toBe(200);
    expectPriced(await catalogAs(seg(serving.body.token, C.empresaAprovada.idcliente)));
    // A client outside the portfolio cannot be named.
    const other = seg(serving.body.token, C.consumidor.idcliente);
    expectApiError(await get(`/v2/app/${other}/listaprodutos/${A.slug}`), 403);
    expectApiError(
      await get(`/v2/app/fornecedor/${A.slug}/produto-by-tags?idproduto=${tieredId}`, { headers: bearer(other) }),
      403,
    );
    // Switching to the pending client (each switch opens a new session).
    const pending = await send<{ token: string }>(
      'POST',
      `/v4/representante/${A.idfornecedor}/cliente/${C.empresaPendente.idcliente}/sessao`,
      undefined,
      bearer(serving.body.token),
    );
    expect(pending.status).toBe(200);
    expectHidden(await catalogAs(seg(pending.body.token, C.empresaPendente.idcliente)));
  });

  it('the chosen payment method applies its price variance (support-price-variance-by-payment)', async () => {
    const s = await loginDemo('empresaAprovada');
    const me = seg(s.token, s.usuario.idcliente);
    const pm = paymentMethodsResponseSchema.parse(
      (await get(`/v2/app/token/fornecedor/${A.idfornecedor}/formas-pagamento`)).body,
    ).formasPagamento;
    const pix = pm.find((p) => p.variacao_preco_bp < 0)!;
    const card = pm.find((p) => p.variacao_preco_bp > 0)!;
    const price = async (idformapagamento?: string) => {
      const pm = idformapagamento ? `&formapagamento=${idformapagamento}` : '';
      const ipm = idformapagamento ? `idformapagamento=${idformapagamento}` : '';
      const l = productListResponseSchema.parse(
        (await get(`/v2/app/${me}/listaprodutos/${A.slug}?limit=100${pm}`)).body,
      );
      const d = productDetailResponseSchema.parse(
        (await get(`/v2/app/${me}/fornecedor/${A.slug}/produto/${tieredId}?${ipm}`)).body,
      );
      const t = productsByTagsResponseSchema.parse(
        (
          await get(`/v2/app/fornecedor/${A.slug}/produto-by-tags?idproduto=${tieredId}&${ipm}`, {
            headers: bearer(me),
          })
        ).body,
      );
      return {
        list: l.produtos.find((p) => p.idproduto === tieredId)!.preco!,
        detail: d.produto.preco!,
        byTags: t.produtos[0]!.preco!,
      };
    };
    const base = await price('');
    const withPix = await price(pix.idformapagto);
    const withCard = await price(card.idformapagto);
    expect(withPix.list).toBe(Math.round((base.list * (10000 + pix.variacao_preco_bp)) / 10000));
    expect(withPix.detail).toBe(withPix.list);
    expect(withCard.list).toBe(Math.round((base.list * (10000 + card.variacao_preco_bp)) / 10000));
    expect(withPix.list).toBeLessThan(base.list);
    expect(withCard.list).toBeGreaterThan(base.list);
    expect(withPix.byTags).toBe(Math.round((base.byTags * (10000 + pix.variacao_preco_bp)) / 10000));
  });

  it('an unknown or expired session token in {empresa} is a visitor, another company is an unknown supplier', async () => {
    const l = productListResponseSchema.parse(
      (await get(`/v2/app/${seg('sessao-que-nao-existe', EMPTY)}/listaprodutos/${A.slug}?limit=5`)).body,
    );
    expect(l.possuiPreco).toBe(false);
    expectApiError(
      await get(`/v2/app/${DEMO_SUPPLIERS.emporio.idempresa}/listaprodutos/${A.slug}`),
      404,
      'Fornecedor não encontrado',
    );
    expectApiError(
      await get(`/v2/app/fornecedor/${A.slug}/produto-by-tags?idproduto=${tieredId}`, {
        headers: { Authorization: 'Bearer abc~nao-e-uuid' },
      }),
      400,
    );
  });
});
