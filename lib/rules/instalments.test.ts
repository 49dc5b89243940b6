import fc from 'fast-check';

import { couponDiscount } from './coupon';
import {
  allowedInstalments,
  bestInstalmentOffer,
  cardLabelSuffix,
  instalmentOfferText,
  instalmentPlan,
  instalmentsText,
  interestText,
  splitInstalments,
} from './instalments';
import { applyVariance, pixOffer, pixOfferText, pixPrice } from './price';

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

describe('instalment offers under a price (max_parcelas, parcela_minima, juros_mensal_bp)', () => {
  const free10 = { max_parcelas: 10, parcela_minima: 2000, juros_mensal_bp: 0 };
  const interest6 = { max_parcelas: 6, parcela_minima: 1000, juros_mensal_bp: 199 };

  it('R$ 449,00 in 10 sem juros: the card shows the rounded-down equal value', () => {
    const best = bestInstalmentOffer(44900, [free10])!;
    expect(best).toMatchObject({ quantParcelas: 10, valorParcela: 4490, total: 44900, jurosMensalBp: 0 });
    expect(brl(instalmentOfferText(best))).toBe('em até 10x de R$ 44,90 sem juros');
    const odd = bestInstalmentOffer(44949, [free10])!;
    expect(brl(instalmentOfferText(odd))).toBe('em até 10x de R$ 44,94 sem juros');
    expect(odd.valorParcela * 9 + odd.ultimaParcela).toBe(44949);
  });

  it('the minimum instalment caps the count: R$ 59,99 with R$ 20,00 minimum is 2x; exactly R$ 60,00 is 3x; below R$ 40,00 none', () => {
    expect(allowedInstalments(5999, free10)).toBe(2);
    expect(allowedInstalments(6000, free10)).toBe(3);
    expect(allowedInstalments(1999, free10)).toBe(1);
    expect(bestInstalmentOffer(3999, [free10])).toBeNull();
    expect(bestInstalmentOffer(4000, [free10])!.quantParcelas).toBe(2);
    expect(allowedInstalments(100, { ...free10, parcela_minima: 0 })).toBe(10);
  });

  it('with interest: Tabela Price instalments, all equal, and the total is their sum', () => {
    const p = instalmentPlan(10000, 6, interest6);
    // 100 · 0,0199 / (1 − 1,0199^−6) = 17,8466…
    expect(p).toMatchObject({ quantParcelas: 6, valorParcela: 1785, ultimaParcela: 1785, total: 10710 });
    expect(brl(interestText(p)!)).toBe('com juros de 1,99% a.m.; total R$ 107,10');
    expect(brl(instalmentOfferText(bestInstalmentOffer(10000, [interest6])!))).toBe(
      'em até 6x de R$ 17,85 com juros de 1,99% a.m.',
    );
    expect(interestText(instalmentPlan(10000, 1, interest6))).toBeNull();
    // A few centavos: an instalment never rounds to less than its share of the price.
    expect(instalmentPlan(1, 2, interest6)).toMatchObject({ valorParcela: 1, total: 2 });
  });

  it('a method sem juros wins over more instalments with interest; between two free ones, the most instalments', () => {
    expect(bestInstalmentOffer(100000, [{ ...interest6, max_parcelas: 12 }, free10])!.quantParcelas).toBe(10);
    expect(bestInstalmentOffer(100000, [{ ...free10, max_parcelas: 3 }, free10])!.quantParcelas).toBe(10);
    expect(bestInstalmentOffer(100000, [{ ...free10, max_parcelas: 1 }])).toBeNull();
  });

  it('with price variance each method splits its own price (the cart rule)', () => {
    const card = { ...free10, max_parcelas: 3, parcela_minima: 0, variacao_preco_bp: 200 };
    expect(bestInstalmentOffer(10000, [card], true)!.total).toBe(applyVariance(10000, 200));
    expect(bestInstalmentOffer(10000, [card], false)!.total).toBe(10000);
  });

  it('for any price and terms, the parts add up to the total and respect the minimum instalment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (price, max, minimo, juros) => {
          const t = { max_parcelas: max, parcela_minima: minimo, juros_mensal_bp: juros };
          const n = allowedInstalments(price, t);
          expect(n).toBeGreaterThanOrEqual(1);
          expect(n).toBeLessThanOrEqual(max);
          if (n > 1 && minimo > 0) expect(Math.floor(price / n)).toBeGreaterThanOrEqual(minimo);
          const p = instalmentPlan(price, n, t);
          expect(p.valorParcela * (p.quantParcelas - 1) + p.ultimaParcela).toBe(p.total);
          if (p.jurosMensalBp === 0) expect(p.total).toBe(price);
          else expect(p.total).toBeGreaterThanOrEqual(price);
        },
      ),
    );
  });
});

describe('the PIX price (support-price-variance-by-payment)', () => {
  const methods = [
    { tipo: 'PIX', variacao_preco_bp: -300 },
    { tipo: 'CARTAO_CREDITO', variacao_preco_bp: 200 },
  ];
  it("is the cart's variance of the base price, only for a supplier that prices by payment with a cheaper PIX", () => {
    expect(pixPrice(2830, ['support-price-variance-by-payment'], methods)).toBe(2745);
    expect(pixPrice(2830, ['support-price-variance-by-payment'], methods)).toBe(applyVariance(2830, -300));
    expect(pixPrice(2830, [], methods)).toBeNull();
    expect(pixPrice(2830, ['support-price-variance-by-payment'], [{ tipo: 'PIX', variacao_preco_bp: 0 }])).toBeNull();
  });
});

describe('the PIX offer with a public PIX coupon', () => {
  const pix5 = { codigo: 'PIX5', percentual_bp: 500 };
  const noVariance = [{ tipo: 'PIX', variacao_preco_bp: 0 }];
  it('is what the cart discounts from one unit with that coupon', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10000 }), (base, bp) => {
        const offer = pixOffer(base, [], noVariance, { codigo: 'X', percentual_bp: bp })!;
        const cart = couponDiscount(
          {
            codigoCupom: 'X',
            tipoDesconto: '%',
            valorDescontoPercentual: bp / 100,
            valorDescontoAbsoluto: 0,
            produtosComDesconto: [],
            naoUsarCupomComPolitica: false,
          },
          [{ idproduto: 'p', totalProdutos: base, origem: 'NORMAL' as const }],
        );
        expect(offer.preco).toBe(base - cart.valorDesconto);
      }),
    );
  });
  it('stacks on the PIX variance, names the coupon, and is absent when PIX costs the same', () => {
    const tags = ['support-price-variance-by-payment'];
    const varied = [{ tipo: 'PIX', variacao_preco_bp: -300 }];
    expect(pixOffer(2890, [], noVariance, pix5)).toEqual({ preco: 2745, cupom: 'PIX5' });
    expect(pixOffer(2830, tags, varied, pix5)).toEqual({ preco: 2745 - Math.round(2745 * 0.05), cupom: 'PIX5' });
    expect(pixOffer(2830, tags, varied, null)).toEqual({ preco: 2745, cupom: null });
    expect(pixOffer(2830, [], noVariance, null)).toBeNull();
    expect(pixOfferText({ preco: 2745, cupom: 'PIX5' }).replace(/\s/g, ' ')).toBe('R$ 27,45 no PIX com o cupom PIX5');
    expect(pixOfferText({ preco: 2745, cupom: null }).replace(/\s/g, ' ')).toBe('R$ 27,45 no PIX');
  });
});

describe('cardLabelSuffix: the count is said once', () => {
  it('adds "em até Nx sem juros" to a plain card name, without "sem juros" when it charges interest', () => {
    expect(cardLabelSuffix('Cartão de crédito', { max_parcelas: 10, juros_mensal_bp: 0 })).toBe(
      ' · em até 10x sem juros',
    );
    expect(cardLabelSuffix('Cartão de crédito', { max_parcelas: 6, juros_mensal_bp: 199 })).toBe(' · em até 6x');
  });

  it('adds nothing when the description already says the count ("Cartão de crédito em até 10x"), or for one instalment', () => {
    expect(cardLabelSuffix('Cartão de crédito em até 10x', { max_parcelas: 10, juros_mensal_bp: 0 })).toBe('');
    expect(cardLabelSuffix('Crédito em até 10 x', { max_parcelas: 10, juros_mensal_bp: 0 })).toBe('');
    expect(cardLabelSuffix('Cartão de crédito', { max_parcelas: 1, juros_mensal_bp: 0 })).toBe('');
    // Another count in the name is not this one: "1x" does not hide "10x".
    expect(cardLabelSuffix('Cartão 1x ou parcelado', { max_parcelas: 10, juros_mensal_bp: 0 })).toBe(
      ' · em até 10x sem juros',
    );
  });
});
