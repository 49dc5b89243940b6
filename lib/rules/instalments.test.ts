import fc from 'fast-check';

import { instalmentsText, splitInstalments } from './instalments';

const brl = (s: string) => s.replace(/\u00a0/g, ' ');

describe('card instalments', () => {
  it('R$ 707,00 in 3: two of R$ 235,66 and one of R$ 235,68, never three of R$ 235,67 or R$ 235,66', () => {
    const i = splitInstalments(70700, 3);
    expect(i).toEqual({ quantParcelas: 3, valorParcela: 23566, ultimaParcela: 23568 });
    expect(brl(instalmentsText(i))).toBe('3x sem juros: 2 de R$ 235,66 e 1 de R$ 235,68');
  });

  it('an even split reads as one figure, with "sem juros"', () => {
    expect(brl(instalmentsText(splitInstalments(10000, 2)))).toBe('2x de R$ 50,00 sem juros');
    expect(brl(instalmentsText(splitInstalments(10000, 1)))).toBe('À vista (R$ 100,00)');
  });

  it('the instalments always add up to the total, the last within n − 1 centavos of the others', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 24 }), (total, n) => {
        const i = splitInstalments(total, n);
        expect(i.valorParcela * (i.quantParcelas - 1) + i.ultimaParcela).toBe(total);
        expect(i.ultimaParcela - i.valorParcela).toBeGreaterThanOrEqual(0);
        expect(i.ultimaParcela - i.valorParcela).toBeLessThan(n);
      }),
    );
  });
});
