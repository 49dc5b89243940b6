'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';

import type { ActionDestination } from '@/components/order/action-form';
import type { CustomerContext } from '@/lib/actions/context';
import { defineAction, formData, type ActionFailure } from '@/lib/actions/define-action';
import { getCart } from '@/lib/commerce/cart';
import type { Owner } from '@/lib/commerce/owner';
import {
  addShoppingListProduct,
  applyShoppingList,
  copyShoppingListProduct,
  createShoppingList,
  disableShoppingList,
  listShoppingLists,
} from '@/lib/commerce/shopping-list';
import type { Cart } from '@/lib/contract/cart';
import { SHOPPING_LIST_MESSAGES as M, MAX_LIST_NAME } from '@/lib/contract/shopping-list';
import { applyNoticeKey, type ApplyResult } from '@/lib/rules/shopping-list';
import { absoluteOnVisitorOrigin } from '@/lib/session/flow';
import { catalogViewer } from '@/lib/session/viewer';
import { supplierHref } from '@/lib/supplier-url';

import { listNoticeKeyOf, type ListNoticeKey } from './notices';

/**
 * Shopping lists: plain `<form action>` posts that work without JavaScript (each
 * redirects back with `?ok=<key>` or `?erro=<key>`, components/shopping-list/notices.ts), the
 * apply form (useActionState), and the "Adicionar à lista" dialog's calls.
 */
const ownerOf = ({ account, supplier }: CustomerContext): Owner => ({
  token: account.token,
  idcliente: account.usuario.idcliente,
  idfornecedor: supplier.idfornecedor,
});
const uuid = z.uuid({ message: M.naoEncontrada });
const js = z.string().optional();
const nome = z.string().trim().min(1, M.nomeObrigatorio).max(MAX_LIST_NAME, M.nomeLongo);
const quantidade = z.coerce
  .number({ message: 'Quantidade inválida' })
  .min(0, 'Quantidade inválida')
  .max(100_000, 'Quantidade inválida');

const FAIL = 'Não foi possível concluir a operação. Tente novamente.';

async function go(base: string, path: string, jsOn: string | undefined): Promise<ActionDestination> {
  const destino = await absoluteOnVisitorOrigin(supplierHref(base, path));
  if (jsOn === '1') return { destino };
  redirect(destino);
}

const q = (outcome: { ok: true; key: ListNoticeKey } | { ok: false; mensagem: string }) =>
  outcome.ok ? `ok=${outcome.key}` : `erro=${listNoticeKeyOf(outcome.mensagem)}`;

async function refused(f: ActionFailure): Promise<ActionDestination> {
  if (f.destino) return { destino: await absoluteOnVisitorOrigin(f.destino) };
  return null;
}

/** 'Criar lista' on /conta/listas: to the new list. */
export const createListAction = defineAction({
  session: 'customer',
  fallback: FAIL,
  input: formData(z.object({ nome, sugerida: z.literal('1').optional(), js })),
  reply: refused,
  run: async (ctx): Promise<ActionDestination> => {
    // A representative acting for the client suggests a list (TO_CLIENT); the API checks who may.
    const type = ctx.input.sugerida === '1' ? 'TO_CLIENT' : 'FROM_CLIENT';
    const r = await createShoppingList(ownerOf(ctx), ctx.input.nome, [], type);
    const tab = type === 'TO_CLIENT' ? 'aba=sugeridas&' : '';
    if (!r.ok) return go(ctx.base, `/conta/listas?${tab}${q({ ok: false, mensagem: r.mensagem })}`, ctx.input.js);
    return go(ctx.base, `/conta/listas/${r.data.lista.idlista}?ok=criada`, ctx.input.js);
  },
});

/** A product's quantity in a list (0 removes it). */
export const setListProductAction = defineAction({
  session: 'customer',
  fallback: FAIL,
  input: formData(z.object({ idlista: uuid, idproduto: uuid, quantidade, js })),
  reply: refused,
  run: async (ctx): Promise<ActionDestination> => {
    const { idlista, idproduto, quantidade: n } = ctx.input;
    const r = await addShoppingListProduct(ownerOf(ctx), idlista, idproduto, n);
    return go(
      ctx.base,
      `/conta/listas/${idlista}?${q(r.ok ? { ok: true, key: n === 0 ? 'removido' : 'salvo' } : r)}`,
      ctx.input.js,
    );
  },
});

export const copyListProductAction = defineAction({
  session: 'customer',
  fallback: FAIL,
  input: formData(z.object({ idlista: uuid, idproduto: uuid, idlistadestino: z.uuid({ message: M.mesmaLista }), js })),
  reply: refused,
  run: async (ctx): Promise<ActionDestination> => {
    const { idlista, idproduto, idlistadestino } = ctx.input;
    const r = await copyShoppingListProduct(ownerOf(ctx), idlista, idproduto, idlistadestino);
    return go(ctx.base, `/conta/listas/${idlista}?${q(r.ok ? { ok: true, key: 'copiado' } : r)}`, ctx.input.js);
  },
});

export const disableListAction = defineAction({
  session: 'customer',
  fallback: FAIL,
  input: formData(z.object({ idlista: uuid, js })),
  reply: refused,
  run: async (ctx): Promise<ActionDestination> => {
    const r = await disableShoppingList(ownerOf(ctx), ctx.input.idlista);
    if (!r.ok) return go(ctx.base, `/conta/listas/${ctx.input.idlista}?${q(r)}`, ctx.input.js);
    return go(ctx.base, '/conta/listas?ok=desativada', ctx.input.js);
  },
});

export type ApplyState = { result: ApplyResult; mensagem: string; carrinho?: Cart | null; destino?: string } | null;

/**
 * 'Aplicar ao carrinho': success or unknown → the supplier home (the cart filled, or to be checked
 * there); error → the message, the cart untouched. Without JavaScript the post redirects.
 */
export const applyListAction = defineAction({
  session: 'customer',
  fallback: M.aplicacaoDesconhecida,
  input: formData(z.object({ idlista: uuid, js })),
  reply: async (f): Promise<ApplyState> => ({
    result: 'error',
    mensagem: f.erro,
    ...(f.destino ? { destino: await absoluteOnVisitorOrigin(f.destino) } : {}),
  }),
  run: async (ctx): Promise<ApplyState> => {
    const { idformapagamento } = await catalogViewer(ctx.supplier.idfornecedor);
    const r = await applyShoppingList(ownerOf(ctx), ctx.input.idlista, idformapagamento);
    if (r.result === 'error') {
      if (ctx.input.js !== '1')
        redirect(
          await absoluteOnVisitorOrigin(
            supplierHref(ctx.base, `/conta/listas/${ctx.input.idlista}?erro=${listNoticeKeyOf(r.mensagem)}`),
          ),
        );
      return { result: 'error', mensagem: r.mensagem };
    }
    // The home says how it went (the list's page is left behind).
    const destino = await absoluteOnVisitorOrigin(
      supplierHref(ctx.base, `/?aviso=${applyNoticeKey(r.result, r.mensagem)}`),
    );
    if (ctx.input.js !== '1') redirect(destino);
    return { result: r.result, mensagem: r.mensagem, carrinho: r.carrinho, destino };
  },
});

export type MyList = { idlista: string; nome: string };
export type MyListsResult = { ok: true; listas: MyList[] } | { ok: false; erro: string; destino?: string };

/** The client's own lists, for the "Adicionar à lista" dialog. */
export const myListsAction = defineAction({
  session: 'customer',
  fallback: FAIL,
  run: async (ctx): Promise<MyListsResult> => ({
    ok: true,
    listas: (await listShoppingLists(ownerOf(ctx), 'FROM_CLIENT')).map((l) => ({ idlista: l.idlista, nome: l.nome })),
  }),
});

const item = z.object({
  idproduto: z.uuid({ message: 'Produto inválido' }),
  quantidade: quantidade.refine((n) => n > 0, 'Quantidade inválida'),
});
const target = z.union([z.object({ idlista: uuid }), z.object({ nome })]);

export type AddToListResult =
  { ok: true; mensagem: string; href: string } | { ok: false; erro: string; destino?: string };

/**
 * "Adicionar à lista" (product page: one product; cart: every line): into an own list, or a new
 * one made with them. Quantities go through the product's quantity rule on the API.
 */
export const addToListAction = defineAction({
  session: 'customer',
  fallback: FAIL,
  input: z.tuple([target, z.array(item).min(1, 'Nenhum produto para adicionar').max(200, M.muitosProdutos)]),
  run: async (ctx): Promise<AddToListResult> => {
    const owner = ownerOf(ctx);
    const [alvo, itens] = ctx.input;
    if ('nome' in alvo) {
      const r = await createShoppingList(owner, alvo.nome, itens);
      if (!r.ok) return { ok: false, erro: r.mensagem };
      return {
        ok: true,
        mensagem: M.criada(r.data.lista.nome),
        href: supplierHref(ctx.base, `/conta/listas/${r.data.lista.idlista}`),
      };
    }
    let last = '';
    for (const i of itens) {
      const r = await addShoppingListProduct(owner, alvo.idlista, i.idproduto, i.quantidade);
      if (!r.ok) return { ok: false, erro: r.mensagem };
      last = r.data.lista.nome;
      if (itens.length === 1)
        return {
          ok: true,
          mensagem: r.data.mensagem ?? '',
          href: supplierHref(ctx.base, `/conta/listas/${alvo.idlista}`),
        };
    }
    return {
      ok: true,
      mensagem: `${itens.length} produtos adicionados à lista "${last}"`,
      href: supplierHref(ctx.base, `/conta/listas/${alvo.idlista}`),
    };
  },
});

/**
 * "Adicionar o carrinho a uma lista" (/conta/listas/do-carrinho, no JavaScript needed): the saved
 * cart's lines, read on the server, into an own list or a new one.
 */
export const addCartToListAction = defineAction({
  session: 'customer',
  fallback: FAIL,
  input: formData(z.object({ lista: z.string().min(1, M.naoEncontrada), nome: z.string().optional(), js })),
  reply: refused,
  run: async (ctx): Promise<ActionDestination> => {
    const owner = ownerOf(ctx);
    const back = (mensagem: string) =>
      go(ctx.base, `/conta/listas/do-carrinho?${q({ ok: false, mensagem })}`, ctx.input.js);
    const cart = await getCart(owner);
    if (!cart.ok) return back(cart.mensagem);
    const itens = cart.data.produtosSelecionados.map((p) => ({ idproduto: p.idproduto, quantidade: p.quantidade }));
    if (itens.length === 0) return back(M.listaVazia);
    if (ctx.input.lista === 'nova') {
      const parsed = nome.safeParse(ctx.input.nome ?? '');
      if (!parsed.success) return back(parsed.error.issues[0]?.message ?? M.nomeObrigatorio);
      const r = await createShoppingList(owner, parsed.data, itens);
      if (!r.ok) return back(r.mensagem);
      return go(ctx.base, `/conta/listas/${r.data.lista.idlista}?ok=criada`, ctx.input.js);
    }
    const idlista = uuid.safeParse(ctx.input.lista);
    if (!idlista.success) return back(M.naoEncontrada);
    for (const i of itens) {
      const r = await addShoppingListProduct(owner, idlista.data, i.idproduto, i.quantidade);
      if (!r.ok) return back(r.mensagem);
    }
    return go(ctx.base, `/conta/listas/${idlista.data}?ok=salvo`, ctx.input.js);
  },
});
