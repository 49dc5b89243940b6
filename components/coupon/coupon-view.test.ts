import { COUPON_MESSAGES } from '@/lib/rules/coupon';
import { formatBRL } from '@/lib/rules/money';

import { savedCouponWarning } from './coupon-apply';
import {
  appliedCoupon,
  couponBenefitText,
  couponRemoval,
  isAutomaticCoupon,
  sameCouponCode,
  type CartCoupon,
} from './coupon-view';

const none: CartCoupon = {
  codigoCupom: null,
  cupomAutomatico: null,
  valorDesconto: 0,
  tipoDesconto: '%',
  valorDescontoPercentual: 0,
};
const typed: CartCoupon = {
  codigoCupom: 'BEMVINDO10',
  cupomAutomatico: null,
  valorDesconto: 250,
  tipoDesconto: '%',
  valorDescontoPercentual: 10,
};
const automatic: CartCoupon = {
  codigoCupom: 'EMPORIO5',
  cupomAutomatico: { codigoCupom: 'EMPORIO5', valorDescontoPercentual: 5, valorDescontoAbsoluto: 0, tipoDesconto: '%' },
  valorDesconto: 2094,
  tipoDesconto: '%',
  valorDescontoPercentual: 5,
};
const absolute: CartCoupon = {
  codigoCupom: 'DESCONTO15',
  cupomAutomatico: null,
  valorDesconto: 1500,
  tipoDesconto: 'R$',
  valorDescontoPercentual: 0,
};

describe('coupon view', () => {
  it('compares codes as the API stores them', () => {
    expect(sameCouponCode('bemvindo10 ', 'BEMVINDO10')).toBe(true);
    expect(sameCouponCode('BEMVINDO10', 'DESCONTO15')).toBe(false);
    expect(sameCouponCode(null, '')).toBe(false);
    expect(sameCouponCode('', '')).toBe(false);
  });

  it('states the benefit of a percent or an absolute coupon in pt-BR', () => {
    expect(couponBenefitText({ tipoDesconto: '%', valorDescontoPercentual: 10, valorDescontoAbsoluto: 0 })).toBe(
      '10% de desconto',
    );
    expect(couponBenefitText({ tipoDesconto: 'R$', valorDescontoPercentual: 0, valorDescontoAbsoluto: 1500 })).toBe(
      `${formatBRL(1500)} de desconto`,
    );
  });

  it('describes the applied coupon: typed, automatic, absolute, or none', () => {
    expect(appliedCoupon(none)).toBeNull();
    expect(appliedCoupon(null)).toBeNull();
    expect(appliedCoupon(typed)).toEqual({
      codigo: 'BEMVINDO10',
      automatico: false,
      desconto: 250,
      texto: `Cupom BEMVINDO10 aplicado: −${formatBRL(250)} (10%)`,
    });
    expect(appliedCoupon(automatic)).toMatchObject({
      automatico: true,
      texto: `Cupom automático EMPORIO5 aplicado: −${formatBRL(2094)} (5%)`,
    });
    expect(appliedCoupon(absolute)?.texto).toBe(`Cupom DESCONTO15 aplicado: −${formatBRL(1500)}`);
  });

  it('removing resets the coupon; automatic application becomes the opposite of "the removed one was automatic"', () => {
    expect(couponRemoval(typed)).toEqual({ codigoCupom: null, cupomAplicacaoAutomatica: true });
    expect(couponRemoval(automatic)).toEqual({ codigoCupom: null, cupomAplicacaoAutomatica: false });
    expect(couponRemoval(none)).toEqual({ codigoCupom: null, cupomAplicacaoAutomatica: true });
  });

  it('a code equal to the automatic coupon the cart shows is recognised (not validated)', () => {
    expect(isAutomaticCoupon(automatic, 'emporio5')).toBe(true);
    expect(isAutomaticCoupon(automatic, 'BEMVINDO10')).toBe(false);
    expect(isAutomaticCoupon(typed, 'BEMVINDO10')).toBe(false);
  });

  it('after the save: applied → no warning; otherwise the answer’s message or the generic one', () => {
    expect(savedCouponWarning({ codigoCupom: 'BEMVINDO10', mensagem: null }, 'bemvindo10')).toBeNull();
    expect(
      savedCouponWarning({ codigoCupom: 'EMPORIO5', mensagem: COUPON_MESSAGES.trocaBloqueada }, 'DESCONTO15'),
    ).toBe(COUPON_MESSAGES.trocaBloqueada);
    expect(savedCouponWarning({ codigoCupom: null, mensagem: null }, 'X')).toBe(COUPON_MESSAGES.naoVerificado);
  });
});
