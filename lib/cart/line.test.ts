import { plainCartProduct } from '@/test-support/cart-fixtures';

import { countLines, fromSummary, mergeIntent, toCartItems, type CartLineState } from './line';

const product = (id: string, over: Partial<CartLineState['produto']> = {}) =>
  plainCartProduct({ idproduto: id, ...over });
const line = (id: string, quantidade: number, embalarParaPresente = false): CartLineState => ({
  produto: product(id),
  quantidade,
  embalarParaPresente,
  disponivel: true,
});

describe('cart lines in the browser', () => {
  it('a product whose price is hidden cannot become a cart line', () => {
    const summary = {
      ...product('a'),
      preco: null,
      idcadastroextraproduto: null,
      idfornecedor: 'f',
      codigo: 'C',
      marca: null,
      idsetor: 's',
      disponivel: true,
      tags: [],
    } as unknown as Parameters<typeof fromSummary>[0];
    expect(fromSummary(summary)).toBeNull();
    expect(fromSummary({ ...summary, preco: 990 })?.preco).toBe(990);
  });

  it('sends ids, quantities and gift wrap only: never a price', () => {
    const items = toCartItems([
      { ...line('a', 2, true), produto: product('a', { preco: 1, precoatendente: 1 }) },
      line('b', 0),
    ]);
    expect(items).toEqual([{ idproduto: 'a', quantidade: 2, embalarParaPresente: true }]);
  });

  it('a product ordered by the unit also sends its pieces, from which the API computes the kg (decision 0055)', () => {
    const byUnit = { peso_aproximado_unidade_kg: 0.18, permite_venda_por_unidade: true, unidade: 'kg' };
    const items = toCartItems([
      { ...line('a', 0.54), produto: product('a', byUnit) },
      { ...line('b', 0.5), produto: product('b', { ...byUnit, permite_venda_por_unidade: false }) },
    ]);
    expect(items).toEqual([
      { idproduto: 'a', quantidade: 0.54, unidades: 3, embalarParaPresente: false },
      { idproduto: 'b', quantidade: 0.5, embalarParaPresente: false },
    ]);
  });

  it("after login the visitor's intent joins the saved cart: larger quantity kept, nothing doubled or lost", () => {
    const merged = mergeIntent([line('a', 3), line('b', 1, true)], [line('a', 2), line('b', 4), line('c', 1)]);
    expect(merged.map((l) => [l.produto.idproduto, l.quantidade, l.embalarParaPresente])).toEqual([
      ['a', 3, false],
      ['b', 4, true],
      ['c', 1, false],
    ]);
    expect(countLines(merged)).toBe(3);
  });
});
