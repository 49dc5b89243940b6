import { formatBasisPoints, formatPercent } from './percent';

describe('formatPercent', () => {
  it('writes pt-BR percentages with up to two decimals, as Intl does', () => {
    const intl = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
    for (const v of [0, 1, 1.5, 1.99, 2.005, 12.5, 33.333, 100, 1234.5, -3])
      expect(formatPercent(v)).toBe(`${intl.format(v)}%`);
    expect(formatPercent(12.5)).toBe('12,5%');
    expect(formatBasisPoints(199)).toBe('1,99%');
    expect(formatBasisPoints(250)).toBe('2,5%');
    expect(formatBasisPoints(300)).toBe('3%');
  });

  it('builds its formatter once, however many cards format a rate', () => {
    formatPercent(1);
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (let i = 0; i < 100; i++) formatBasisPoints(i);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});
