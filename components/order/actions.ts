'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';

import type { CustomerContext } from '@/lib/actions/context';
import { defineAction, formData, type ActionFailure, type FormState } from '@/lib/actions/define-action';
import {
  acceptQuote,
  cancelOrder,
  changePaymentMethod,
  declineQuote,
  generateReceipt,
  rateOrder,
  repeatOrder,
} from '@/lib/commerce/order';
import type { Owner } from '@/lib/commerce/owner';
import type { Cart } from '@/lib/contract/cart';
import { ORDER_MESSAGES } from '@/lib/contract/order-messages';
import { absoluteOnVisitorOrigin } from '@/lib/session/flow';
import { catalogViewer } from '@/lib/session/viewer';
import { supplierHref } from '@/lib/supplier-url';

import type { ActionDestination } from './action-form';
import { noticeKeyOf, type NoticeKey } from './notices';

/**
 * The order detail's forms: plain `<form action>` posts that work without JavaScript.
 * Each answers with a redirect back to the order with `?ok=<key>` or `?erro=<key>`
 * (components/order/notices.ts); the API's refusals keep their pt-BR message.
 */

const numpedido = z.coerce
  .number({ message: 'Pedido inválido' })
  .int('Pedido inválido')
  .positive('Pedido inválido')
  .max(2147483647, 'Pedido inválido');
const motivo = z.string().trim().max(500, 'Motivo muito longo (máximo de 500 caracteres)').optional();

const ownerOf = ({ account, supplier }: CustomerContext): Owner => ({
  token: account.token,
  idcliente: account.usuario.idcliente,
  idfornecedor: supplier.idfornecedor,
});

/** Back to the order, on the visitor's origin (a relative redirect would skip the host's supplier). */
async function back(
  base: string,
  n: number,
  js: string | undefined,
  outcome: { ok: true; key: NoticeKey } | { ok: false; mensagem: string },
): Promise<ActionDestination> {
  const q = outcome.ok ? `ok=${outcome.key}` : `erro=${noticeKeyOf(outcome.mensagem)}`;
  const destino = await absoluteOnVisitorOrigin(supplierHref(base, `/conta/pedidos/${n}?${q}`));
  if (js === '1') return { destino };
  redirect(destino);
}

const js = z.string().optional();

/** A refusal outside the API's answer (session, input, network): HTTP 429 → its page; else the page as it was. */
async function refused(f: ActionFailure): Promise<ActionDestination> {
  if (f.destino) return { destino: await absoluteOnVisitorOrigin(f.destino) };
  return null;
}

const common = {
  session: 'customer' as const,
  fallback: 'Não foi possível concluir a operação. Tente novamente.',
  reply: refused,
};

export const cancelOrderAction = defineAction({
  ...common,
  input: formData(z.object({ numpedido, motivo, js })),
  run: async (ctx) => {
    const r = await cancelOrder(ownerOf(ctx), ctx.input.numpedido, ctx.input.motivo || undefined);
    return back(ctx.base, ctx.input.numpedido, ctx.input.js, r.ok ? { ok: true, key: 'cancelado' } : r);
  },
});

export const acceptQuoteAction = defineAction({
  ...common,
  input: formData(z.object({ numpedido, js })),
  run: async (ctx) => {
    const r = await acceptQuote(ownerOf(ctx), ctx.input.numpedido);
    return back(ctx.base, ctx.input.numpedido, ctx.input.js, r.ok ? { ok: true, key: 'aceito' } : r);
  },
});

export const declineQuoteAction = defineAction({
  ...common,
  input: formData(z.object({ numpedido, motivo, js })),
  run: async (ctx) => {
    const r = await declineQuote(ownerOf(ctx), ctx.input.numpedido, ctx.input.motivo || undefined);
    return back(ctx.base, ctx.input.numpedido, ctx.input.js, r.ok ? { ok: true, key: 'recusado' } : r);
  },
});

export const rateOrderAction = defineAction({
  ...common,
  input: formData(
    z.object({
      numpedido,
      nota: z.coerce
        .number({ message: 'Escolha uma nota de 1 a 5' })
        .int('Escolha uma nota de 1 a 5')
        .min(1, 'Escolha uma nota de 1 a 5')
        .max(5, 'Escolha uma nota de 1 a 5'),
      comentario: z.string().trim().max(1000, 'Comentário muito longo (máximo de 1000 caracteres)').optional(),
      js,
    }),
  ),
  run: async (ctx) => {
    const { numpedido: n, nota, comentario } = ctx.input;
    const r = await rateOrder(ownerOf(ctx), n, { nota, ...(comentario ? { comentario } : {}) });
    return back(ctx.base, n, ctx.input.js, r.ok ? { ok: true, key: 'avaliacaoObrigado' } : r);
  },
});

export const newReceiptAction = defineAction({
  ...common,
  input: formData(z.object({ numpedido, js })),
  run: async (ctx) => {
    const r = await generateReceipt(ownerOf(ctx), ctx.input.numpedido);
    return back(ctx.base, ctx.input.numpedido, ctx.input.js, r.ok ? { ok: true, key: 'novaCobranca' } : r);
  },
});

/** 'Trocar forma de pagamento' of an unpaid order (PIX, boleto, on terms, on delivery: no card form here). */
export const changePaymentAction = defineAction({
  ...common,
  input: formData(z.object({ numpedido, idformapagto: z.uuid('Escolha uma forma de pagamento'), js })),
  run: async (ctx) => {
    const r = await changePaymentMethod(ownerOf(ctx), ctx.input.numpedido, { idformapagto: ctx.input.idformapagto });
    return back(ctx.base, ctx.input.numpedido, ctx.input.js, r.ok ? { ok: true, key: 'pagamentoAlterado' } : r);
  },
});

export type RepeatState = (Exclude<FormState, null> & { carrinho?: Cart; aviso?: string | null }) | null;

/**
 * 'Repetir pedido' (useActionState, also without JavaScript): the order's items into the saved
 * cart; the answer carries the cart for the header's store and the cart's note on skipped items.
 */
export const repeatOrderAction = defineAction({
  session: 'customer',
  fallback: ORDER_MESSAGES.repeticaoFalha,
  input: formData(z.object({ numpedido })),
  reply: (f): RepeatState => ({
    ok: false,
    mensagem: ORDER_MESSAGES.repeticaoFalha,
    detalhe: f.erro === ORDER_MESSAGES.repeticaoFalha ? undefined : f.erro,
    destino: f.destino,
  }),
  run: async (ctx): Promise<RepeatState> => {
    const { idformapagamento } = await catalogViewer(ctx.supplier.idfornecedor);
    const r = await repeatOrder(ownerOf(ctx), ctx.input.numpedido, idformapagamento);
    if (!r.ok)
      return {
        ok: false,
        mensagem: ORDER_MESSAGES.repeticaoFalha,
        ...(r.mensagem && r.mensagem !== ORDER_MESSAGES.repeticaoFalha ? { detalhe: r.mensagem } : {}),
      };
    return { ok: true, mensagem: r.data.mensagem, carrinho: r.data.carrinho, aviso: r.data.carrinho.mensagem ?? null };
  },
});
