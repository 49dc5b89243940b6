import {
  COUPON_MESSAGES,
  couponDiscount,
  couponRejection,
  couponWarning,
  evaluateCoupon,
  type CouponBenefit,
  type CouponConditions,
  type CouponContext,
} from './coupon';

const benefit = (o: Partial<CouponBenefit> = {}): CouponBenefit => ({
  codigoCupom: 'X',
  tipoDesconto: '%',
  valorDescontoPercentual: 10,
  valorDescontoAbsoluto: 0,
  produtosComDesconto: [],
  naoUsarCupomComPolitica: false,
  ...o,
});
const cond = (o: Partial<CouponConditions> = {}): CouponConditions => ({
  ativo: true,
  validoDe: null,
  validoAte: null,
  canal: null,
  idformapagto: null,
  valorMinimo: null,
  limitePorCliente: null,
  limiteTotal: null,
  primeiraCompra: false,
  ...o,
});
const ctx = (o: Partial<CouponContext> = {}): CouponContext => ({
  agora: new Date('2025-06-01T12:00:00Z'),
  canalVenda: 'WEB',
  idformapagamento: null,
  totalCompras: 10000,
  usosCliente: 0,
  usosTotal: 0,
  clienteJaComprou: false,
  proprioIndicacao: false,
  ...o,
});
const lines = [
  { idproduto: 'a', totalProdutos: 1000, origem: 'NORMAL' as const },
  { idproduto: 'b', totalProdutos: 333, origem: 'PROGRESSIVO' as const },
  { idproduto: 'c', totalProdutos: 667, origem: 'ATACADO' as const },
];

describe('couponDiscount', () => {
  it('percent: rounded once on the eligible total, shared by largest remainders', () => {
    const d = couponDiscount(benefit({ valorDescontoPercentual: 12.5 }), lines);
    expect(d.porProduto).toEqual({ a: 125, b: 42, c: 83 });
    expect(d.valorDesconto).toBe(250);
    expect(d.totalDescontoEspecifico).toBe(0);
  });
  it('10% of R$ 85,19 is R$ 8,52, not the sum of lines rounded one by one (R$ 8,53)', () => {
    const cart = [
      { idproduto: 'x', totalProdutos: 2845, origem: 'NORMAL' as const },
      { idproduto: 'y', totalProdutos: 2845, origem: 'NORMAL' as const },
      { idproduto: 'z', totalProdutos: 2829, origem: 'NORMAL' as const },
    ];
    const d = couponDiscount(benefit({ valorDescontoPercentual: 10 }), cart);
    expect(d.valorDesconto).toBe(852);
    expect(Object.values(d.porProduto).reduce((s, v) => s + v, 0)).toBe(852);
  });
  it('absolute: capped at the eligible goods and shared in proportion', () => {
    const d = couponDiscount(
      benefit({ tipoDesconto: 'R$', valorDescontoPercentual: 0, valorDescontoAbsoluto: 1001 }),
      lines,
    );
    expect(d.valorDesconto).toBe(1001);
    expect(Object.values(d.porProduto).reduce((s, v) => s + v, 0)).toBe(1001);
    expect(d.porProduto.a).toBeGreaterThanOrEqual(500);
    expect(couponDiscount(benefit({ tipoDesconto: 'R$', valorDescontoAbsoluto: 999999 }), lines).valorDesconto).toBe(
      2000,
    );
  });
  it('product-specific coupons touch only their products and report totalDescontoEspecifico', () => {
    const d = couponDiscount(benefit({ produtosComDesconto: ['b'] }), lines);
    expect(d.porProduto).toEqual({ b: 33 });
    expect(d.totalDescontoEspecifico).toBe(33);
  });
  it('naoUsarCupomComPolitica skips lines priced by a tier or wholesale', () => {
    const d = couponDiscount(benefit({ naoUsarCupomComPolitica: true }), lines);
    expect(d.porProduto).toEqual({ a: 100 });
    expect(d.linhasElegiveis).toBe(1);
  });
});

describe('couponRejection', () => {
  it('accepts a plain coupon', () => expect(couponRejection(cond(), ctx())).toBeNull());
  it.each([
    [cond({ ativo: false }), ctx(), COUPON_MESSAGES.inativo],
    [cond({ validoAte: new Date('2025-05-31T00:00:00Z') }), ctx(), COUPON_MESSAGES.expirado],
    [cond({ validoDe: new Date('2025-07-01T00:00:00Z') }), ctx(), COUPON_MESSAGES.naoIniciado],
    [cond({ canal: 'WEB' }), ctx({ canalVenda: 'MANUAL' }), COUPON_MESSAGES.canal],
    [cond({ idformapagto: 'pix' }), ctx({ idformapagamento: 'boleto' }), COUPON_MESSAGES.formaPagamento],
    [cond({ primeiraCompra: true }), ctx({ clienteJaComprou: true }), COUPON_MESSAGES.primeiraCompra],
    [cond({ limitePorCliente: 1 }), ctx({ usosCliente: 1 }), COUPON_MESSAGES.limiteCliente],
    [cond({ limiteTotal: 3 }), ctx({ usosTotal: 3 }), COUPON_MESSAGES.limiteTotal],
    [
      cond({ valorMinimo: 15000 }),
      ctx({ totalCompras: 14999 }),
      'O valor mínimo do pedido para este cupom é R$\u00a0150,00',
    ],
    [cond(), ctx({ proprioIndicacao: true }), COUPON_MESSAGES.proprioIndicacao],
  ])('refuses %#', (c, x, msg) => expect(couponRejection(c, x)).toBe(msg));
});

describe('evaluateCoupon', () => {
  it('needs an eligible line', () => {
    expect(evaluateCoupon(benefit(), cond(), ctx(), [])).toEqual({
      ok: false,
      mensagem: COUPON_MESSAGES.carrinhoVazio,
    });
    expect(evaluateCoupon(benefit({ produtosComDesconto: ['z'] }), cond(), ctx(), lines)).toEqual({
      ok: false,
      mensagem: COUPON_MESSAGES.semProdutos,
    });
    expect(evaluateCoupon(benefit(), cond(), ctx(), lines)).toMatchObject({
      ok: true,
      desconto: { valorDesconto: 200 },
    });
  });
});

describe('couponWarning', () => {
  it('nothing when valid, else the server message, else the default', () => {
    expect(couponWarning({ valido: true })).toBeNull();
    expect(couponWarning({ valido: false, mensagem: 'Este cupom expirou' })).toBe('Este cupom expirou');
    expect(couponWarning(undefined)).toBe('Não foi possível verificar seu cupom');
  });
});
