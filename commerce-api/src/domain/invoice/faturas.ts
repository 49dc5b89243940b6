/**
 * Titles (faturas) of purchases on terms and the account's credit.
 *
 * A FATURADO order's charge (domain/payment/charge.ts) takes the credit and writes the title with
 * its boleto in the order's transaction. The status is computed when read, from the due date in
 * the supplier's calendar (São Paulo) and pago_em (lib/rules/invoice.ts). The back office marks a
 * title paid, which gives its value back to the available credit.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';

import { INVOICE_MESSAGES, type Invoice, type InvoicesResponse } from '../../../../lib/contract/invoice';
import type { boletoChargeSchema } from '../../../../lib/contract/order-payment';
import { invoiceState } from '../../../../lib/rules/invoice';
import type { Db, Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { conflict, forbidden, notFound } from '../errors';
import { requireCliente, type CustomerAuth } from '../identity/guards';
import { localDate } from '../payment/dates';
import type { SupplierRow } from '../suppliers';

type Boleto = z.infer<typeof boletoChargeSchema>;

export type NewInvoice = {
  idfornecedor: string;
  /** The account whose credit was taken. */
  idconta: string;
  numpedido: number;
  valor: number;
  emissao: string;
  vencimento: string;
  boleto: Boleto;
};

/**
 * Writes the title of an order on terms (inside the order's transaction). An order charged on terms
 * again (its payment method changed back to FATURADO) keeps its title id with the new boleto, value
 * and dates; a paid title is never rewritten.
 */
export async function insertInvoice(tx: Queryable, f: NewInvoice): Promise<string> {
  const [r] = await tx.query<{ idfatura: string }>(
    `INSERT INTO faturas (idfatura, idfornecedor, idcliente, numpedido, valor, emissao, vencimento, boleto)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7::date, $8::jsonb)
     ON CONFLICT (numpedido) DO UPDATE
       SET idcliente = EXCLUDED.idcliente, valor = EXCLUDED.valor, emissao = EXCLUDED.emissao, vencimento = EXCLUDED.vencimento,
           boleto = EXCLUDED.boleto, criado_em = now()
       WHERE faturas.pago_em IS NULL
     RETURNING idfatura`,
    [randomUUID(), f.idfornecedor, f.idconta, f.numpedido, f.valor, f.emissao, f.vencimento, JSON.stringify(f.boleto)],
  );
  return r?.idfatura ?? '';
}

/**
 * A title counts while its order is still paid on terms: the order's payment is FATURADO (open) or
 * PAGO with the type FATURADO. A cancelled order (payment CANCELADO, credit given back by the
 * cancellation) or one whose method was changed to another (credit given back by the change) has
 * no title any more: it is left out everywhere, like a missing one.
 */
const LIVE = `EXISTS (SELECT 1 FROM pagamentos g WHERE g.numpedido = faturas.numpedido AND g.tipo = 'FATURADO' AND g.status IN ('FATURADO', 'PAGO'))`;

export type InvoiceRow = {
  idfatura: string;
  idfornecedor: string;
  idcliente: string;
  numpedido: number;
  valor: number;
  emissao: string;
  vencimento: string;
  boleto: Boleto;
  pago_em: Date | string | null;
};

const COLS =
  'idfatura, idfornecedor, idcliente, numpedido, valor, emissao::text AS emissao, vencimento::text AS vencimento, boleto, pago_em';

export function toInvoice(r: InvoiceRow, hoje: string): Invoice {
  const state = invoiceState(r.vencimento, r.pago_em !== null, hoje);
  return {
    idfatura: r.idfatura,
    numpedido: r.numpedido,
    valor: r.valor,
    emissao: r.emissao,
    vencimento: r.vencimento,
    ...state,
    pagamento: r.pago_em === null ? null : localDate(new Date(r.pago_em)),
    linhaDigitavel: r.boleto.linhaDigitavel,
    linhaDigitavelFormatada: r.boleto.linhaDigitavelFormatada,
    codigoBarras: r.boleto.codigoBarras,
    nossoNumero: r.boleto.nossoNumero,
  };
}

/** The account whose credit and titles a caller may see: a linked user's principal, else the client acted for. */
export const creditAccountOf = (a: CustomerAuth) => a.usuarioVinculado?.idprincipal ?? a.cliente.idcliente;

/**
 * Whose titles the path asks for: the client the session acts for (a representative's client, a
 * linked user switched to by its principal) or, for a linked user, its principal (the credit is the
 * principal's). Another client: 403; a session of another supplier: 403.
 */
export function invoiceAccount(auth: AuthContext, f: Pick<SupplierRow, 'idfornecedor'>, idcliente: string): string {
  const a = requireCliente(auth);
  if (a.sessao.idfornecedor !== f.idfornecedor) throw forbidden('Sessão de outro fornecedor');
  const wanted = idcliente.toLowerCase();
  if (wanted !== a.cliente.idcliente && wanted !== a.usuarioVinculado?.idprincipal)
    throw forbidden('Acesso negado a este cliente');
  return creditAccountOf(a);
}

export async function listInvoices(
  db: Queryable,
  idconta: string,
  idfornecedor: string,
  completeInfo: boolean,
  now: Date,
): Promise<InvoicesResponse> {
  const hoje = localDate(now);
  const [[cf], rows] = await Promise.all([
    db.query<{ total: number | null; disponivel: number | null }>(
      'SELECT limite_credito_total AS total, limite_credito_disponivel AS disponivel FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2',
      [idconta, idfornecedor],
    ),
    db.query<InvoiceRow>(
      `SELECT ${COLS} FROM faturas WHERE idcliente = $1 AND idfornecedor = $2 AND ${LIVE} ${completeInfo ? '' : 'AND pago_em IS NULL'}
       ORDER BY vencimento ${completeInfo ? 'DESC' : 'ASC'}, numpedido ${completeInfo ? 'DESC' : 'ASC'}`,
      [idconta, idfornecedor],
    ),
  ]);
  const faturas = rows.map((r) => toInvoice(r, hoje));
  const open = faturas.filter((x) => x.status !== 'PAGA');
  return {
    limite_credito_total: cf?.total ?? null,
    limite_credito_disponivel: cf?.disponivel ?? null,
    total_em_aberto: open.reduce((s, x) => s + x.valor, 0),
    total_vencido: open.filter((x) => x.status === 'VENCIDA').reduce((s, x) => s + x.valor, 0),
    faturas,
  };
}

/** Whether the account has a live, unpaid title due before `now`'s São Paulo date (VENCIDA). */
export async function hasOverdueTitle(
  db: Queryable,
  idconta: string,
  idfornecedor: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ idfatura: string }>(
    `SELECT idfatura FROM faturas WHERE idcliente = $1 AND idfornecedor = $2 AND pago_em IS NULL AND vencimento < $3::date AND ${LIVE} LIMIT 1`,
    [idconta, idfornecedor, localDate(now)],
  );
  return rows.length > 0;
}

export const invoiceNotFound = () => notFound(INVOICE_MESSAGES.faturaNaoEncontrada, 'FATURA_NAO_ENCONTRADA');

/** A title the caller may read (its account's, at the session's supplier); 404 otherwise, like a missing one. */
export async function invoiceFor(db: Queryable, auth: AuthContext, idfatura: string): Promise<InvoiceRow> {
  const a = requireCliente(auth);
  const [r] = await db.query<InvoiceRow>(`SELECT ${COLS} FROM faturas WHERE idfatura = $1 AND ${LIVE}`, [
    idfatura.toLowerCase(),
  ]);
  if (!r || r.idfornecedor !== a.sessao.idfornecedor || r.idcliente !== creditAccountOf(a)) throw invoiceNotFound();
  return r;
}

/**
 * Back office: the title is paid. Its value goes back to the available credit (capped at the total
 * limit), and the order's payment is marked paid. A second call is 409.
 */
export async function payInvoice(
  db: Db,
  idfatura: string,
  now: Date,
): Promise<{ idfatura: string; status: 'PAGA'; limite_credito_disponivel: number | null }> {
  return db.transaction(async (tx) => {
    // Lock order: the order's payment row first (as a cancellation or a method change of the order
    // takes it before the credit and the title), then the title.
    const [ref] = await tx.query<{ numpedido: number }>('SELECT numpedido FROM faturas WHERE idfatura = $1', [
      idfatura.toLowerCase(),
    ]);
    if (!ref) throw invoiceNotFound();
    const [g] = await tx.query<{ tipo: string; status: string }>(
      'SELECT tipo, status FROM pagamentos WHERE numpedido = $1 FOR UPDATE',
      [ref.numpedido],
    );
    const [f] = await tx.query<InvoiceRow>(`SELECT ${COLS} FROM faturas WHERE idfatura = $1 FOR UPDATE`, [
      idfatura.toLowerCase(),
    ]);
    if (!f) throw invoiceNotFound();
    if (!g || g.tipo !== 'FATURADO' || (g.status !== 'FATURADO' && g.status !== 'PAGO'))
      throw conflict(INVOICE_MESSAGES.faturaCancelada, 'FATURA_CANCELADA');
    if (f.pago_em !== null) throw conflict(INVOICE_MESSAGES.faturaJaPaga, 'FATURA_JA_PAGA');
    await tx.query('UPDATE faturas SET pago_em = $2 WHERE idfatura = $1', [f.idfatura, now]);
    await tx.query(`UPDATE pagamentos SET status = 'PAGO', pago_em = $2 WHERE numpedido = $1 AND tipo = 'FATURADO'`, [
      f.numpedido,
      now,
    ]);
    const [cf] = await tx.query<{ disponivel: number | null }>(
      `UPDATE cliente_fornecedor
       SET limite_credito_disponivel = LEAST(COALESCE(limite_credito_total, limite_credito_disponivel + $3), limite_credito_disponivel + $3)
       WHERE idcliente = $1 AND idfornecedor = $2 AND limite_credito_disponivel IS NOT NULL
       RETURNING limite_credito_disponivel AS disponivel`,
      [f.idcliente, f.idfornecedor, f.valor],
    );
    return { idfatura: f.idfatura, status: 'PAGA' as const, limite_credito_disponivel: cf?.disponivel ?? null };
  });
}
