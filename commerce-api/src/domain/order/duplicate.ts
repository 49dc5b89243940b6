/** POST …/pedido/duplicidade: was an identical order placed moments ago? Reads only. */
import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import type { Queryable } from '../../db/types';
import type { CartContext } from '../cart/access';
import { orderFingerprint, recentIdentical } from './fingerprint';
import type { SubmitBody } from './types';

export async function checkDuplicate(db: Queryable, ctx: CartContext, body: SubmitBody) {
  const found = await recentIdentical(db, orderFingerprint(ctx.key.idcliente, ctx.f.idfornecedor, body));
  return found
    ? { duplicado: true, mensagem: ORDER_MESSAGES.pedidoIdentico, numpedido: found.numpedido }
    : { duplicado: false, mensagem: null, numpedido: null };
}
