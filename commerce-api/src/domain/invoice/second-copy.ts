/**
 * The "2ª via atualizada" of an overdue title: the value with the fine and interest of the
 * supplier's settings, due today + the supplier's days, with a new barcode and linha digitável
 * (same free field, so the same nosso número: the bank's reference of the title). Computed when
 * asked, never stored: the same day gives the same boleto.
 */
import { INVOICE_MESSAGES, type InvoiceSecondCopy } from '../../../../lib/contract/invoice';
import { buildBoleto, lateCharges } from '../../../../lib/rules/boleto';
import type { Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { conflict } from '../errors';
import { addDays, localDate } from '../payment/dates';
import { readPayee, type Payee } from '../payment/payee';
import { invoiceFor, type InvoiceRow } from './faturas';

export async function secondCopyOf(
  db: Queryable,
  auth: AuthContext,
  idfatura: string,
  now: Date,
): Promise<{ row: InvoiceRow; payee: Payee; copy: InvoiceSecondCopy }> {
  const row = await invoiceFor(db, auth, idfatura);
  if (row.pago_em !== null) throw conflict(INVOICE_MESSAGES.faturaJaPaga, 'FATURA_JA_PAGA');
  const hoje = localDate(now);
  if (row.vencimento >= hoje) throw conflict(INVOICE_MESSAGES.faturaNaoVencida, 'FATURA_NAO_VENCIDA');
  const payee = await readPayee(db, row.idfornecedor);
  const vencimento = addDays(hoje, payee.boleto_segunda_via_dias);
  const settings = { multaBp: payee.boleto_multa_bp, jurosMesBp: payee.boleto_juros_mes_bp };
  const c = lateCharges(row.valor, row.vencimento, vencimento, settings);
  const b = buildBoleto({
    banco: row.boleto.codigoBarras.slice(0, 3),
    valorCentavos: c.total,
    vencimento,
    campoLivre: row.boleto.codigoBarras.slice(19),
  });
  return {
    row,
    payee,
    copy: {
      idfatura: row.idfatura,
      numpedido: row.numpedido,
      valor_original: row.valor,
      vencimento_original: row.vencimento,
      multa: c.multa,
      juros: c.juros,
      dias: c.dias,
      multa_bp: settings.multaBp,
      juros_mes_bp: settings.jurosMesBp,
      valor: c.total,
      vencimento,
      ...b,
      nossoNumero: row.boleto.nossoNumero,
    },
  };
}
