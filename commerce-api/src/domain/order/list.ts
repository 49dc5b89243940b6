/**
 * GET /v4/app/pedido/cliente/{idcliente}: a page of orders at the session's supplier,
 * newest first. Who sees what is decided here, where the data is read:
 *
 * | caller (client acted for)            | path's client | query                                   | orders                                  |
 * |--------------------------------------|---------------|-----------------------------------------|-----------------------------------------|
 * | the client itself (or a rep for it)  | itself        |                                         | its own and those its linked users placed under it |
 * | the client itself                    | itself        | idusuariovinculado = a linked user of it | those that linked user placed under it  |
 * | a linked user of the path's client   | its principal | clientevinculadoprincipal=true          | the principal's (as the principal sees them) |
 * | a linked user of the path's client   | its principal | otherwise                               | only the orders it issued               |
 * | a representative                     | a represented client | (acting for another one)         | that client's                           |
 * | anyone else                          |               |                                         | 403 'Acesso negado a este cliente'      |
 *
 * One statement answers the page and the total (a window count over the filtered rows, the page's
 * rows joined afterwards), so a request costs the session lookup, at most one relation check and
 * this query.
 */
import type { z } from 'zod';

import type { ListOrdersQuery, listOrdersQuerySchema, OrderList } from '../../../../lib/contract/order-life';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../lib/rules/order-status';
import type { Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { forbidden } from '../errors';
import { requireCliente } from '../identity/guards';
import { isLinkedUser, representsClient } from '../identity/sessions';
import { PAYMENT_TIME_ZONE } from '../payment/dates';

export type ListQuery = z.output<typeof listOrdersQuerySchema>;
export type { ListOrdersQuery };

/** Whose orders: those of `owner` (placed by it or under it), or only those `issuer` placed (under `owner` when set). */
export type OrderScope = { kind: 'owner'; owner: string; issuer: string | null } | { kind: 'issuer'; issuer: string };

const denied = () => forbidden('Acesso negado a este cliente');

/** The table above, for the path's client (also the rebuy list's, decision 0052); 403 for anyone else. */
export async function scopeFor(
  q: Queryable,
  auth: AuthContext,
  path: string,
  query: Pick<ListQuery, 'idusuariovinculado' | 'clientevinculadoprincipal'>,
): Promise<OrderScope> {
  const a = requireCliente(auth);
  const me = a.cliente.idcliente;
  const f = a.sessao.idfornecedor;
  const target = path.toLowerCase();
  const wanted = query.idusuariovinculado?.toLowerCase() ?? null;
  /** A linked user of `owner` at this supplier (403 otherwise). */
  const linkedOf = async (owner: string, id: string) => {
    if (!(await isLinkedUser(q, owner, id, f))) throw denied();
    return id;
  };
  if (target === me) {
    return { kind: 'owner', owner: me, issuer: wanted && wanted !== me ? await linkedOf(me, wanted) : null };
  }
  const myPrincipal =
    a.usuarioVinculado?.idprincipal === target || (!a.representante && (await isLinkedUser(q, target, me, f)));
  if (myPrincipal) {
    if (query.clientevinculadoprincipal) {
      return {
        kind: 'owner',
        owner: target,
        issuer: wanted && wanted !== target ? await linkedOf(target, wanted) : null,
      };
    }
    if (wanted && wanted !== me) throw denied();
    return { kind: 'issuer', issuer: me };
  }
  if (a.representante && (await representsClient(q, a.representante.idusuario, f, target))) {
    if (wanted && wanted !== target) return { kind: 'owner', owner: target, issuer: await linkedOf(target, wanted) };
    return { kind: 'owner', owner: target, issuer: null };
  }
  throw denied();
}

/** The scope as a condition on `pedidos p`; `p` adds a parameter and answers its placeholder. */
export function scopeWhere(scope: OrderScope, p: (v: unknown) => string): string {
  if (scope.kind === 'issuer') return `p.idcliente = ${p(scope.issuer)}`;
  const owner = p(scope.owner);
  return scope.issuer
    ? `p.idcliente = ${p(scope.issuer)} AND p.idprincipal = ${owner}`
    : `(p.idcliente = ${owner} OR p.idprincipal = ${owner})`;
}

type Row = {
  numpedido: number;
  idcliente: string;
  status: OrderStatus;
  orcamento: boolean;
  criado_em: Date | string;
  tipo_entrega: 'DELIVERY' | 'RETIRADA';
  total_pedido: number | null;
  emitido_por: string | null;
  pagamento_tipo: OrderList['pedidos'][number]['formaPagamento']['tipo'];
  pagamento_descricao: string;
  itens: number;
  avaliado: boolean;
  total: number;
};

export async function listOrdersFor(
  q: Queryable,
  auth: AuthContext,
  idcliente: string,
  query: ListQuery,
): Promise<OrderList> {
  const scope = await scopeFor(q, auth, idcliente, query);
  const params: unknown[] = [auth.sessao!.idfornecedor];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = ['p.idfornecedor = $1', scopeWhere(scope, p)];
  if (query.status) where.push(`p.status = ANY(${p(query.status)}::text[])`);
  // São Paulo calendar days: [de 00:00, ate + 1 day 00:00) local time.
  if (query.de)
    where.push(`p.criado_em >= (${p(query.de)}::date::timestamp AT TIME ZONE ${p(PAYMENT_TIME_ZONE)}::text)`);
  if (query.ate)
    where.push(`p.criado_em < ((${p(query.ate)}::date + 1)::timestamp AT TIME ZONE ${p(PAYMENT_TIME_ZONE)}::text)`);
  const limit = p(query.limit);
  const offset = p((query.page - 1) * query.limit);
  const rows = await q.query<Row>(
    `WITH pagina AS (
       SELECT p.numpedido, p.criado_em, count(*) OVER ()::int AS total
       FROM pedidos p WHERE ${where.join(' AND ')}
       ORDER BY p.criado_em DESC, p.numpedido DESC LIMIT ${limit} OFFSET ${offset}
     ), contagem AS (
       SELECT count(*)::int AS total FROM pedidos p WHERE ${where.join(' AND ')} AND NOT EXISTS (SELECT 1 FROM pagina)
     )
     SELECT o.numpedido, o.idcliente, o.status, o.orcamento, o.criado_em, o.tipo_entrega, o.total_pedido, o.emitido_por,
            pg.tipo AS pagamento_tipo, pg.descricao AS pagamento_descricao,
            (SELECT count(*)::int FROM pedido_itens i WHERE i.numpedido = o.numpedido) AS itens,
            EXISTS (SELECT 1 FROM pedido_avaliacoes av WHERE av.numpedido = o.numpedido) AS avaliado,
            pa.total
     FROM pagina pa JOIN pedidos o ON o.numpedido = pa.numpedido JOIN pagamentos pg ON pg.numpedido = o.numpedido
     UNION ALL
     SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, c.total FROM contagem c WHERE c.total > 0
     ORDER BY criado_em DESC NULLS LAST, numpedido DESC NULLS LAST`,
    params,
  );
  const pedidos = rows.filter((r) => r.numpedido !== null);
  const total = rows[0]?.total ?? 0;
  return {
    pedidos: pedidos.map((r) => ({
      numpedido: r.numpedido,
      idcliente: r.idcliente,
      status: r.status,
      statusDescricao: ORDER_STATUS_LABELS[r.status],
      orcamento: r.orcamento,
      criadoEm: new Date(r.criado_em).toISOString(),
      tipoEntrega: r.tipo_entrega,
      totalPedido: r.total_pedido,
      itensQuantidade: r.itens,
      formaPagamento: { tipo: r.pagamento_tipo, descricao: r.pagamento_descricao },
      emitidoPor: r.emitido_por,
      avaliado: r.avaliado,
    })),
    total,
    page: query.page,
    limit: query.limit,
    paginas: Math.ceil(total / query.limit),
  };
}
