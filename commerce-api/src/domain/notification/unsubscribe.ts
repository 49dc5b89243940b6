/**
 * The one-click unsubscribe link of an order email (decision 0050): `<numpedido>.<kind>.<mac>`,
 * the mac an HMAC-SHA256 of the order, the kind, its customer and supplier under a key derived from
 * ADMIN_API_KEY (the API's own secret: the development key outside production, the deployment's
 * key in it), so no new secret exists and a token names exactly one customer's kind. It works once
 * (pedido_notificacoes.descadastro_usado_em).
 */
import { createHmac } from 'node:crypto';

import {
  NOTIFICATION_MESSAGES,
  ORDER_NOTIFICATION_KINDS,
  ORDER_NOTIFICATION_LABELS,
  type OrderNotificationKind,
} from '../../../../lib/contract/notification';
import type { Db } from '../../db/types';
import { conflict, invalid } from '../errors';
import { safeEqual } from '../identity/crypto';
import { identitySettings } from '../identity/settings';

type Target = { numpedido: number; tipo: OrderNotificationKind; idcliente: string; idfornecedor: string };

function mac(t: Target): string {
  const key = createHmac('sha256', identitySettings().ADMIN_API_KEY).update('descadastro-email-pedido').digest();
  return createHmac('sha256', key)
    .update(`${t.numpedido}:${t.tipo}:${t.idcliente}:${t.idfornecedor}`)
    .digest('base64url');
}

export function unsubscribeToken(t: Target): string {
  return `${t.numpedido}.${t.tipo}.${mac(t)}`;
}

const badLink = () =>
  invalid(NOTIFICATION_MESSAGES.linkInvalido, { token: NOTIFICATION_MESSAGES.linkInvalido }, 'LINK_INVALIDO');

export async function unsubscribe(
  db: Db,
  token: string,
): Promise<{ tipo: OrderNotificationKind; rotulo: string; mensagem: string }> {
  const m = /^(\d{1,9})\.([a-z-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!m || !(ORDER_NOTIFICATION_KINDS as readonly string[]).includes(m[2]!)) throw badLink();
  const numpedido = Number(m[1]);
  const tipo = m[2] as OrderNotificationKind;
  return db.transaction(async (tx) => {
    const [r] = await tx.query<{ idcliente: string; idfornecedor: string; usado: boolean }>(
      `SELECT p.idcliente, p.idfornecedor, n.descadastro_usado_em IS NOT NULL AS usado
       FROM pedido_notificacoes n JOIN pedidos p ON p.numpedido = n.numpedido
       WHERE n.numpedido = $1 AND n.tipo = $2 FOR UPDATE OF n`,
      [numpedido, tipo],
    );
    if (!r || !safeEqual(m[3]!, mac({ numpedido, tipo, idcliente: r.idcliente, idfornecedor: r.idfornecedor })))
      throw badLink();
    if (r.usado) throw conflict(NOTIFICATION_MESSAGES.linkUsado, 'LINK_USADO');
    await tx.query('UPDATE pedido_notificacoes SET descadastro_usado_em = now() WHERE numpedido = $1 AND tipo = $2', [
      numpedido,
      tipo,
    ]);
    await tx.query(
      `INSERT INTO notificacoes_email_desativadas (idcliente, idfornecedor, tipo) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [r.idcliente, r.idfornecedor, tipo],
    );
    const rotulo = ORDER_NOTIFICATION_LABELS[tipo];
    return { tipo, rotulo, mensagem: NOTIFICATION_MESSAGES.descadastrado(rotulo) };
  });
}
