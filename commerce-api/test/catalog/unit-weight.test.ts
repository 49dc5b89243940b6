import { productDetailResponseSchema, productListResponseSchema } from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { line, newCustomer, productId, saveCart } from '../cart-helpers';
import { get } from '../helpers';

const E = DEMO_SUPPLIERS.emporio;

// Decision 0047: the average weight of a piece of produce sold by the kg (migration 0073).
describe('peso_medio_unidade', () => {
  it("comes with the Empório's produce sold by the kg, and with nothing else", async () => {
    const r = await get(`/v2/app/token/listaprodutos/${E.slug}?limit=100`);
    expect(r.status).toBe(200);
    const ps = productListResponseSchema.parse(r.body).produtos;
    const banana = ps.find((p) => p.nome === 'Banana prata')!;
    expect(banana.peso_medio_unidade).toBe(120);
    expect(ps.filter((p) => p.peso_medio_unidade != null).every((p) => p.unidade === 'kg')).toBe(true);
    expect(ps.filter((p) => p.unidade !== 'kg').every((p) => p.peso_medio_unidade === null)).toBe(true);

    const d = await get(`/v2/app/token/fornecedor/${E.slug}/produto/${banana.idproduto}`);
    expect(d.status).toBe(200);
    expect(JSON.stringify(productDetailResponseSchema.parse(d.body))).toContain('"peso_medio_unidade":120');
  });

  it('comes with the cart line, whose quantity the API keeps allowed whatever was sent', async () => {
    const s = await newCustomer('emporio', 'Cliente Peso Médio');
    const banana = productId('emporio', 'Banana prata');
    // 1,3 kg is no multiple of the 500 g granularity: the API, not the field, has the last word.
    const c = await saveCart(s, { cartItens: [{ idproduto: banana, quantidade: 1.3, embalarParaPresente: false }] });
    expect(line(c, banana)?.peso_medio_unidade).toBe(120);
    expect(line(c, banana)?.quantidade).toBe(1.5);
  });
});
