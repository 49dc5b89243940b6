/**
 * The reference ("de") price and the offers list (`ofertas=true`). Real routes on the
 * seeded database; what counts as an offer is lib/rules/offer.ts, the cart's own rules.
 */
import {
  OFFERS_ORDER,
  productDetailResponseSchema,
  productListResponseSchema,
  type ProductList,
  type ProductSummary,
} from '../../../lib/contract';
import {
  bestQuantityOffer,
  isOffer,
  offerDiscountBp,
  referenceOffer,
  type OfferProduct,
} from '../../../lib/rules/offer';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { applyVariance } from '../../src/domain/pricing';
import { cmp, get, nameKey } from '../helpers';
import { bearer, loginDemo } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const G = DEMO_SUPPLIERS.adega;

async function list(supplier: string, query: string, headers: Record<string, string> = {}): Promise<ProductList> {
  const r = await get(`/v2/app/token/listaprodutos/${supplier}${query}`, { headers });
  if (r.status !== 200) throw new Error(`${r.status} ${r.text}`);
  return productListResponseSchema.parse(r.body);
}

const priced = (p: ProductSummary): ProductSummary & OfferProduct => ({ ...p, preco: p.preco! });

describe('reference price (precode)', () => {
  it('is answered where the seed has one, above the price; null elsewhere', async () => {
    const all = (await list(E.slug, '?limit=100')).produtos;
    const granola = all.find((p) => p.slug === 'granola-tradicional-800-g')!;
    expect(granola.precode).toBe(3190);
    expect(granola.preco).toBe(2690);
    expect(referenceOffer(priced(granola))).toEqual({ de: 3190, por: 2690, percentual: 15 });
    const withRef = all.filter((p) => p.precode != null);
    expect(withRef.length).toBeGreaterThanOrEqual(3);
    expect(withRef.every((p) => p.precode! > p.preco!)).toBe(true);
    expect(all.find((p) => p.slug === 'lentilha-500-g')!.precode).toBeNull();
    const d = productDetailResponseSchema.parse(
      (await get(`/v2/app/token/fornecedor/${E.slug}/produto/granola-tradicional-800-g`)).body,
    );
    expect(d.produto.precode).toBe(3190);
  });

  it('is hidden with every other price when the supplier hides prices from visitors', async () => {
    const l = await list(A.slug, '?limit=100');
    expect(l.possuiPreco).toBe(false);
    expect(l.produtos.every((p) => p.precode === null)).toBe(true);
    const d = productDetailResponseSchema.parse(
      (await get(`/v2/app/token/fornecedor/${A.slug}/produto/azeite-de-oliva-lata-5-l`)).body,
    );
    expect(d.produto.precode).toBeNull();
    expect(d.produto.preco).toBeNull();
  });

  it('follows the payment variance like the price, for a customer who sees prices', async () => {
    const { token } = await loginDemo('empresaAprovada');
    const pm = (
      await get(
        `/v2/app/token/fornecedor/${A.idfornecedor}/formas-pagamento?idcliente=00000000-0000-0000-0000-000000000000`,
      )
    ).body as {
      formasPagamento: { idformapagto: string; variacao_preco_bp: number }[];
    };
    const varying = pm.formasPagamento.find((f) => f.variacao_preco_bp !== 0)!;
    const base = await list(A.slug, '?limit=100', bearer(token));
    expect(base.possuiPreco).toBe(true);
    const oil = base.produtos.find((p) => p.slug === 'azeite-de-oliva-lata-5-l')!;
    expect(oil.precode).toBe(32990);
    const withPm = await list(A.slug, `?limit=100&formapagamento=${varying.idformapagto}`, bearer(token));
    expect(withPm.produtos.find((p) => p.slug === oil.slug)!.precode).toBe(
      applyVariance(32990, varying.variacao_preco_bp),
    );
  });
});

describe('offers list (ofertas=true)', () => {
  it.each([
    ['emporio', E.slug],
    ['adega', G.slug],
  ])('%s: exactly the products the cart rules call offers, deepest discount first', async (_, slug) => {
    const everything = (await list(slug, '?limit=100')).produtos;
    const offers = await list(slug, '?ofertas=true&limit=100');
    expect(offers.ordenacao).toBe(OFFERS_ORDER);
    expect(offers.total).toBe(offers.produtos.length);
    // Available products only: an offer the shopper cannot take is no offer.
    const expected = everything.filter((p) => p.disponivel && isOffer(priced(p))).map((p) => p.idproduto);
    expect(offers.produtos.map((p) => p.idproduto).sort()).toEqual(expected.sort());
    // Not the whole catalogue, and not the best sellers.
    expect(offers.total).toBeGreaterThan(0);
    expect(offers.total).toBeLessThan(everything.length);
    const discounts = offers.produtos.map((p) => offerDiscountBp(priced(p)));
    expect(discounts.every((d) => d > 0)).toBe(true);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });

  it('the grocer has every kind of offer: de/por, wholesale and take-more-pay-less', async () => {
    const offers = (await list(E.slug, '?ofertas=1&limit=100')).produtos.map(priced);
    // An unavailable product with a quantity price exists, and is not listed.
    const everything = (await list(E.slug, '?limit=100')).produtos;
    const unavailable = everything.filter((p) => !p.disponivel && isOffer(priced(p)));
    expect(unavailable.length).toBeGreaterThan(0);
    expect(offers.some((p) => unavailable.some((u) => u.idproduto === p.idproduto))).toBe(false);
    expect(offers.some((p) => referenceOffer(p) !== null)).toBe(true);
    expect(offers.some((p) => bestQuantityOffer(p)?.origem === 'ATACADO')).toBe(true);
    expect(offers.some((p) => bestQuantityOffer(p)?.origem === 'PROGRESSIVO')).toBe(true);
    // A product without a reference price, wholesale or tiers is not listed.
    expect(offers.some((p) => p.slug === 'lentilha-500-g')).toBe(false);
  });

  it('pages over the offers only', async () => {
    const first = await list(E.slug, '?ofertas=true&limit=5');
    const second = await list(E.slug, '?ofertas=true&limit=5&page=2');
    const all = await list(E.slug, '?ofertas=true&limit=100');
    expect(first.total).toBe(all.total);
    expect(first.paginas).toBe(Math.ceil(all.total / 5));
    expect([...first.produtos, ...second.produtos].map((p) => p.idproduto)).toEqual(
      all.produtos.slice(0, 10).map((p) => p.idproduto),
    );
  });

  it('keeps a requested order and the other filters', async () => {
    const byName = await list(E.slug, '?ofertas=true&limit=100&ordenacao=nome_asc');
    expect(byName.ordenacao).toBe('nome_asc');
    const names = byName.produtos.map((p) => nameKey(p.nome));
    expect(names).toEqual([...names].sort(cmp));
    expect(byName.produtos.every((p) => isOffer(priced(p)))).toBe(true);
    const beans = await list(E.slug, '?ofertas=true&limit=100&sk=feijao');
    // The search finds the product by its name first, then the rest of its category "Arroz e feijão"
    // (decision 0044); only offers either way.
    expect(beans.produtos[0]?.slug).toBe('feijao-carioca-tipo-1-1-kg');
    expect(beans.produtos.every((p) => isOffer(priced(p)))).toBe(true);
  });

  it('with prices hidden: offers without any price, in the supplier order (no discount ranking)', async () => {
    const l = await list(A.slug, '?ofertas=true&limit=100');
    expect(l.possuiPreco).toBe(false);
    expect(l.total).toBeGreaterThan(0);
    expect(l.ordenacao).toBe('mais_vendidos');
    for (const p of l.produtos) {
      expect(p.preco).toBeNull();
      expect(p.precode).toBeNull();
      expect(p.precovendaatacado).toBeNull();
      expect(p.efeitospoliticas.descontoProgressivo).toEqual({});
    }
  });

  it('ofertas=false is the normal list', async () => {
    const plain = await list(E.slug, '?limit=100');
    const off = await list(E.slug, '?ofertas=false&limit=100');
    expect(off.total).toBe(plain.total);
    expect(off.ordenacao).toBe(plain.ordenacao);
  });
});
