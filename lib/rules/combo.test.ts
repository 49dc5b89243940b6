import { comboListPrice, comboShares, comboUnitPrice, nextComboQuantity, priceCombo, priceComboGroup } from './combo';

const items = [
  { idproduto: 'cafe', preco: 1899, quantidade: 1 },
  { idproduto: 'leite', preco: 599, quantidade: 2 },
  { idproduto: 'manteiga', preco: 1690, quantidade: 1 },
];

describe('combo price', () => {
  it('list price is the sum of the products at their list prices', () => {
    expect(comboListPrice(items)).toBe(1899 + 1198 + 1690);
  });

  it('PRECO_FIXO is the fixed price, never above the list price', () => {
    expect(comboUnitPrice(items, 'PRECO_FIXO', 4000)).toBe(4000);
    expect(comboUnitPrice(items, 'PRECO_FIXO', 99_999)).toBe(4787);
  });

  it('PERCENTUAL takes basis points off the list price, rounded to the centavo', () => {
    expect(comboUnitPrice(items, 'PERCENTUAL', 1500)).toBe(Math.round(4787 * 0.85));
    expect(priceCombo(items, 'PERCENTUAL', 1000)).toEqual({ precoLista: 4787, preco: 4308, economia: 479 });
  });
});

describe('combo shares', () => {
  it('add up exactly to the combo price, in proportion to the list prices', () => {
    for (const preco of [1, 999, 4000, 4787, 4308]) {
      const s = comboShares(items, preco);
      expect(s.reduce((a, b) => a + b, 0)).toBe(preco);
      expect(s.every((v) => v >= 0)).toBe(true);
    }
    expect(comboShares(items, 4787)).toEqual([1899, 1198, 1690]);
  });
});

describe('combo group', () => {
  it('moves every product with the group quantity; total = combo price × quantity', () => {
    const g = priceComboGroup(items, 'PRECO_FIXO', 4000, 3);
    expect(g.totalItem).toBe(12_000);
    expect(g.produtos.map((p) => p.quantidade)).toEqual([3, 6, 3]);
    expect(g.produtos.reduce((a, p) => a + p.total, 0)).toBe(12_000);
  });

  it('counts whole combos, at least one, capped at the limit per order', () => {
    expect(nextComboQuantity(1, { type: 'INC' }, 5)).toBe(2);
    expect(nextComboQuantity(5, { type: 'INC' }, 5)).toBe(5);
    expect(nextComboQuantity(1, { type: 'DEC' }, null)).toBe(0);
    expect(nextComboQuantity(0, { type: 'SET', value: 0.4 }, null)).toBe(1);
    expect(nextComboQuantity(2, { type: 'DEL' }, null)).toBe(0);
  });
});
