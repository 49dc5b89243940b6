/**
 * The order is the saved cart: the lines the shopper confirms (the body's `itens`) must be the
 * cart's available lines, with the same quantities (after the quantity rule) and gift wrap. A line
 * no longer available is refused by name; any other difference means the cart changed meanwhile.
 */
import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import type { CartProduct, PricedCartLine } from '../../../../lib/rules/cart';
import { applyQuantityAction } from '../../../../lib/rules/quantity';
import { conflict, DomainError } from '../errors';
import type { SubmitBody } from './types';

const thousandths = (q: number) => Math.round(q * 1000);

export const cartChanged = () => conflict(ORDER_MESSAGES.carrinhoAlterado, 'CARRINHO_ALTERADO');

/** The cart's available lines, once they match what the shopper confirmed. */
export function matchCart<P extends CartProduct>(
  linhas: readonly PricedCartLine<P>[],
  itens: SubmitBody['itens'],
): PricedCartLine<P>[] {
  const byId = new Map(linhas.map((l) => [l.produto.idproduto, l]));
  const unavailable = itens.flatMap((i) => {
    const l = byId.get(i.idproduto.toLowerCase());
    return l && l.disponivel === false ? [l.produto.nome] : [];
  });
  if (unavailable.length > 0) {
    throw new DomainError('conflict', 'PRODUTOS_INDISPONIVEIS', ORDER_MESSAGES.produtosIndisponiveis, undefined, {
      itensName: unavailable.join(', '),
    });
  }
  const available = linhas.filter((l) => l.disponivel !== false);
  const ids = new Set(itens.map((i) => i.idproduto.toLowerCase()));
  if (ids.size !== itens.length || itens.length !== available.length) throw cartChanged();
  for (const i of itens) {
    const l = byId.get(i.idproduto.toLowerCase());
    if (!l) throw cartChanged();
    const asked = applyQuantityAction(l.quantidade, { type: 'SET', value: i.quantidade }, l.produto);
    if (thousandths(asked) !== thousandths(l.quantidade) || (i.embalarParaPresente ?? false) !== l.embalarParaPresente)
      throw cartChanged();
  }
  return available;
}

/**
 * The combo groups among the confirmed items: every available group of the cart must be
 * there with its quantity, an unavailable one is refused by name. Answers the groups and the
 * product items left for matchCart.
 */
export function matchCombos<
  G extends { combo: { idcombopromocional_cabecalho: string; nome: string }; quantidade: number; disponivel: boolean },
>(groups: readonly G[], itens: SubmitBody['itens']): { groups: G[]; itens: SubmitBody['itens'] } {
  const byId = new Map(groups.map((g) => [g.combo.idcombopromocional_cabecalho, g]));
  const mine = itens.filter((i) => byId.has(i.idproduto.toLowerCase()));
  const unavailable = mine.flatMap((i) => {
    const g = byId.get(i.idproduto.toLowerCase())!;
    return g.disponivel ? [] : [g.combo.nome];
  });
  if (unavailable.length > 0) {
    throw new DomainError('conflict', 'PRODUTOS_INDISPONIVEIS', ORDER_MESSAGES.produtosIndisponiveis, undefined, {
      itensName: unavailable.join(', '),
    });
  }
  const available = groups.filter((g) => g.disponivel);
  if (mine.length !== available.length || new Set(mine.map((i) => i.idproduto.toLowerCase())).size !== mine.length)
    throw cartChanged();
  for (const i of mine) {
    if (thousandths(i.quantidade) !== thousandths(byId.get(i.idproduto.toLowerCase())!.quantidade)) throw cartChanged();
  }
  return { groups: available, itens: itens.filter((i) => !byId.has(i.idproduto.toLowerCase())) };
}
