import { formatBRL, toCentavos } from './money';

describe('formatBRL', () => {
  it('formats centavos with a no-break space after R$', () => {
    expect(formatBRL(1290)).toBe('R$\u00a012,90');
    expect(formatBRL(0)).toBe('R$\u00a00,00');
    expect(formatBRL(5)).toBe('R$\u00a00,05');
    expect(formatBRL(1290)).not.toContain(' ');
  });
  it('formats negative values', () => {
    expect(formatBRL(-1290)).toBe('-R$\u00a012,90');
  });
  it('groups thousands with dots', () => {
    expect(formatBRL(123456789)).toBe('R$\u00a01.234.567,89');
    expect(formatBRL(100000000000)).toBe('R$\u00a01.000.000.000,00');
  });
  it('rejects non-integers', () => {
    expect(() => formatBRL(12.9)).toThrow(TypeError);
    expect(() => formatBRL(Number.NaN)).toThrow(TypeError);
    expect(() => formatBRL(Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });
});

describe('toCentavos', () => {
  it.each([
    [12.9, 1290],
    [0.1 + 0.2, 30],
    ['12,90', 1290],
    ['1.234,56', 123456],
    ['0,05', 5],
    [-3.5, -350],
    ['10', 1000],
  ])('%p → %p', (input, expected) => {
    expect(toCentavos(input)).toBe(expected);
  });
  it('rejects garbage', () => {
    expect(() => toCentavos('abc')).toThrow(TypeError);
    expect(() => toCentavos(Number.NaN)).toThrow(TypeError);
  });
  it('round-trips through formatBRL', () => {
    expect(formatBRL(toCentavos('1.234,56'))).toBe('R$\u00a01.234,56');
  });
});
