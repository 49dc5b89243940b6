/**
 * Stock (produtos.estoque; NULL = not controlled): the controlled products of the order are locked
 * in idproduto order (no deadlock between two orders), checked and decremented in the order's
 * transaction. FOR NO KEY UPDATE is the row lock an UPDATE of a non-key column takes: it excludes
 * other orders and stock changes but not the foreign-key checks of cart saves.
 */
import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import type { Queryable } from '../../db/types';
import { DomainError } from '../errors';

const thousandths = (q: number | string) => Math.round(Number(q) * 1000);

export async function takeStock(
  tx: Queryable,
  idfornecedor: string,
  lines: readonly { idproduto: string; nome: string; quantidade: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  const rows = await tx.query<{ idproduto: string; estoque: string }>(
    `SELECT idproduto, estoque::text AS estoque FROM produtos
     WHERE idfornecedor = $1 AND idproduto = ANY($2::uuid[]) AND estoque IS NOT NULL
     ORDER BY idproduto FOR NO KEY UPDATE`,
    [idfornecedor, lines.map((l) => l.idproduto)],
  );
  if (rows.length === 0) return;
  const stock = new Map(rows.map((r) => [r.idproduto, thousandths(r.estoque)]));
  const short = lines.filter((l) => stock.has(l.idproduto) && stock.get(l.idproduto)! < thousandths(l.quantidade));
  if (short.length > 0) {
    throw new DomainError('conflict', 'ESTOQUE_INSUFICIENTE', ORDER_MESSAGES.estoqueInsuficiente, undefined, {
      itensName: short.map((l) => l.nome).join(', '),
    });
  }
  const taken = lines.filter((l) => stock.has(l.idproduto));
  await tx.query(
    `UPDATE produtos p SET estoque = p.estoque - t.q
     FROM unnest($1::uuid[], $2::numeric[]) AS t(id, q) WHERE p.idproduto = t.id`,
    [taken.map((l) => l.idproduto), taken.map((l) => l.quantidade)],
  );
}
