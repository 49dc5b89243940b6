/**
 * What the coupon entry and modal show and send (spec 4 Coupons, 5, 8 Coupons). Pure:
 * no React, no zod. The cart page loads it with its first paint, so it holds no message table
 * (COUPON_MESSAGES is for the lazily loaded modal: coupon-apply.ts).
 */
import type { Cart } from '@/lib/contract/cart';
import type { DiscountType } from '@/lib/rules/coupon';
import { formatBRL } from '@/lib/rules/money';
import { formatPercent } from '@/lib/rules/percent';

/** Spec section 9: the coupon is validated 200 ms after the shopper asks. */
export const COUPON_VALIDATION_DELAY_MS = 200;

/** The coupon fields of a cart answer. */
export type CartCoupon = Pick<
  Cart,
  'codigoCupom' | 'cupomAutomatico' | 'valorDesconto' | 'tipoDesconto' | 'valorDescontoPercentual'
>;

type Benefit = { tipoDesconto: DiscountType; valorDescontoPercentual: number; valorDescontoAbsoluto: number };

/** Codes are compared as the API stores them (upper case). */
export function sameCouponCode(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toUpperCase() === b.trim().toUpperCase();
}

/** '10% de desconto' or 'R$ 15,00 de desconto'. */
export function couponBenefitText(c: Benefit): string {
  return `${c.tipoDesconto === '%' ? formatPercent(c.valorDescontoPercentual) : formatBRL(c.valorDescontoAbsoluto)} de desconto`;
}

export type AppliedCoupon = {
  codigo: string;
  /** The supplier's automatic coupon (applied by the cart answer), not one the shopper typed. */
  automatico: boolean;
  /** Centavos. */
  desconto: number;
  /** 'Cupom BEMVINDO10 aplicado: −R$ 2,50 (10%)'. */
  texto: string;
};

/** The coupon the cart answer applies, or null. */
export function appliedCoupon(cart: CartCoupon | null | undefined): AppliedCoupon | null {
  if (!cart?.codigoCupom) return null;
  const automatico = sameCouponCode(cart.cupomAutomatico?.codigoCupom, cart.codigoCupom);
  const desconto = cart.valorDesconto ?? 0;
  const percent = cart.tipoDesconto === '%' ? ` (${formatPercent(cart.valorDescontoPercentual)})` : '';
  return {
    codigo: cart.codigoCupom,
    automatico,
    desconto,
    texto: `Cupom ${automatico ? 'automático ' : ''}${cart.codigoCupom} aplicado: −${formatBRL(desconto)}${percent}`,
  };
}

/**
 * The cart save that removes the coupon (spec 4: resets the discounts and sets automatic
 * application to the opposite of the flag passed in): removing the automatic coupon turns
 * automatic application off, so it does not come back; removing a typed one turns it on.
 */
export function couponRemoval(cart: CartCoupon | null | undefined): {
  codigoCupom: null;
  cupomAplicacaoAutomatica: boolean;
} {
  return { codigoCupom: null, cupomAplicacaoAutomatica: !appliedCoupon(cart)?.automatico };
}

/** Spec 4: a code equal to the automatic coupon the cart shows is not validated. */
export function isAutomaticCoupon(cart: Pick<Cart, 'cupomAutomatico'> | null | undefined, codigo: string): boolean {
  return sameCouponCode(cart?.cupomAutomatico?.codigoCupom, codigo);
}
