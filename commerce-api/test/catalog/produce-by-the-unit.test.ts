/**
 * Produce sold by the kg with the weight of one piece, ordered by the unit where the store allows it
 * (docs/decisions/0055-produce-ordered-by-the-unit.md): the catalogue says "1 un ≈ 120 g", the cart
 * line keeps kg = units × weight whatever kg the client sends, and units are refused where not sold so.
 */
import { productDetailResponseSchema, productListResponseSchema, type ProductSummary } from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { line, newCustomer, productId, saveCart, saveCartRaw } from '../cart-helpers';
import { get } from '../helpers';

const E = DEMO_SUPPLIERS.emporio;

async function find(sk: string, nome: string): Promise<ProductSummary> {
  const r = await get(`/v2/app/token/listaprodutos/${E.slug}?limit=100&sk=${encodeURIComponent(sk)}`);
  expect(r.status).toBe(200);
  const p = productListResponseSchema.parse(r.body).produtos.find((x) => x.nome === nome);
  if (!p) throw new Error(`${nome} not found`);
  return p;
}

describe('produce ordered by the unit', () => {
  it('the list and the product page carry the weight of one piece and the permission, to visitors too', async () => {
    expect(await find('banana', 'Banana prata')).toMatchObject({
      unidade: 'kg',
      peso_aproximado_unidade_kg: 0.12,
      permite_venda_por_unidade: true,
    });
    // Sold loose by the kg: the weight is said, ordering by the unit is not offered.
    expect(await find('batata', 'Batata inglesa')).toMatchObject({
      peso_aproximado_unidade_kg: 0.15,
      permite_venda_por_unidade: false,
    });
    expect(await find('arroz', 'Arroz integral 1 kg')).toMatchObject({
      peso_aproximado_unidade_kg: null,
      permite_venda_por_unidade: false,
    });
    const maca = await find('maçã', 'Maçã fuji');
    const r = await get(`/v2/app/token/fornecedor/${E.slug}/produto/${maca.slug}`);
    expect(r.status).toBe(200);
    expect(productDetailResponseSchema.parse(r.body).produto).toMatchObject({
      peso_aproximado_unidade_kg: 0.18,
      permite_venda_por_unidade: true,
    });
  });

  it('3 apples are saved as 0,54 kg, whatever kg the client sends, and priced by the kg', async () => {
    const s = await newCustomer('emporio', 'Cliente Frutas');
    const id = productId('emporio', 'Maçã fuji');
    // The kg sent is a lie (and off the 0,5 kg granularity): the API computes 3 × 0,18 itself.
    const c = await saveCart(s, { cartItens: [{ idproduto: id, quantidade: 7, unidades: 3 }] });
    expect(line(c, id)).toMatchObject({ quantidade: 0.54, peso_aproximado_unidade_kg: 0.18 });
    expect(line(c, id)?.totalItem).toBe(Math.round(0.54 * line(c, id)!.preconf!));
    // − one unit, then 0 units removes the line.
    const c2 = await saveCart(s, { cartItens: [{ idproduto: id, quantidade: 0.54, unidades: 2 }] });
    expect(line(c2, id)?.quantidade).toBe(0.36);
    const c3 = await saveCart(s, { cartItens: [{ idproduto: id, quantidade: 0.36, unidades: 0 }] });
    expect(line(c3, id)).toBeUndefined();
  });

  it('without units the kg rules of the spec apply as before', async () => {
    const s = await newCustomer('emporio', 'Cliente Quilo');
    const id = productId('emporio', 'Banana prata');
    const c = await saveCart(s, { cartItens: [{ idproduto: id, quantidade: 0.7 }] });
    expect(line(c, id)?.quantidade).toBe(1);
  });

  it('units on a product sold only by the kg, or not by weight, are a 400 in pt-BR', async () => {
    const s = await newCustomer('emporio', 'Cliente Batata');
    for (const nome of ['Batata inglesa', 'Arroz integral 1 kg']) {
      const r = await saveCartRaw(s, {
        cartItens: [{ idproduto: productId('emporio', nome), quantidade: 1, unidades: 4 }],
      });
      expect(r.status).toBe(400);
      expect(r.text).toContain(`Este produto não é vendido por unidade: ${nome}`);
    }
  });

  it('half a unit, negative or absurd units are a 400, never a 500', async () => {
    const s = await newCustomer('emporio', 'Cliente Meia Banana');
    const id = productId('emporio', 'Banana prata');
    for (const unidades of [1.5, -1, 1e9, '3']) {
      const r = await saveCartRaw(s, { cartItens: [{ idproduto: id, quantidade: 1, unidades }] });
      expect(r.status).toBe(400);
      expect(r.text).toContain('Número de unidades inválido');
    }
  });
});
