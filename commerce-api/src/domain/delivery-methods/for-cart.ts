/** GET …/formas-entrega/{idfornecedor}: the methods for the client's saved cart. */
import type { z } from 'zod';

import {
  DELIVERY_METHOD_MESSAGES,
  type deliveryMethodsQuerySchema,
  type DeliveryMethodsResponse,
} from '../../../../lib/contract/delivery-methods';
import { clearingOf } from '../../../../lib/rules/delivery-slots';
import type { Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { cartContext, loadCart, type CartContext, type CartState } from '../cart';
import { pricedCart } from '../cart/pricing';
import { now } from '../clock';
import { requireCliente } from '../identity/guards';
import { goodsOf } from './goods';
import { clientAddressPlace, pickupPlace } from './place';
import { emptyAnswer, quoteDeliveryMethods } from './quote';
import { paymentTypeOf } from './store';

export type DeliveryMethodsQuery = z.output<typeof deliveryMethodsQuerySchema>;

/**
 * The methods for a cart already loaded (the order submit passes the cart it is placing): priced
 * for the caller with the payment method asked, delivered to the client's saved address
 * (`idendereco`, else the primary one) or picked up at `idloja` (else the default store).
 * An empty cart: 'Adicione produtos…' without the modal.
 */
export async function deliveryMethodsForCart(
  db: Queryable,
  ctx: CartContext,
  state: CartState,
  q: DeliveryMethodsQuery,
  at: Date = now(),
): Promise<DeliveryMethodsResponse> {
  const priced = await pricedCart(db, ctx, state, {
    idformapagamento: q.idformapagamento,
    canalVenda: 'WEB',
    tipoentrega: q.tipoEntrega,
  });
  const goods = await goodsOf(db, ctx.f.idfornecedor, priced);
  if (goods.linhas === 0) return emptyAnswer(ctx.f, goods, DELIVERY_METHOD_MESSAGES.carrinhoVazio, false);
  const where =
    q.tipoEntrega === 'RETIRADA'
      ? await pickupPlace(db, ctx.f.idfornecedor, q.idloja)
      : await clientAddressPlace(db, ctx.key.idcliente, q.idendereco);
  if ('mensagem' in where) return emptyAnswer(ctx.f, goods, where.mensagem, true);
  const clearing = clearingOf(await paymentTypeOf(db, ctx.f.idfornecedor, q.idformapagamento));
  return quoteDeliveryMethods(db, ctx.f, goods, where.place, at, clearing);
}

/**
 * The methods for the saved cart of the client the session acts for, on `idfornecedor`. No
 * session: 401; a session of another supplier: 403 (as the cart).
 */
export async function deliveryMethodsForSavedCart(
  db: Queryable,
  auth: AuthContext,
  idfornecedor: string,
  q: DeliveryMethodsQuery,
): Promise<DeliveryMethodsResponse> {
  const { cliente } = requireCliente(auth);
  const ctx = await cartContext(db, auth, cliente.idcliente, idfornecedor);
  return deliveryMethodsForCart(db, ctx, await loadCart(db, ctx.key), q);
}
