/**
 * GET /v4/app/pedido/cliente/{idcliente}/comprar-de-novo (decision 0052): the account's usual
 * products at the session's supplier. Whose orders is the order list's table (list.ts, `scopeFor`
 * with `clientevinculadoprincipal`): the client itself, a linked user naming its principal, a
 * representative naming a client it serves; anyone else 403.
 *
 * Cost: the supplier row, at most one relation check, one statement for the history of the latest
 * counted orders (grouped by product), one for the rows of the ranked products (at most 24) and the
 * price viewer: bounded, whatever the history.
 */
import type { RebuyProduct, RebuyResponse } from '../../../../lib/contract/rebuy';
import {
  rankRebuy,
  REBUY_EXCLUDED_STATUSES,
  REBUY_ORDER_WINDOW,
  rebuyQuantity,
  type RebuyHistory,
} from '../../../../lib/rules/rebuy';
import type { Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { priceOptionsFor, PRODUCT_COLS, toSummary, type ProductRow } from '../catalog';
import { requireCliente } from '../identity/guards';
import { getSupplierRow } from '../suppliers';
import { scopeFor, scopeWhere } from './list';

export type RebuyQueryInput = {
  limite: number;
  tipoentrega?: 'DELIVERY' | 'RETIRADA';
  idformapagamento?: string;
};

type HistoryRow = { idproduto: string; pedidos: number; ultima_compra_em: Date | string; ultima_quantidade: string };

export async function rebuyFor(
  db: Queryable,
  auth: AuthContext,
  idcliente: string,
  query: RebuyQueryInput,
): Promise<RebuyResponse> {
  const a = requireCliente(auth);
  const scope = await scopeFor(db, auth, idcliente, { clientevinculadoprincipal: true });
  const f = await getSupplierRow(db, a.sessao.idfornecedor);
  const params: unknown[] = [f.idfornecedor];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [
    'p.idfornecedor = $1',
    scopeWhere(scope, p),
    `p.status <> ALL(${p([...REBUY_EXCLUDED_STATUSES])}::text[])`,
  ];
  // The latest counted orders, their loose lines (not combo groups) of products the catalogue still
  // has, grouped by product: in how many orders, when last, and the quantity of that last order.
  const history = await db.query<HistoryRow>(
    `WITH janela AS (
       SELECT p.numpedido, p.criado_em FROM pedidos p WHERE ${where.join(' AND ')}
       ORDER BY p.criado_em DESC, p.numpedido DESC LIMIT ${p(REBUY_ORDER_WINDOW)}
     )
     SELECT i.idproduto, count(DISTINCT j.numpedido)::int AS pedidos, max(j.criado_em) AS ultima_compra_em,
            (array_agg(i.quantidade::text ORDER BY j.criado_em DESC, j.numpedido DESC))[1] AS ultima_quantidade
     FROM janela j
     JOIN pedido_itens i ON i.numpedido = j.numpedido AND i.idcombopromocional_cabecalho IS NULL
     JOIN produtos pr ON pr.idproduto = i.idproduto AND pr.idfornecedor = $1
     GROUP BY i.idproduto`,
    params,
  );
  const ranked = rankRebuy(
    history.map((r): RebuyHistory => ({
      idproduto: r.idproduto,
      pedidos: r.pedidos,
      ultimaCompraEm: new Date(r.ultima_compra_em).toISOString(),
      quantidadeUltimoPedido: Number(r.ultima_quantidade),
    })),
    query.limite,
  );
  if (ranked.length === 0) return { produtos: [], possuiPreco: false };
  const rows = await db.query<ProductRow & { estoque: string | null }>(
    `SELECT ${PRODUCT_COLS}, p.estoque::text AS estoque FROM produtos p WHERE p.idfornecedor = $1 AND p.idproduto = ANY($2::uuid[])`,
    [f.idfornecedor, ranked.map((r) => r.idproduto)],
  );
  const byId = new Map(rows.map((r) => [r.idproduto, r]));
  const opts = await priceOptionsFor(db, f, auth, query.idformapagamento);
  const produtos = ranked.flatMap((r): RebuyProduct[] => {
    const row = byId.get(r.idproduto);
    if (!row) return [];
    const summary = toSummary(row, opts);
    const quantidade = rebuyQuantity(r.quantidadeUltimoPedido, summary);
    const sellable =
      summary.disponivel &&
      summary.preco !== null &&
      quantidade > 0 &&
      (!query.tipoentrega || row.tipos_entrega.includes(query.tipoentrega)) &&
      (row.estoque === null || Number(row.estoque) >= quantidade);
    return [{ ...summary, disponivel: sellable, quantidade, ...r }];
  });
  return { produtos, possuiPreco: produtos.some((x) => x.preco !== null) };
}
