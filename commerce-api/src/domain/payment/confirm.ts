/**
 * The payment simulator's confirmation (back office): a PIX or boleto order awaiting payment becomes
 * PAGO, as the state machine's `sistema` (lib/rules/order-status.ts), with its timeline entry.
 */
import { PAYMENT_MESSAGES } from '../../../../lib/contract/payment';
import type { Db } from '../../db/types';
import { conflict } from '../errors';
import { lockOrder, moveStatus, orderNotFound } from '../order/status';

export async function confirmPayment(
  db: Db,
  numpedido: number,
): Promise<{ numpedido: number; status: string; pagamento: string }> {
  return db.transaction(async (tx) => {
    const o = await lockOrder(tx, numpedido);
    if (!o) throw orderNotFound();
    if (o.status !== 'AGUARDANDOPAGAMENTO')
      throw conflict(PAYMENT_MESSAGES.pedidoSemPagamentoPendente, 'SEM_PAGAMENTO_PENDENTE');
    await moveStatus(tx, o, 'PAGO', 'sistema', PAYMENT_MESSAGES.pagamentoConfirmado);
    return { numpedido, status: 'PAGO', pagamento: 'PAGO' };
  });
}
