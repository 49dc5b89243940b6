/**
 * The order is the saved cart: the lines the shopper confirms (the body's `itens`) must be the
 * cart's available lines, with the same quantities (after the quantity rule) and gift wrap. A line
 * no longer available is refused by name; any other difference means the cart changed meanwhile.
 */
import { ORDER_MESSAGES } from '../../../../lib/contract/order';
import type { CartProduct, PricedCartLine } from '../../../../lib/rules/cart';
import { applyQuantityAction } from '../../../../lib/rules/quantity';
import { DomainError, conflict } from '../errors';
import type { SubmitBody } from './types';

const thousandths = (q: number) => Math.round(q * 1000);

export const cartChanged = () => conflict(ORDER_MESSAGES.carrinhoAlterado, 'CARRINHO_ALTERADO');

/** The cart's available lines, once they match what the shopper confirmed. */
export function matchCart<P extends CartProduct>(linhas: readonly PricedCartLine<P>[], itens: SubmitBody['itens']): PricedCartLine<P>[] {
  const byId = new Map(linhas.map((l) => [l.produto.idproduto, l]));
  const unavailable = itens.flatMap((i) => {
    const l = byId.get(i.idproduto.toLowerCase());
    return l && l.disponivel === false ? [l.produto.nome] : [];
  });
  if (unavailable.length > 0) {
    throw new DomainError('conflict', 'PRODUTOS_INDISPONIVEIS', ORDER_MESSAGES.produtosIndisponiveis, undefined, { itensName: unavailable.join(', ') });
  }
  const available = linhas.filter((l) => l.disponivel !== false);
  const ids = new Set(itens.map((i) => i.idproduto.toLowerCase()));
  if (ids.size !== itens.length || itens.length !== available.length) throw cartChanged();
  for (const i of itens) {
    const l = byId.get(i.idproduto.toLowerCase());
    if (!l) throw cartChanged();
    const asked = applyQuantityAction(l.quantidade, { type: 'SET', value: i.quantidade }, l.produto);
    if (thousandths(asked) !== thousandths(l.quantidade) || (i.embalarParaPresente ?? false) !== l.embalarParaPresente) throw cartChanged();
  }
  return available;
}
