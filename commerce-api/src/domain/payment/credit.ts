/** Buying on terms (FATURADO): the account's available credit, checked and taken under its row lock. */
import { ORDER_MESSAGES } from '../../../../lib/contract/order';
import type { Queryable } from '../../db/types';
import { invalid } from '../errors';

export const INVOICE_DAYS = 28;

export async function takeCredit(tx: Queryable, idconta: string, idfornecedor: string, total: number): Promise<void> {
  const [r] = await tx.query<{ disponivel: number | null }>(
    'SELECT limite_credito_disponivel AS disponivel FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2 FOR UPDATE',
    [idconta, idfornecedor],
  );
  const campo = 'formaPagamento.idformapagto';
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
