/**
 * Export of the client's orders for the buyer's ERP (POST /v4/orders/export/{idfornecedor}): one
 * row per order line with the order's data repeated, as CSV (UTF-8 with BOM, ';' separator, CRLF,
 * decimal comma, what Excel in pt-BR opens directly) or XLSX (typed cells: text for codes and
 * the NF-e key, numbers for money and quantities, the date as a date).
 *
 * Which orders: those getOrderFor would show the caller (the client acted for, and a linked user's
 * orders for its principal), at the session's supplier, created in the period (the supplier's
 * calendar days, inclusive) and in the statuses asked for. Text cells that a spreadsheet would run
 * as a formula (= + - @ at the start) are prefixed with an apostrophe (CSV injection).
 */
import type { z } from 'zod';

import { EXPORT_MAX_ORDERS, INVOICE_MESSAGES, type exportOrdersBodySchema } from '../../../../lib/contract/invoice';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../lib/contract/order-status';
import { writeXlsx, type XlsxColumn, type XlsxValue } from '../../../../lib/shared/xlsx-writer';
import type { Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { forbidden, invalid } from '../errors';
import { requireCliente } from '../identity/guards';
import { addDays, localDate } from '../payment/dates';
import type { SupplierRow } from '../suppliers';
import type { DocumentFile } from './file';

export type ExportBody = z.output<typeof exportOrdersBodySchema>;

type Row = {
  numpedido: number;
  criado_em: Date | string;
  status: OrderStatus;
  num_pedido_cliente: string | null;
  tipo_entrega: string;
  forma_entrega_descricao: string;
  pagamento: string | null;
  total_produtos: number | null;
  valor_desconto: number;
  taxa_entrega: number;
  taxa_conveniencia: number;
  total_pedido: number | null;
  chave: string | null;
  codigo: string | null;
  nome: string;
  unidade: string;
  quantidade: string;
  preco: number | null;
  total: number | null;
};

const COLUMNS: readonly XlsxColumn[] = [
  { header: 'Pedido', type: 'integer' },
  { header: 'Data', type: 'date' },
  { header: 'Status', type: 'text' },
  { header: 'Situação', type: 'text' },
  { header: 'Pedido do cliente', type: 'text' },
  { header: 'Tipo de entrega', type: 'text' },
  { header: 'Forma de entrega', type: 'text' },
  { header: 'Forma de pagamento', type: 'text' },
  { header: 'Código do produto', type: 'text' },
  { header: 'Produto', type: 'text', width: 36 },
  { header: 'Unidade', type: 'text' },
  { header: 'Quantidade', type: 'number' },
  { header: 'Preço unitário', type: 'money' },
  { header: 'Total do item', type: 'money' },
  { header: 'Total dos produtos', type: 'money' },
  { header: 'Desconto', type: 'money' },
  { header: 'Frete', type: 'money' },
  { header: 'Taxa de conveniência', type: 'money' },
  { header: 'Total do pedido', type: 'money' },
  { header: 'Chave NF-e', type: 'text', width: 48 },
];
const HEADER = COLUMNS.map((c) => c.header);

/** An instant as São Paulo's wall clock (UTC−03:00) in a Date whose UTC fields a spreadsheet shows. */
const saoPauloWallClock = (d: Date) => new Date(d.getTime() - 3 * 3_600_000);

/** 'DD/MM/AAAA HH:MM' in São Paulo (UTC−03:00). */
function brDateTime(d: Date): string {
  const l = new Date(d.getTime() - 3 * 3_600_000).toISOString();
  return `${l.slice(8, 10)}/${l.slice(5, 7)}/${l.slice(0, 4)} ${l.slice(11, 16)}`;
}

/** Centavos as '1234,50' (no thousands separator: ERPs read it back). */
export const csvMoney = (c: number | null) =>
  c === null ? '' : `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)},${String(Math.abs(c) % 100).padStart(2, '0')}`;
/** Quantities with a comma and up to 3 decimals ('1,5', '2'). */
export const csvQuantity = (q: number) => String(Math.round(q * 1000) / 1000).replace('.', ',');

/** Neutralises a leading formula character, then quotes when needed. */
export function csvText(s: string): string {
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

async function exportRows(db: Queryable, idcliente: string, idfornecedor: string, body: ExportBody): Promise<Row[]> {
  const params: unknown[] = [idcliente, idfornecedor];
  const where = ['(p.idcliente = $1 OR p.idprincipal = $1)', 'p.idfornecedor = $2'];
  // The supplier's calendar day is UTC−03:00 (no daylight saving since 2019).
  if (body.de) {
    params.push(`${body.de}T00:00:00-03:00`);
    where.push(`p.criado_em >= $${params.length}::timestamptz`);
  }
  if (body.ate) {
    params.push(`${addDays(body.ate, 1)}T00:00:00-03:00`);
    where.push(`p.criado_em < $${params.length}::timestamptz`);
  }
  const statuses = body.status ? (Array.isArray(body.status) ? body.status : [body.status]) : [];
  if (statuses.length) {
    params.push(statuses);
    where.push(`p.status = ANY($${params.length}::text[])`);
  }
  const orders = await db.query<{ numpedido: number }>(
    `SELECT p.numpedido FROM pedidos p WHERE ${where.join(' AND ')} ORDER BY p.criado_em, p.numpedido LIMIT ${EXPORT_MAX_ORDERS + 1}`,
    params,
  );
  if (orders.length > EXPORT_MAX_ORDERS)
    throw invalid(INVOICE_MESSAGES.exportacaoGrande, undefined, 'EXPORTACAO_GRANDE');
  if (orders.length === 0) return [];
  return db.query<Row>(
    `SELECT p.numpedido, p.criado_em, p.status, p.num_pedido_cliente, p.tipo_entrega, p.forma_entrega_descricao, g.descricao AS pagamento,
            p.total_produtos, p.valor_desconto, p.taxa_entrega, p.taxa_conveniencia, p.total_pedido, n.chave,
            pr.codigo, i.nome, i.unidade, i.quantidade::text AS quantidade, i.preco, i.total
     FROM pedidos p
     JOIN pedido_itens i ON i.numpedido = p.numpedido
     LEFT JOIN pagamentos g ON g.numpedido = p.numpedido
     LEFT JOIN notas_fiscais n ON n.numpedido = p.numpedido
     LEFT JOIN produtos pr ON pr.idproduto = i.idproduto
     WHERE p.numpedido = ANY($1::int[])
     ORDER BY p.criado_em, p.numpedido, i.ordem`,
    [orders.map((o) => o.numpedido)],
  );
}

function cells(r: Row): { text: string[]; values: XlsxValue[] } {
  const criado = new Date(r.criado_em);
  const qty = Number(r.quantidade);
  const text = [
    String(r.numpedido),
    brDateTime(criado),
    r.status,
    ORDER_STATUS_LABELS[r.status] ?? r.status,
    r.num_pedido_cliente ?? '',
    r.tipo_entrega === 'RETIRADA' ? 'Retirada' : 'Entrega',
    r.forma_entrega_descricao,
    r.pagamento ?? '',
    r.codigo ?? '',
    r.nome,
    r.unidade,
  ];
  const money = [
    r.preco,
    r.total,
    r.total_produtos,
    r.valor_desconto,
    r.taxa_entrega,
    r.taxa_conveniencia,
    r.total_pedido,
  ];
  return {
    text: [...text.map(csvText), csvQuantity(qty), ...money.map(csvMoney), r.chave ?? ''],
    values: [
      r.numpedido,
      saoPauloWallClock(criado),
      ...text.slice(2).map((t) => (/^[=+\-@]/.test(t) ? `'${t}` : t)),
      qty,
      ...money.map((m) => (m === null ? null : m / 100)),
      r.chave,
    ],
  };
}

export async function exportOrders(
  db: Queryable,
  auth: AuthContext,
  f: SupplierRow,
  body: ExportBody,
  now: Date,
): Promise<DocumentFile> {
  const a = requireCliente(auth);
  if (a.sessao.idfornecedor !== f.idfornecedor) throw forbidden('Sessão de outro fornecedor');
  if (body.de && body.ate && body.de > body.ate)
    throw invalid(INVOICE_MESSAGES.periodoInvalido, { de: INVOICE_MESSAGES.periodoInvalido }, 'PERIODO_INVALIDO');
  const rows = await exportRows(db, a.cliente.idcliente, f.idfornecedor, body);
  const stamp = `${body.de ?? 'inicio'}_${body.ate ?? localDate(now)}`;
  const filename = `pedidos-${f.slug}-${stamp}.${body.formato}`;
  const headers = { 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' };
  if (body.formato === 'xlsx') {
    return {
      kind: 'raw',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: await writeXlsx(
        'Pedidos',
        COLUMNS,
        rows.map((r) => cells(r).values),
        now,
      ),
      headers,
    };
  }
  const lines = [HEADER.join(';'), ...rows.map((r) => cells(r).text.join(';'))];
  return { kind: 'raw', contentType: 'text/csv; charset=utf-8', body: `\ufeff${lines.join('\r\n')}\r\n`, headers };
}
