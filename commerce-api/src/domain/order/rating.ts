/**
 * POST /v1/app/{token}/pedido/{numpedido}/avaliar (spec 7, form-encoded): the buyer rates
 * an order it may read, once it is ENTREGUE, exactly once (the rating's primary key decides between
 * parallel posts: the second is 409).
 */
import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import { type OrderRating } from '../../../../lib/contract/order-read';
import type { Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { conflict } from '../errors';
import { requireCliente } from '../identity/guards';
import { buyerMayRead, orderNotFound, readOrderHead } from './status';

export async function rateOrder(
  db: Queryable,
  auth: AuthContext,
  numpedido: number,
  body: { nota: number; comentario?: string },
): Promise<{ mensagem: string; avaliacao: OrderRating }> {
  const a = requireCliente(auth);
  const o = await readOrderHead(db, numpedido);
  if (!o || !buyerMayRead(a, o)) throw orderNotFound();
  if (o.status !== 'ENTREGUE') throw conflict(ORDER_MESSAGES.avaliacaoSoEntregue, 'PEDIDO_NAO_ENTREGUE');
  const [r] = await db.query<{ nota: number; comentario: string | null; criado_em: Date | string }>(
    `INSERT INTO pedido_avaliacoes (numpedido, idcliente, nota, comentario) VALUES ($1, $2, $3, $4)
     ON CONFLICT (numpedido) DO NOTHING RETURNING nota, comentario, criado_em`,
    [numpedido, a.cliente.idcliente, body.nota, body.comentario || null],
  );
  if (!r) throw conflict(ORDER_MESSAGES.avaliacaoRepetida, 'PEDIDO_JA_AVALIADO');
  return {
    mensagem: ORDER_MESSAGES.avaliacaoObrigado,
    avaliacao: { nota: Number(r.nota), comentario: r.comentario, criadoEm: new Date(r.criado_em).toISOString() },
  };
}
