/** The combo calls: who may see which combo, priced for the caller. */
import { COMBO_MESSAGES, type Combo } from '../../../../lib/contract/combo';
import type { Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { priceOptionsFor } from '../catalog';
import { forbidden, notFound } from '../errors';
import { requireCliente } from '../identity/guards';
import { getSupplierRow } from '../suppliers';
import { listCombos, readCombo } from './store';
import { toCombo } from './view';

export type ComboQuery = { idformapagamento?: string; tipoEntrega?: 'DELIVERY' | 'RETIRADA' };

export const comboNotFound = () => notFound(COMBO_MESSAGES.naoEncontrado, 'COMBO_NAO_ENCONTRADO');

/** The session's client's combos: general ones and its own. Another client: 403; another supplier's session: 403. */
export async function listClientCombos(
  db: Queryable,
  auth: AuthContext,
  idfornecedor: string,
  idcliente: string,
  q: ComboQuery,
  now: Date,
): Promise<Combo[]> {
  const a = requireCliente(auth);
  const f = await getSupplierRow(db, idfornecedor);
  if (a.sessao.idfornecedor !== f.idfornecedor) throw forbidden('Sessão de outro fornecedor');
  if (a.cliente.idcliente !== idcliente.toLowerCase()) throw forbidden('Acesso negado a este cliente');
  const opts = await priceOptionsFor(db, f, auth, q.idformapagamento);
  return (await listCombos(db, f.idfornecedor, a.cliente.idcliente, now)).map((c) =>
    toCombo(c, opts, now, q.tipoEntrega),
  );
}

/** The supplier's general combos (never a client's exclusive one), prices as the catalogue shows them to this caller. */
export async function listAllCombos(
  db: Queryable,
  auth: AuthContext,
  idfornecedor: string,
  q: ComboQuery,
  now: Date,
): Promise<Combo[]> {
  const f = await getSupplierRow(db, idfornecedor);
  const opts = await priceOptionsFor(db, f, auth, q.idformapagamento);
  return (await listCombos(db, f.idfornecedor, null, now)).map((c) => toCombo(c, opts, now, q.tipoEntrega));
}

/**
 * One combo. An exclusive combo exists only for its client (404 for anyone else, its existence not
 * revealed); `idcliente` other than the session's client: 403. An inactive or expired combo is
 * still answered (a cart may hold it), with `disponivel` false.
 */
export async function getCombo(
  db: Queryable,
  auth: AuthContext,
  id: string,
  q: ComboQuery & { idcliente?: string },
  now: Date,
): Promise<Combo> {
  if (q.idcliente && q.idcliente.toLowerCase() !== auth.cliente?.idcliente)
    throw forbidden('Acesso negado a este cliente');
  const c = await readCombo(db, id);
  if (!c) throw comboNotFound();
  if (c.idcliente !== null && c.idcliente !== auth.cliente?.idcliente) throw comboNotFound();
  if (auth.sessao && auth.sessao.idfornecedor !== c.idfornecedor && c.idcliente !== null) throw comboNotFound();
  const f = await getSupplierRow(db, c.idfornecedor);
  const opts = await priceOptionsFor(db, f, auth, q.idformapagamento);
  return toCombo(c, opts, now, q.tipoEntrega);
}
