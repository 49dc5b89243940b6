/**
 * unidades_por_embalagem: what one package holds ("1 cx = 12 un"), on the list and the product
 * page, to visitors too (it is not a price), null where nothing is sold by a package.
 */
import { productDetailResponseSchema, productListResponseSchema, type ProductSummary } from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { line, newCustomer, productId, saveCart } from '../cart-helpers';
import { get } from '../helpers';

const A = DEMO_SUPPLIERS.atacado;
const E = DEMO_SUPPLIERS.emporio;

async function find(supplier: string, sk: string, nome: string): Promise<ProductSummary> {
  const r = await get(`/v2/app/token/listaprodutos/${supplier}?limit=100&sk=${encodeURIComponent(sk)}`);
  expect(r.status).toBe(200);
  const p = productListResponseSchema.parse(r.body).produtos.find((x) => x.nome === nome);
  if (!p) throw new Error(`${nome} not found`);
  return p;
}

describe('units per package', () => {
  it('boxes of cans, a display of gum and a fardo of rice say what they hold, as their names do', async () => {
    expect(await find(A.slug, 'tônica', 'Tônica lata 350 ml')).toMatchObject({
      unidade: 'un',
      granularidade: 12,
      unidades_por_embalagem: 12,
    });
    expect(await find(A.slug, 'chiclete', 'Chiclete display 100 unidades')).toMatchObject({
      unidade: 'display',
      unidades_por_embalagem: 100,
    });
    expect(await find(A.slug, 'arroz', 'Arroz branco tipo 1 fardo 6 x 5 kg')).toMatchObject({
      unidade: 'fardo',
      unidades_por_embalagem: 6,
    });
    // "1000 folhas" are not units of the product: no count rather than a wrong one.
    expect(
      (await find(A.slug, 'papel toalha', 'Papel toalha interfolha fardo 1000 folhas')).unidades_por_embalagem,
    ).toBeNull();
  });

  it('the product page carries it too', async () => {
    const p = await find(A.slug, 'chiclete', 'Chiclete display 100 unidades');
    const r = await get(`/v2/app/token/fornecedor/${A.slug}/produto/${p.slug}`);
    expect(r.status).toBe(200);
    expect(productDetailResponseSchema.parse(r.body).produto.unidades_por_embalagem).toBe(100);
  });

  it('null for what is not sold by a package (produce by the kg)', async () => {
    const r = await get(`/v2/app/token/listaprodutos/${E.slug}?limit=100`);
    const byKg = productListResponseSchema.parse(r.body).produtos.filter((p) => p.unidade === 'kg');
    expect(byKg.length).toBeGreaterThan(0);
    for (const p of byKg) expect(p.unidades_por_embalagem).toBeNull();
  });

  it('the cart line carries it, and a typed 13 is saved as two whole boxes (the API applies the same rule)', async () => {
    const s = await newCustomer('atacado', 'Empresa Caixas');
    const id = productId('atacado', 'Tônica lata 350 ml');
    const c = await saveCart(s, { cartItens: [{ idproduto: id, quantidade: 13 }] }, {}, 'atacado');
    expect(line(c, id)).toMatchObject({ quantidade: 24, unidades_por_embalagem: 12 });
  });
});
