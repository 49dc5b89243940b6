/** Buying on terms (FATURADO): the account's available credit, checked and taken under its row lock. */
import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import type { Queryable } from '../../db/types';
import { DomainError, invalid } from '../errors';
import { hasOverdueTitle } from '../invoice/faturas';

export const INVOICE_DAYS = 28;

/**
 * Takes `total` from the account's available credit. Refused: no credit (400), too little (400),
 * or an overdue title while the supplier blocks buying on terms then
 * (`bloquear_faturado_com_titulo_vencido`, on by default): 422 'Há títulos vencidos…'. Overdue is
 * due before `now`'s São Paulo date, as the titles screen says.
 */
export async function takeCredit(
  tx: Queryable,
  idconta: string,
  idfornecedor: string,
  total: number,
  now: Date,
): Promise<void> {
  const [r] = await tx.query<{ disponivel: number | null }>(
    'SELECT limite_credito_disponivel AS disponivel FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2 FOR UPDATE',
    [idconta, idfornecedor],
  );
  const campo = 'formaPagamento.idformapagto';
  const [f] = await tx.query<{ bloquear: boolean }>(
    'SELECT bloquear_faturado_com_titulo_vencido AS bloquear FROM fornecedores WHERE idfornecedor = $1',
    [idfornecedor],
  );
  if (f?.bloquear && (await hasOverdueTitle(tx, idconta, idfornecedor, now))) {
    const m = ORDER_MESSAGES.tituloVencido;
    throw new DomainError('unprocessable', 'TITULO_VENCIDO', m, { [campo]: m });
  }
  if (!r || r.disponivel === null)
    throw invalid(ORDER_MESSAGES.semLimiteCredito, { [campo]: ORDER_MESSAGES.semLimiteCredito }, 'SEM_LIMITE_CREDITO');
  if (r.disponivel < total) {
    const m = ORDER_MESSAGES.limiteCredito(Math.max(0, r.disponivel));
    throw invalid(m, { [campo]: m }, 'LIMITE_CREDITO_INSUFICIENTE');
  }
  await tx.query(
    'UPDATE cliente_fornecedor SET limite_credito_disponivel = limite_credito_disponivel - $3 WHERE idcliente = $1 AND idfornecedor = $2',
    [idconta, idfornecedor, total],
  );
}
