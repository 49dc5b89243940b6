import { cartEndpoints } from '../../../lib/contract/cart';
import { cartContext, cartView, loadCart, noClientToSave, saveCart, unlockCart } from '../domain/cart';
import { assertSubscriptionType } from '../domain/cart/recurrence';
import { defineRoute } from '../http/router';

/** The cart (issue 13), declared in lib/contract/cart.ts; SQL and rules in domain/cart. */
export const cartRoutes = [
  defineRoute(cartEndpoints.getCart, async ({ db, auth, params, query }) => {
    const ctx = await cartContext(db, auth, params.idcliente, query.idfornecedor);
    return cartView(db, ctx, await loadCart(db, ctx.key), query);
  }),

  defineRoute(cartEndpoints.saveCart, async ({ db, auth, params, query, body }) => {
    const ctx = await cartContext(db, auth, params.idcliente, query.idfornecedor, noClientToSave);
    const { state, mensagens } = await saveCart(db, ctx, {
      itens: body.cartItens,
      codigoCupom: body.codigoCupom,
      modoRepeticaoPedido: query.modoRepeticaoPedido ?? false,
      idtipoassinatura: query.idtipoassinatura,
      cupomAplicacaoAutomatica: query.cupomAplicacaoAutomatica,
    }, assertSubscriptionType);
    // The saved choice is now the one to show.
    return cartView(db, ctx, state, { ...query, idtipoassinatura: undefined, mensagens });
  }),

  defineRoute(cartEndpoints.unlockCart, async ({ db, auth, params, query }) => {
    const ctx = await cartContext(db, auth, params.idcliente, query.idfornecedor);
    return cartView(db, ctx, await unlockCart(db, ctx), query);
  }),
];
