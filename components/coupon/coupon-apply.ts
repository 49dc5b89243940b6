/** What the coupon modal decides after a save. Loaded with the modal only: it carries COUPON_MESSAGES. */
import type { Cart } from '@/lib/contract/cart';
import { COUPON_MESSAGES } from '@/lib/rules/coupon';

import { sameCouponCode } from './coupon-view';

/**
 * After saving the cart with an accepted code: null when the answer applies it, else the answer's
 * warning (a better automatic coupon, a condition that changed meanwhile) or 'Não foi possível
 * verificar seu cupom'.
 */
export function savedCouponWarning(cart: Pick<Cart, 'codigoCupom' | 'mensagem'>, codigo: string): string | null {
  if (sameCouponCode(cart.codigoCupom, codigo)) return null;
  return cart.mensagem || COUPON_MESSAGES.naoVerificado;
}
