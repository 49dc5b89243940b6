/** SQL of the recommendation signals: co-purchases in orders, categories, the customer's history. */
import type { Candidate } from '../../../../lib/rules/recommendation';
import type { Queryable } from '../../db/types';

/** The customer's most recent purchases at this supplier (the HOME view's seeds). */
export async function recentPurchases(
  db: Queryable,
  idfornecedor: string,
  idcliente: string,
  limit = 5,
): Promise<string[]> {
  const rows = await db.query<{ idproduto: string }>(
    `SELECT i.idproduto FROM pedido_itens i JOIN pedidos p ON p.numpedido = i.numpedido
     JOIN produtos x ON x.idproduto = i.idproduto
     WHERE p.idfornecedor = $1 AND p.idcliente = $2 AND p.status <> 'CANCELADO'
     GROUP BY i.idproduto ORDER BY max(p.criado_em) DESC, i.idproduto LIMIT $3`,
    [idfornecedor, idcliente, limit],
  );
  return rows.map((r) => r.idproduto);
}

/** Products the customer dismissed from suggestions. */
export async function dismissed(db: Queryable, idfornecedor: string, idcliente: string): Promise<string[]> {
  const rows = await db.query<{ item_id: string }>(
    `SELECT DISTINCT item_id FROM sugestao_feedback WHERE idfornecedor = $1 AND idcliente = $2 AND acao = 'DISPENSAR'`,
    [idfornecedor, idcliente],
  );
  return rows.map((r) => r.item_id);
}

export async function sectorsOf(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ idsetor: string }>(
    'SELECT DISTINCT idsetor FROM produtos WHERE idproduto = ANY($1::uuid[])',
    [ids],
  );
  return rows.map((r) => r.idsetor);
}

/**
 * Every sellable product of the supplier that any signal points at, with its signals: bought with
 * a seed, in a seed's category, in a category the customer buys, bought by the customer, or among
 * the store's ordered products (popularity). Cancelled orders do not count.
 */
export async function candidates(
  db: Queryable,
  idfornecedor: string,
  idcliente: string,
  seeds: readonly string[],
  seedSectors: readonly string[],
): Promise<Candidate[]> {
  const rows = await db.query<{
    idproduto: string;
    nome: string;
    idsetor: string;
    co_compras: string;
    historico_categoria: string;
    comprado_antes: boolean;
    popularidade: string;
  }>(
    `WITH pedidos_ok AS (
       SELECT numpedido, idcliente FROM pedidos WHERE idfornecedor = $1 AND status <> 'CANCELADO'
     ),
     co AS (
       SELECT b.idproduto, count(DISTINCT a.numpedido) AS n
       FROM pedido_itens a JOIN pedidos_ok o ON o.numpedido = a.numpedido
       JOIN pedido_itens b ON b.numpedido = a.numpedido AND b.idproduto <> a.idproduto
       WHERE a.idproduto = ANY($3::uuid[])
       GROUP BY b.idproduto
     ),
     meus AS (
       SELECT i.idproduto, i.numpedido FROM pedido_itens i JOIN pedidos_ok o ON o.numpedido = i.numpedido WHERE o.idcliente = $2
     ),
     meus_setores AS (
       SELECT x.idsetor, count(DISTINCT m.numpedido) AS n FROM meus m JOIN produtos x ON x.idproduto = m.idproduto GROUP BY x.idsetor
     ),
     pop AS (
       SELECT i.idproduto, count(DISTINCT i.numpedido) AS n FROM pedido_itens i JOIN pedidos_ok o ON o.numpedido = i.numpedido GROUP BY i.idproduto
     )
     SELECT p.idproduto, p.nome, p.idsetor,
            coalesce(co.n, 0) AS co_compras,
            coalesce(ms.n, 0) AS historico_categoria,
            EXISTS (SELECT 1 FROM meus m WHERE m.idproduto = p.idproduto) AS comprado_antes,
            coalesce(pop.n, 0) AS popularidade
     FROM produtos p
     LEFT JOIN co ON co.idproduto = p.idproduto
     LEFT JOIN meus_setores ms ON ms.idsetor = p.idsetor
     LEFT JOIN pop ON pop.idproduto = p.idproduto
     WHERE p.idfornecedor = $1 AND p.disponivel AND p.preco IS NOT NULL
       AND (co.n IS NOT NULL OR ms.n IS NOT NULL OR pop.n IS NOT NULL OR p.idsetor = ANY($4::uuid[]))`,
    [idfornecedor, idcliente, seeds, seedSectors],
  );
  return rows.map((r) => ({
    idproduto: r.idproduto,
    nome: r.nome,
    idsetor: r.idsetor,
    coCompras: Number(r.co_compras),
    historicoCategoria: Number(r.historico_categoria),
    compradoAntes: r.comprado_antes,
    popularidade: Number(r.popularidade),
  }));
}
