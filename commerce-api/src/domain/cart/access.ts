import { CART_MESSAGES } from '../../../../lib/rules/cart';
import type { Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { DomainError, forbidden } from '../errors';
import { sessionExpired } from '../identity/users';
import { getSupplierRow, type SupplierRow } from '../suppliers';
import type { CartKey } from './store';

/**
 * Whose cart a call touches: the client, on a supplier, and the caller whose prices apply (the
 * customer's session, or the client itself when an attendant looks at the cart).
 */
export type CartContext = { f: SupplierRow; auth: AuthContext; key: CartKey };

export const noClientToSave = () =>
  new DomainError('unauthenticated', 'CARRINHO_SEM_CLIENTE', CART_MESSAGES.semCliente);

/**
 * The cart of `idcliente` at `idfornecedor` for this caller. Without a client acting: 401 (the
 * save's own message, or 'Sessão expirada…'). Another client's cart: 403. Another supplier than
 * the session's: 403.
 */
export async function cartContext(
  db: Queryable,
  auth: AuthContext,
  idcliente: string,
  idfornecedor: string,
  unauthenticated: () => DomainError = sessionExpired,
): Promise<CartContext> {
  if (!auth.cliente || !auth.sessao) throw unauthenticated();
  if (auth.cliente.idcliente !== idcliente.toLowerCase()) throw forbidden('Acesso negado a este cliente');
  const f = await getSupplierRow(db, idfornecedor);
  if (f.idfornecedor !== auth.sessao.idfornecedor) throw forbidden('Sessão de outro fornecedor');
  return { f, auth, key: { idcliente: auth.cliente.idcliente, idfornecedor: f.idfornecedor } };
}
