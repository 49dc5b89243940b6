/**
 * POST /v4/shopping-list/{idfornecedor}/apply/{idlista}: the list's products go into the client's
 * cart exactly as a repeated order does (domain/cart saveCart in repeat mode): added to what the
 * cart holds, through the quantity rule, under the cart's row lock, refused while an attendant
 * negotiates the cart; products no longer sold are left out and named.
 */
import type { ApplyShoppingListResponse } from '../../../../lib/contract/shopping-list';
import { SHOPPING_LIST_MESSAGES as M } from '../../../../lib/rules/shopping-list';
import type { Db } from '../../db/types';
import type { AuthContext } from '../caller';
import { cartContext, cartView, saveCart } from '../cart';
import { sellable } from '../cart/pricing';
import { conflict, DomainError } from '../errors';
import { requireCliente } from '../identity/guards';
import { listItems, listNotFound, readVisibleList } from './read';

export async function applyShoppingList(
  db: Db,
  auth: AuthContext,
  ref: string,
  idlista: string,
  idformapagamento?: string,
): Promise<ApplyShoppingListResponse> {
  const a = requireCliente(auth);
  const ctx = await cartContext(db, auth, a.cliente.idcliente, ref);
  const r = await readVisibleList(db, a, idlista);
  if (r.idfornecedor !== ctx.f.idfornecedor) throw listNotFound();
  const items = await listItems(db, r);
  if (items.length === 0) throw new DomainError('unprocessable', 'LISTA_VAZIA', M.listaVazia);
  if (!items.some((i) => sellable(i.row))) throw conflict(M.nenhumDisponivel, 'LISTA_INDISPONIVEL');
  const { state, ignorados } = await saveCart(db, ctx, {
    itens: items.map((i) => ({ idproduto: i.row.idproduto, quantidade: i.quantidade, nome: i.row.nome })),
    codigoCupom: undefined,
    modoRepeticaoPedido: true,
  });
  const carrinho = await cartView(db, ctx, state, { idformapagamento, canalVenda: 'WEB' });
  return {
    result: 'success',
    mensagem: ignorados.length > 0 ? M.aplicadaParcial(ignorados) : M.aplicada,
    ignorados,
    carrinho,
  };
}
