import type { Db } from '../../db/types';
import type { CartContext } from './access';
import { loadCart } from './read';
import { clearAttendantPrices, lockCart } from './store';
import type { CartState } from './view';

/** The customer leaves the negotiation: attendant prices are dropped and the cart is read again. */
export async function unlockCart(db: Db, ctx: CartContext): Promise<CartState> {
  await db.transaction(async (tx) => {
    await lockCart(tx, ctx.key);
    await clearAttendantPrices(tx, ctx.key);
  });
  return loadCart(db, ctx.key);
}
