/**
 * Subscriptions: an order placed with a subscription type starts one, in the order's
 * transaction (startSubscription, called by domain/order/submit.ts). The customer lists, reads and
 * cancels them; the job (./job.ts) places the next orders.
 *
 * Who may see one: the client it belongs to (acted for by the session: itself, a representative's
 * client, a linked user switched to by its principal) and a linked user's principal, at the
 * session's supplier. Another one is 404 by id (its existence is not revealed) and 403 by client id.
 */
import { randomUUID } from 'node:crypto';

import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../lib/contract/order-status';
import {
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_STATUS_LABELS,
  type Subscription,
  type SubscriptionDetail,
  type SubscriptionStatus,
} from '../../../../lib/contract/subscription';
import type { Db, Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { SUBSCRIPTION_TAG } from '../cart/recurrence';
import { forbidden, notFound } from '../errors';
import { requireCliente, type CustomerAuth } from '../identity/guards';
import { addDays, localDate } from '../payment/dates';
import type { SupplierRow } from '../suppliers';

/** Starts the subscription of an order placed with a subscription type (inside its transaction); a no-op otherwise. */
export async function startSubscription(
  tx: Queryable,
  numpedido: number,
  now: Date,
  idassinatura: string = randomUUID(),
): Promise<string | null> {
  const [o] = await tx.query<{
    idfornecedor: string;
    idcliente: string;
    idprincipal: string | null;
    idtipoassinatura: string | null;
  }>('SELECT idfornecedor, idcliente, idprincipal, idtipoassinatura FROM pedidos WHERE numpedido = $1', [numpedido]);
  if (!o?.idtipoassinatura) return null;
  const [t] = await tx.query<{ descricao: string; intervalo_dias: number }>(
    'SELECT descricao, intervalo_dias FROM tipos_assinatura WHERE idtipoassinatura = $1',
    [o.idtipoassinatura],
  );
  if (!t) return null;
  const hoje = localDate(now);
  await tx.query(
    `INSERT INTO assinaturas (idassinatura, idfornecedor, idcliente, idprincipal, idtipoassinatura, tipo_descricao, intervalo_dias,
       numpedido_origem, proxima_entrega, criado_em)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10)`,
    [
      idassinatura,
      o.idfornecedor,
      o.idcliente,
      o.idprincipal,
      o.idtipoassinatura,
      t.descricao,
      t.intervalo_dias,
      numpedido,
      addDays(hoje, t.intervalo_dias),
      now,
    ],
  );
  await tx.query(
    // Only the subscription products repeat (decision 0035): a bottle bought with the club is bought once.
    `INSERT INTO assinatura_itens (idassinatura, idproduto, ordem, nome, unidade, imagem, quantidade, embalar_para_presente)
     SELECT $1, i.idproduto, i.ordem, i.nome, i.unidade, i.imagem, i.quantidade, i.embalar_para_presente
       FROM pedido_itens i JOIN produtos p ON p.idproduto = i.idproduto
      WHERE i.numpedido = $2 AND $3 = ANY(p.tags)`,
    [idassinatura, numpedido, SUBSCRIPTION_TAG],
  );
  await tx.query(
    'INSERT INTO assinatura_pedidos (idassinatura, data_prevista, numpedido, gerado_em) VALUES ($1, $2::date, $3, $4)',
    [idassinatura, hoje, numpedido, now],
  );
  return idassinatura;
}

export type SubscriptionRow = {
  idassinatura: string;
  idfornecedor: string;
  idcliente: string;
  idprincipal: string | null;
  idtipoassinatura: string;
  tipo_descricao: string;
  intervalo_dias: number;
  numpedido_origem: number;
  status: SubscriptionStatus;
  proxima_entrega: string;
  criado_em: Date | string;
  cancelada_em: Date | string | null;
};

export const SUBSCRIPTION_COLS = `idassinatura, idfornecedor, idcliente, idprincipal, idtipoassinatura, tipo_descricao, intervalo_dias,
  numpedido_origem, status, proxima_entrega::text AS proxima_entrega, criado_em, cancelada_em`;

export const subscriptionNotFound = () => notFound(SUBSCRIPTION_MESSAGES.naoEncontrada, 'ASSINATURA_NAO_ENCONTRADA');

const iso = (d: Date | string) => new Date(d).toISOString();

async function views(db: Queryable, rows: readonly SubscriptionRow[]): Promise<Subscription[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.idassinatura);
  const [items, origins] = await Promise.all([
    db.query<{
      idassinatura: string;
      idproduto: string;
      nome: string;
      unidade: string;
      imagem: string;
      quantidade: string;
      embalar_para_presente: boolean;
    }>(
      `SELECT idassinatura, idproduto, nome, unidade, imagem, quantidade::text AS quantidade, embalar_para_presente
       FROM assinatura_itens WHERE idassinatura = ANY($1::uuid[]) ORDER BY idassinatura, ordem`,
      [ids],
    ),
    db.query<{
      numpedido: number;
      tipo_entrega: 'DELIVERY' | 'RETIRADA';
      forma_entrega_descricao: string;
      endereco_entrega: { textoendereco?: string } | null;
      loja_retira: { nome?: string; descricao_endereco_loja?: string } | null;
      pagamento: string | null;
    }>(
      `SELECT p.numpedido, p.tipo_entrega, p.forma_entrega_descricao, p.endereco_entrega, p.loja_retira, g.descricao AS pagamento
       FROM pedidos p LEFT JOIN pagamentos g ON g.numpedido = p.numpedido WHERE p.numpedido = ANY($1::int[])`,
      [rows.map((r) => r.numpedido_origem)],
    ),
  ]);
  const byOrder = new Map(origins.map((o) => [o.numpedido, o]));
  return rows.map((r) => {
    const o = byOrder.get(r.numpedido_origem);
    const local =
      o?.tipo_entrega === 'RETIRADA'
        ? [o.loja_retira?.nome, o.loja_retira?.descricao_endereco_loja].filter(Boolean).join(' - ')
        : (o?.endereco_entrega?.textoendereco ?? '');
    return {
      idassinatura: r.idassinatura,
      idfornecedor: r.idfornecedor,
      idcliente: r.idcliente,
      status: r.status,
      statusDescricao: SUBSCRIPTION_STATUS_LABELS[r.status],
      tipo: { idtipoassinatura: r.idtipoassinatura, descricao: r.tipo_descricao, intervalo_dias: r.intervalo_dias },
      proxima_entrega: r.status === 'ATIVA' ? r.proxima_entrega : null,
      criadoEm: iso(r.criado_em),
      canceladaEm: r.cancelada_em ? iso(r.cancelada_em) : null,
      numpedidoOrigem: r.numpedido_origem,
      tipoEntrega: o?.tipo_entrega ?? 'DELIVERY',
      formaEntrega: o?.forma_entrega_descricao ?? '',
      local,
      formaPagamento: o?.pagamento ?? '',
      itens: items
        .filter((i) => i.idassinatura === r.idassinatura)
        .map((i) => ({
          idproduto: i.idproduto,
          nome: i.nome,
          unidade: i.unidade,
          imagem: i.imagem,
          quantidade: Number(i.quantidade),
          embalarParaPresente: i.embalar_para_presente,
        })),
    };
  });
}

async function history(db: Queryable, idassinatura: string): Promise<SubscriptionDetail['historico']> {
  const rows = await db.query<{
    data_prevista: string;
    numpedido: number | null;
    status: OrderStatus | null;
    total_pedido: number | null;
    gerado_em: Date | string;
    erro: string | null;
  }>(
    `SELECT h.data_prevista::text AS data_prevista, h.numpedido, p.status, p.total_pedido, h.gerado_em, h.erro
     FROM assinatura_pedidos h LEFT JOIN pedidos p ON p.numpedido = h.numpedido
     WHERE h.idassinatura = $1 ORDER BY h.data_prevista DESC`,
    [idassinatura],
  );
  return rows.map((h) => ({
    data_prevista: h.data_prevista,
    numpedido: h.numpedido,
    statusPedido: h.status,
    statusDescricao: h.status ? ORDER_STATUS_LABELS[h.status] : null,
    totalPedido: h.total_pedido,
    geradoEm: iso(h.gerado_em),
    erro: h.erro,
  }));
}

const visibleTo = (a: CustomerAuth, s: Pick<SubscriptionRow, 'idfornecedor' | 'idcliente' | 'idprincipal'>) =>
  s.idfornecedor === a.sessao.idfornecedor &&
  (s.idcliente === a.cliente.idcliente || s.idprincipal === a.cliente.idcliente);

/** GET /v4/subscription/list/{idfornecedor}/{idcliente}: the client must be the one the session acts for, at its supplier (403 otherwise). */
export async function listSubscriptions(
  db: Queryable,
  auth: AuthContext,
  f: Pick<SupplierRow, 'idfornecedor'>,
  idcliente: string,
): Promise<Subscription[]> {
  const a = requireCliente(auth);
  if (a.sessao.idfornecedor !== f.idfornecedor) throw forbidden('Sessão de outro fornecedor');
  if (idcliente.toLowerCase() !== a.cliente.idcliente) throw forbidden('Acesso negado a este cliente');
  const rows = await db.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLS} FROM assinaturas WHERE idfornecedor = $1 AND (idcliente = $2 OR idprincipal = $2)
     ORDER BY status = 'ATIVA' DESC, criado_em DESC, idassinatura`,
    [f.idfornecedor, a.cliente.idcliente],
  );
  return views(db, rows);
}

async function readVisible(
  db: Queryable,
  a: CustomerAuth,
  idassinatura: string,
  lock = false,
): Promise<SubscriptionRow> {
  const [s] = await db.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLS} FROM assinaturas WHERE idassinatura = $1${lock ? ' FOR UPDATE' : ''}`,
    [idassinatura.toLowerCase()],
  );
  if (!s || !visibleTo(a, s)) throw subscriptionNotFound();
  return s;
}

async function detail(db: Queryable, s: SubscriptionRow): Promise<SubscriptionDetail> {
  const [view] = await views(db, [s]);
  return { ...view!, historico: await history(db, s.idassinatura) };
}

export async function getSubscription(
  db: Queryable,
  auth: AuthContext,
  idassinatura: string,
): Promise<SubscriptionDetail> {
  return detail(db, await readVisible(db, requireCliente(auth), idassinatura));
}

/**
 * DELETE /v4/subscription/cancel/{idassinatura}: no further order is generated. The row lock waits
 * for a job run generating it right now (that order stands); afterwards the job skips it. A second
 * cancel answers the same, with its own message.
 */
export async function cancelSubscription(
  db: Db,
  auth: AuthContext,
  idassinatura: string,
  now: Date,
): Promise<SubscriptionDetail & { mensagem: string }> {
  const a = requireCliente(auth);
  return db.transaction(async (tx) => {
    const s = await readVisible(tx, a, idassinatura, true);
    if (s.status === 'CANCELADA') return { ...(await detail(tx, s)), mensagem: SUBSCRIPTION_MESSAGES.jaCancelada };
    await tx.query(`UPDATE assinaturas SET status = 'CANCELADA', cancelada_em = $2 WHERE idassinatura = $1`, [
      s.idassinatura,
      now,
    ]);
    return {
      ...(await detail(tx, { ...s, status: 'CANCELADA', cancelada_em: now })),
      mensagem: SUBSCRIPTION_MESSAGES.cancelada,
    };
  });
}
