/**
 * Status changes: the order row locked, the change checked against the state machine
 * (lib/rules/order-status.ts; 409 'Transição de status não permitida: X → Y'), written with its
 * timeline entry, and its effects applied, all in the caller's transaction:
 *
 * - ENTREGUE: a payment collected on delivery (debit card, cash) or a pre-authorised card is paid;
 * - CANCELADO: what the order took is given back: the coupon use, the stock, the credit (orders on
 *   terms), and the payment is cancelled.
 *
 * Lock order, as placement's (decision 0020) after the order row: coupon, products (idproduto
 * order), the account's credit row; so a cancellation and a placement never wait on each other in
 * a cycle.
 */
import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import {
  canTransition,
  ORDER_STATUS_MESSAGES,
  type OrderActor,
  type OrderDeliveryType,
  type OrderStatus,
} from '../../../../lib/rules/order-status';
import type { Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { conflict, notFound } from '../errors';
import { recordStatus } from './store';

/** The columns of an order that its changes look at. */
export type OrderHead = {
  numpedido: number;
  idfornecedor: string;
  idcliente: string;
  idprincipal: string | null;
  status: OrderStatus;
  tipo_entrega: OrderDeliveryType;
  orcamento: boolean;
  total_pedido: number | null;
  idcupom: string | null;
  /** 'YYYY-MM-DD' of a priced quote. */
  orcamento_validade: string | null;
};

const HEAD_COLS = `numpedido, idfornecedor, idcliente, idprincipal, status, tipo_entrega, orcamento, total_pedido, idcupom,
  orcamento_validade::text AS orcamento_validade`;

export const orderNotFound = () => notFound(ORDER_MESSAGES.pedidoNaoEncontrado, 'PEDIDO_NAO_ENCONTRADO');

export const illegalTransition = (de: OrderStatus, para: OrderStatus) =>
  conflict(ORDER_STATUS_MESSAGES.transicaoInvalida(de, para), 'TRANSICAO_INVALIDA');

/** The order's head, its row locked until the transaction ends; null when there is no such order. */
export async function lockOrder(tx: Queryable, numpedido: number): Promise<OrderHead | null> {
  const [o] = await tx.query<OrderHead>(`SELECT ${HEAD_COLS} FROM pedidos WHERE numpedido = $1 FOR UPDATE`, [
    numpedido,
  ]);
  return o ?? null;
}

/** The order's head without a lock (reads). */
export async function readOrderHead(q: Queryable, numpedido: number): Promise<OrderHead | null> {
  const [o] = await q.query<OrderHead>(`SELECT ${HEAD_COLS} FROM pedidos WHERE numpedido = $1`, [numpedido]);
  return o ?? null;
}

/**
 * May the caller see (and act on as the buyer) this order: one of the session's supplier, of the
 * client acted for, or one a linked user placed under the principal acting. The others are answered
 * like a missing order (404), so their existence is not revealed.
 */
export function buyerMayRead(
  auth: AuthContext,
  o: Pick<OrderHead, 'idfornecedor' | 'idcliente' | 'idprincipal'>,
): boolean {
  const me = auth.cliente?.idcliente;
  if (!me || !auth.sessao) return false;
  return o.idfornecedor === auth.sessao.idfornecedor && (o.idcliente === me || o.idprincipal === me);
}

/** The account whose credit an order on terms took: a linked user's principal, else the client. */
export const creditAccountOf = (o: Pick<OrderHead, 'idcliente' | 'idprincipal'>) => o.idprincipal ?? o.idcliente;

/** Gives credit back to the account (orders on terms). A NULL limit (no credit line) stays NULL. */
export async function returnCredit(
  tx: Queryable,
  o: Pick<OrderHead, 'idcliente' | 'idprincipal' | 'idfornecedor'>,
  valor: number,
): Promise<void> {
  await tx.query(
    `UPDATE cliente_fornecedor SET limite_credito_disponivel = limite_credito_disponivel + $3
     WHERE idcliente = $1 AND idfornecedor = $2 AND limite_credito_disponivel IS NOT NULL`,
    [creditAccountOf(o), o.idfornecedor, valor],
  );
}

/** Coupon use, stock and credit back; the payment cancelled; a first purchase that is no more. */
async function release(tx: Queryable, o: OrderHead): Promise<void> {
  if (o.idcupom) await tx.query('SELECT 1 FROM cupons WHERE idcupom = $1 FOR UPDATE', [o.idcupom]);
  await tx.query('DELETE FROM cupom_usos WHERE numpedido = $1', [String(o.numpedido)]);

  const controlled = await tx.query<{ idproduto: string }>(
    `SELECT p.idproduto FROM produtos p
     WHERE p.idfornecedor = $2 AND p.estoque IS NOT NULL AND p.idproduto IN (SELECT idproduto FROM pedido_itens WHERE numpedido = $1)
     ORDER BY p.idproduto FOR NO KEY UPDATE`,
    [o.numpedido, o.idfornecedor],
  );
  if (controlled.length > 0) {
    await tx.query(
      `UPDATE produtos p SET estoque = p.estoque + i.quantidade
       FROM pedido_itens i WHERE i.numpedido = $1 AND p.idproduto = i.idproduto AND p.idproduto = ANY($2::uuid[])`,
      [o.numpedido, controlled.map((r) => r.idproduto)],
    );
  }

  const [pay] = await tx.query<{ status: string; valor: number | null }>(
    'SELECT status, valor FROM pagamentos WHERE numpedido = $1 FOR UPDATE',
    [o.numpedido],
  );
  if (pay?.status === 'FATURADO' && pay.valor) await returnCredit(tx, o, pay.valor);
  await tx.query(`UPDATE pagamentos SET status = 'CANCELADO' WHERE numpedido = $1`, [o.numpedido]);
  // Its only order cancelled, the client has not bought yet: first-purchase coupons apply again.
  await tx.query(
    `UPDATE cliente_fornecedor SET primeiro_pedido_em = NULL
     WHERE idcliente = $1 AND idfornecedor = $2 AND primeiro_pedido_em IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM pedidos WHERE idcliente = $1 AND idfornecedor = $2 AND status <> 'CANCELADO')`,
    [o.idcliente, o.idfornecedor],
  );
}

/**
 * Moves the (locked) order to `para` as `ator`, or refuses with 409. `o.status` is updated, so a
 * caller may chain two changes in one transaction (a quote accepted, then its charge issued).
 */
export async function moveStatus(
  tx: Queryable,
  o: OrderHead,
  para: OrderStatus,
  ator: OrderActor,
  nota: string | null,
): Promise<void> {
  if (!canTransition(o.status, para, ator, o.tipo_entrega)) throw illegalTransition(o.status, para);
  await tx.query('UPDATE pedidos SET status = $2, atualizado_em = now() WHERE numpedido = $1', [o.numpedido, para]);
  await recordStatus(tx, o.numpedido, para, ator, nota);
  if (para === 'ENTREGUE') {
    await tx.query(
      `UPDATE pagamentos SET status = 'PAGO', pago_em = now() WHERE numpedido = $1 AND status IN ('NA_ENTREGA', 'PRE_AUTORIZADO')`,
      [o.numpedido],
    );
  } else if (para === 'CANCELADO') {
    await release(tx, o);
  }
  o.status = para;
}
