/**
 * Discount coupons (spec sections 3 Cart, 4 Coupons, 8 Coupons). Pure: the API decides, the
 * browser shows the same numbers. Money in integer centavos; the percentage is a number of percent
 * (12.5 = 12,5%), computed internally in basis points.
 */
import { formatBRL } from './money';
import type { UnitPriceSource } from './price';

export const COUPON_MESSAGES = {
  /** Spec section 5 / 8: the answer did not say valid and carried no message. */
  naoVerificado: 'Não foi possível verificar seu cupom',
  /** Spec section 8: an automatic coupon with a larger benefit is applied. */
  trocaBloqueada:
    'Não foi possível trocar o seu cupom de desconto, pois já existe um cupom automático aplicado que oferece um benefício superior.',
  naoEncontrado: 'Cupom não encontrado',
  inativo: 'Este cupom não está mais disponível',
  naoIniciado: 'Este cupom ainda não está válido',
  expirado: 'Este cupom expirou',
  canal: 'Este cupom não é válido para este canal de venda',
  formaPagamento: 'Este cupom não é válido para a forma de pagamento escolhida',
  limiteCliente: 'Você já atingiu o limite de uso deste cupom',
  limiteTotal: 'Este cupom atingiu o limite de usos',
  primeiraCompra: 'Este cupom é válido apenas na primeira compra',
  proprioIndicacao: 'Você não pode usar o seu próprio cupom de indicação',
  semProdutos: 'Nenhum produto do carrinho participa deste cupom',
  carrinhoVazio: 'Adicione produtos ao carrinho para usar o cupom',
  valorMinimo: (centavos: number) => `O valor mínimo do pedido para este cupom é ${formatBRL(centavos)}`,
} as const;

/** tipoDesconto: percent (the spec's default) or an absolute amount in reais. */
export type DiscountType = '%' | 'R$';
export const DEFAULT_DISCOUNT_TYPE: DiscountType = '%';

/** What a coupon gives. */
export type CouponBenefit = {
  codigoCupom: string;
  tipoDesconto: DiscountType;
  /** Percent (12.5 = 12,5%); 0 for an absolute coupon. */
  valorDescontoPercentual: number;
  /** Centavos; 0 for a percent coupon. */
  valorDescontoAbsoluto: number;
  /** Products the coupon applies to; empty = the whole cart. */
  produtosComDesconto: readonly string[];
  /** The coupon does not apply to lines priced by a commercial policy (progressive tier, wholesale). */
  naoUsarCupomComPolitica: boolean;
};

/** When and for whom a coupon may be used. */
export type CouponConditions = {
  ativo: boolean;
  validoDe: Date | null;
  validoAte: Date | null;
  /** null: any channel. */
  canal: 'WEB' | 'MANUAL' | null;
  /** null: any payment method. */
  idformapagto: string | null;
  /** Minimum totalCompras in centavos. */
  valorMinimo: number | null;
  limitePorCliente: number | null;
  limiteTotal: number | null;
  primeiraCompra: boolean;
};

/** The facts about this client and cart the conditions are checked against. */
export type CouponContext = {
  agora: Date;
  canalVenda: 'WEB' | 'MANUAL';
  idformapagamento: string | null;
  totalCompras: number;
  usosCliente: number;
  usosTotal: number;
  clienteJaComprou: boolean;
  /** The coupon is the client's own referral coupon. */
  proprioIndicacao: boolean;
};

/** `COMBO`: a promotional combo group, a policy price like the progressive and wholesale ones. */
export type DiscountLine = { idproduto: string; totalProdutos: number; origem: UnitPriceSource | 'COMBO' };

export type CouponDiscount = {
  /** Total discount in centavos (never more than the eligible goods). */
  valorDesconto: number;
  /** Discount of each eligible line (sums to valorDesconto). */
  porProduto: Record<string, number>;
  /** The discount of a product-specific coupon (0 when it applies to the whole cart). */
  totalDescontoEspecifico: number;
  linhasElegiveis: number;
};

const POLICY_SOURCES: readonly DiscountLine['origem'][] = ['PROGRESSIVO', 'ATACADO', 'COMBO'];

export const percentToBp = (percent: number) => Math.round(percent * 100);

function eligible(b: CouponBenefit, l: DiscountLine): boolean {
  if (l.totalProdutos <= 0) return false;
  if (b.produtosComDesconto.length > 0 && !b.produtosComDesconto.includes(l.idproduto)) return false;
  return !(b.naoUsarCupomComPolitica && POLICY_SOURCES.includes(l.origem));
}

/**
 * The discount of a coupon on priced lines, rounded once on the eligible total (10% of R$ 85,19 is R$ 8,52, not the sum
 * of rounded lines) and shared among the eligible lines in proportion to their value (remainders to the largest lines),
 * so every line's share is known (preco_do_desconto) and the shares add up to the discount shown. Absolute: at most the
 * eligible goods.
 */
export function couponDiscount(b: CouponBenefit, lines: readonly DiscountLine[]): CouponDiscount {
  const elig = lines.filter((l) => eligible(b, l));
  const porProduto: Record<string, number> = {};
  const base = elig.reduce((s, l) => s + l.totalProdutos, 0);
  const total =
    b.tipoDesconto === '%'
      ? Math.round((base * Math.min(10000, Math.max(0, percentToBp(b.valorDescontoPercentual)))) / 10000)
      : Math.min(Math.max(0, b.valorDescontoAbsoluto), base);
  // Largest remainders: each line gets the floor of its exact share, the centavos left go to the largest fractions.
  let given = 0;
  const rest: { l: DiscountLine; frac: number }[] = [];
  for (const l of elig) {
    const exact = base === 0 ? 0 : (total * l.totalProdutos) / base;
    porProduto[l.idproduto] = Math.floor(exact);
    given += Math.floor(exact);
    rest.push({ l, frac: exact - Math.floor(exact) });
  }
  rest.sort(
    (x, y) => y.frac - x.frac || y.l.totalProdutos - x.l.totalProdutos || (x.l.idproduto < y.l.idproduto ? -1 : 1),
  );
  for (let i = 0; given < total && i < rest.length; i++) {
    porProduto[rest[i]!.l.idproduto]! += 1;
    given += 1;
  }
  const valorDesconto = Object.values(porProduto).reduce((s, v) => s + v, 0);
  return {
    valorDesconto,
    porProduto,
    totalDescontoEspecifico: b.produtosComDesconto.length > 0 ? valorDesconto : 0,
    linhasElegiveis: elig.length,
  };
}

/** Why a coupon may not be used now (the first failed condition), or null when it may. */
export function couponRejection(c: CouponConditions, ctx: CouponContext): string | null {
  const M = COUPON_MESSAGES;
  if (!c.ativo) return M.inativo;
  if (c.validoDe && ctx.agora < c.validoDe) return M.naoIniciado;
  if (c.validoAte && ctx.agora > c.validoAte) return M.expirado;
  if (ctx.proprioIndicacao) return M.proprioIndicacao;
  if (c.canal && c.canal !== ctx.canalVenda) return M.canal;
  if (c.idformapagto && c.idformapagto !== ctx.idformapagamento) return M.formaPagamento;
  if (c.primeiraCompra && ctx.clienteJaComprou) return M.primeiraCompra;
  if (c.limitePorCliente !== null && ctx.usosCliente >= c.limitePorCliente) return M.limiteCliente;
  if (c.limiteTotal !== null && ctx.usosTotal >= c.limiteTotal) return M.limiteTotal;
  if (c.valorMinimo !== null && ctx.totalCompras < c.valorMinimo) return M.valorMinimo(c.valorMinimo);
  return null;
}

/** The coupon's discount on this cart, or why it gives none (no eligible line). */
export function evaluateCoupon(
  b: CouponBenefit,
  c: CouponConditions,
  ctx: CouponContext,
  lines: readonly DiscountLine[],
): { ok: true; desconto: CouponDiscount } | { ok: false; mensagem: string } {
  const rejection = couponRejection(c, ctx);
  if (rejection) return { ok: false, mensagem: rejection };
  if (lines.length === 0) return { ok: false, mensagem: COUPON_MESSAGES.carrinhoVazio };
  const desconto = couponDiscount(b, lines);
  if (desconto.linhasElegiveis === 0) return { ok: false, mensagem: COUPON_MESSAGES.semProdutos };
  return { ok: true, desconto };
}

/**
 * The coupon warning to show after a validation (spec section 5): nothing when the answer says
 * valid; else the server's message, else 'Não foi possível verificar seu cupom'.
 */
export function couponWarning(
  answer: { valido?: boolean; mensagem?: string | null } | null | undefined,
): string | null {
  if (answer?.valido === true) return null;
  return answer?.mensagem || COUPON_MESSAGES.naoVerificado;
}
