import { cartTotal, lineTotal, unitPrice } from './price';

const base = {
  preco: 1000,
  precovendaatacado: 900,
  minvendaatacado: 12,
  multiploincremento: 1,
  efeitospoliticas: { descontoProgressivo: { '24': 850, '48': 800 } },
  preco_embalagem: 250,
};

describe('unitPrice', () => {
  it('attendant price wins over everything', () => {
    expect(unitPrice({ ...base, precoatendente: 500 }, 100)).toEqual({ preco: 500, origem: 'ATENDENTE' });
  });
  it('progressive tier by quantity', () => {
    expect(unitPrice(base, 24).preco).toBe(850);
    expect(unitPrice(base, 47).preco).toBe(850);
    expect(unitPrice(base, 48).preco).toBe(800);
  });
  it('wholesale when quantity reaches the minimum', () => {
    expect(unitPrice(base, 11)).toEqual({ preco: 1000, origem: 'NORMAL' });
    expect(unitPrice(base, 12)).toEqual({ preco: 900, origem: 'ATACADO' });
  });
  it('wholesale counts quantity times the increment multiple unless disabled', () => {
    const box = { preco: 1000, precovendaatacado: 900, minvendaatacado: 12, multiploincremento: 6 };
    expect(unitPrice(box, 2).origem).toBe('ATACADO');
    expect(unitPrice(box, 2, { disableProductMultiple: true }).origem).toBe('NORMAL');
  });
  it('ignores a wholesale price that is not below the normal price', () => {
    expect(unitPrice({ preco: 1000, precovendaatacado: 1000, minvendaatacado: 1 }, 5).origem).toBe('NORMAL');
  });
});

describe('totals', () => {
  it('adds packaging for gift-wrapped items and rounds to centavos', () => {
    expect(lineTotal(base, 2, true)).toBe(2 * 1000 + 2 * 250);
    expect(lineTotal({ preco: 1999 }, 0.333)).toBe(666);
    expect(
      cartTotal([
        { produto: base, quantidade: 12 },
        { produto: { preco: 350 }, quantidade: 2, embalarParaPresente: true },
      ]),
    ).toBe(12 * 900 + 700);
  });
});
