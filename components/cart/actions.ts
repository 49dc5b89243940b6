'use server';

import { z } from 'zod';

import { requestCustomer } from '@/lib/actions/context';
import { defineAction, type ActionResult } from '@/lib/actions/define-action';
import { saveCart, unlockCart } from '@/lib/commerce/cart';
import type { Owner } from '@/lib/commerce/owner';
import { cartItemInputSchema, subscriptionChoiceSchema, type Cart } from '@/lib/contract/cart';
import { CART_MESSAGES } from '@/lib/rules/cart';
import { catalogViewer } from '@/lib/session/viewer';

/** The session and the client whose cart this is (a representative's client; a linked user's own cart). */
async function cartOwner(): Promise<{ owner: Owner; idformapagamento?: string } | null> {
  const customer = await requestCustomer();
  if (!customer) return null;
  const { account, supplier } = customer;
  const { idformapagamento } = await catalogViewer(supplier.idfornecedor);
  return {
    owner: { token: account.token, idcliente: account.usuario.idcliente, idfornecedor: supplier.idfornecedor },
    idformapagamento,
  };
}

type CartReply = ActionResult<{ carrinho: Cart }>;

const saveInput = z.object({
  itens: z.array(cartItemInputSchema).max(300),
  codigoCupom: z.string().max(40).nullable().optional(),
  idtipoassinatura: subscriptionChoiceSchema.optional(),
  cupomAplicacaoAutomatica: z.boolean().optional(),
  /** The method checked at checkout (the API checks it is one of the supplier's). */
  idformapagamento: z.uuid().optional(),
});

/**
 * Saves the shopper's whole cart (the store's debounced save). Prices are never sent: the API
 * computes them. Without a logged-in client: 'Não foi possivel salvar o carrinho'. A refusal keeps
 * the shopper's lines in the browser (the store decides) and carries the API's message.
 */
export const saveCartAction = defineAction({
  input: z.tuple([saveInput]),
  session: 'supplier',
  fallback: CART_MESSAGES.semCliente,
  rateLimit: false,
  run: async ({ input: [body] }): Promise<CartReply> => {
    const who = await cartOwner();
    if (!who) return { ok: false, erro: CART_MESSAGES.semCliente };
    const r = await saveCart(who.owner, { ...body, idformapagamento: body.idformapagamento ?? who.idformapagamento });
    return r.ok ? { ok: true, carrinho: r.data } : { ok: false, erro: r.mensagem };
  },
});

/** The customer ends the attendant's negotiation: attendant prices dropped, the cart reloaded. */
export const unlockCartAction = defineAction({
  input: z.tuple([]),
  session: 'supplier',
  fallback: 'Não foi possível desbloquear o carrinho',
  rateLimit: false,
  run: async (): Promise<CartReply> => {
    const who = await cartOwner();
    if (!who) return { ok: false, erro: CART_MESSAGES.semCliente };
    const r = await unlockCart(who.owner, who.idformapagamento);
    return r.ok ? { ok: true, carrinho: r.data } : { ok: false, erro: r.mensagem };
  },
});
