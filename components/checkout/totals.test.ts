import { freeFreightNote, freightLabel } from './freight-label';
import { instalmentLabel } from './instalment-label';
import { creditCovers, reviewTotals } from './totals';

const brl = (s: string) => s.replace(/\s/g, ' ');

describe('checkout review totals', () => {
  it('goods minus discount plus freight plus convenience fee', () => {
    expect(reviewTotals({ produtos: 10000, desconto: 1000, frete: 1290, taxaConveniencia: 199 })).toEqual({
      produtos: 10000,
      desconto: 1000,
      frete: 1290,
      taxaConveniencia: 199,
      total: 10489,
    });
  });

  it('a discount larger than the goods never makes the goods negative', () => {
    expect(reviewTotals({ produtos: 500, desconto: 1500, frete: 1000, taxaConveniencia: 0 }).total).toBe(1000);
  });

  it('no freight chosen, no fee: zero; hidden prices: no total', () => {
    expect(reviewTotals({ produtos: 2000, desconto: null, frete: null, taxaConveniencia: null }).total).toBe(2000);
    expect(reviewTotals({ produtos: null, desconto: 0, frete: 500, taxaConveniencia: 0 }).total).toBeNull();
  });

  it("freight reads 'Grátis' at zero", () => {
    expect(freightLabel(0)).toBe('Grátis');
    expect(brl(freightLabel(1290))).toBe('R$ 12,90');
  });

  it('free-freight nudge only while something is missing', () => {
    expect(brl(freeFreightNote({ faltaParaFreteGratis: 1200, valor: 990 })!)).toBe('Faltam R$ 12,00 para frete grátis');
    expect(freeFreightNote({ faltaParaFreteGratis: 0, valor: 0 })).toBeNull();
    expect(freeFreightNote({ faltaParaFreteGratis: null, valor: 990 })).toBeNull();
  });

  it('instalments round up to the centavo', () => {
    expect(brl(instalmentLabel(70700, 3))).toBe('3x sem juros: 2 de R$ 235,66 e 1 de R$ 235,68');
    expect(brl(instalmentLabel(10000, 2))).toBe('2x de R$ 50,00 sem juros');
    expect(brl(instalmentLabel(10000, 1))).toBe('À vista (R$ 100,00)');
    expect(instalmentLabel(null, 2)).toBe('2x');
  });

  it('credit on terms covers the total only within the available limit', () => {
    expect(creditCovers(10000, 9999)).toBe(true);
    expect(creditCovers(10000, 10000)).toBe(true);
    expect(creditCovers(10000, 10001)).toBe(false);
    expect(creditCovers(null, 1)).toBe(false);
  });
});
