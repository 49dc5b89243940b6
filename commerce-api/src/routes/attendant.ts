import { attendantEndpoints } from '../../../lib/contract/attendant';
import {
  authenticateAttendant,
  clientCartContext,
  listOpenCarts,
  requireAttendant,
  requireClientOf,
  setAttendantPrices,
} from '../domain/attendant';
import { cartView, loadCart } from '../domain/cart';
import { getSupplierRow } from '../domain/suppliers';
import { defineRoute } from '../http/router';

/** Attendant negotiation, declared in lib/contract/attendant.ts. */
export const attendantRoutes = [
  defineRoute(attendantEndpoints.authenticateAttendant, ({ db, body, clientAddress }) =>
    authenticateAttendant(db, {
      login: body.cpf,
      senha: body.senha,
      idfornecedor: body.idfornecedor,
      address: clientAddress,
    }),
  ),

  defineRoute(attendantEndpoints.listAttendantCarts, async ({ db, auth, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    await requireAttendant(db, auth.token, f);
    return listOpenCarts(db, f.idfornecedor);
  }),

  defineRoute(attendantEndpoints.getAttendantCart, async ({ db, auth, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    await requireAttendant(db, auth.token, f);
    await requireClientOf(db, f, params.idcliente);
    const ctx = clientCartContext(f, params.idcliente);
    return cartView(db, ctx, await loadCart(db, ctx.key), { canalVenda: 'WEB' });
  }),

  defineRoute(attendantEndpoints.setAttendantPrices, async ({ db, auth, params, body }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    const attendant = await requireAttendant(db, auth.token, f);
    await requireClientOf(db, f, params.idcliente);
    const ctx = clientCartContext(f, params.idcliente);
    return cartView(db, ctx, await setAttendantPrices(db, attendant, ctx, body.itens), { canalVenda: 'WEB' });
  }),
];
