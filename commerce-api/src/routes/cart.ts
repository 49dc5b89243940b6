import { cartEndpoints } from '../../../lib/contract/cart';
import { cartContext, cartView, loadCart, noClientToSave, saveAndAnswer, unlockCart } from '../domain/cart';
import { defineRoute } from '../http/router';

/** The cart, declared in lib/contract/cart.ts; SQL and rules in domain/cart. */
export const cartRoutes = [
  defineRoute(cartEndpoints.getCart, async ({ db, auth, params, query }) => {
    const ctx = await cartContext(db, auth, params.idcliente, query.idfornecedor);
    return cartView(db, ctx, await loadCart(db, ctx.key), query);
  }),

  defineRoute(cartEndpoints.saveCart, async ({ db, auth, params, query, body, clientAddress }) => {
    const ctx = await cartContext(db, auth, params.idcliente, query.idfornecedor, noClientToSave);
    return saveAndAnswer(
      db,
      ctx,
      {
        itens: body.cartItens,
        codigoCupom: body.codigoCupom,
        modoRepeticaoPedido: query.modoRepeticaoPedido ?? false,
        idtipoassinatura: query.idtipoassinatura,
        cupomAplicacaoAutomatica: query.cupomAplicacaoAutomatica,
      },
      query,
      clientAddress,
    );
  }),

  defineRoute(cartEndpoints.unlockCart, async ({ db, auth, params, query }) => {
    const ctx = await cartContext(db, auth, params.idcliente, query.idfornecedor);
    return cartView(db, ctx, await unlockCart(db, ctx), query);
  }),
];
