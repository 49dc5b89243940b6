/**
 * The payment simulator's confirmation (back office): the PIX or boleto charge becomes PAGO and the
 * order goes back to the supplier's queue (ENVIADO, "Pedido recebido"), as the state machine's
 * `sistema` (lib/rules/order-status.ts), with a "Pagamento confirmado" timeline entry. The order's
 * own PAGO status is spec 4's "ready for delivery", set later by the supplier.
 */
import { PAYMENT_MESSAGES } from '../../../../lib/contract/payment';
import type { Db } from '../../db/types';
import { conflict } from '../errors';
import { queueOrderNotification } from '../notification/order-mail';
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
    await tx.query(
      `UPDATE pagamentos SET status = 'PAGO', pago_em = now() WHERE numpedido = $1 AND status = 'AGUARDANDO'`,
      [numpedido],
    );
    await moveStatus(tx, o, 'ENVIADO', 'sistema', PAYMENT_MESSAGES.pagamentoConfirmado);
    await queueOrderNotification(tx, numpedido, 'pagamento-aprovado');
    return { numpedido, status: 'ENVIADO', pagamento: 'PAGO' };
  });
}
