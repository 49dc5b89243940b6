/** The payment simulator's confirmation (back office): a PIX or boleto order awaiting payment becomes PAGO. */
import { ORDER_MESSAGES } from '../../../../lib/contract/order';
import { PAYMENT_MESSAGES } from '../../../../lib/contract/payment';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../errors';

export async function confirmPayment(db: Db, numpedido: number): Promise<{ numpedido: number; status: string; pagamento: string }> {
  return db.transaction(async (tx) => {
    const [o] = await tx.query<{ status: string }>('SELECT status FROM pedidos WHERE numpedido = $1 FOR UPDATE', [numpedido]);
    if (!o) throw notFound(ORDER_MESSAGES.pedidoNaoEncontrado, 'PEDIDO_NAO_ENCONTRADO');
    if (o.status !== 'AGUARDANDOPAGAMENTO') throw conflict(PAYMENT_MESSAGES.pedidoSemPagamentoPendente, 'SEM_PAGAMENTO_PENDENTE');
    await tx.query(`UPDATE pedidos SET status = 'PAGO', atualizado_em = now() WHERE numpedido = $1`, [numpedido]);
    await tx.query(`UPDATE pagamentos SET status = 'PAGO', pago_em = now() WHERE numpedido = $1`, [numpedido]);
    return { numpedido, status: 'PAGO', pagamento: 'PAGO' };
  });
}
