/**
 * The order-email kinds a customer turned off at a supplier (decision 0050): a row of
 * notificacoes_email_desativadas per kind off; every kind is on by default. Read and changed only by
 * the account's own session (not a representative, not a principal switched into a linked user).
 */
import {
  NOTIFICATION_MESSAGES,
  ORDER_NOTIFICATION_KINDS,
  ORDER_NOTIFICATION_LABELS,
  type NotificationPreferences,
  type OrderNotificationKind,
} from '../../../../lib/contract/notification';
import type { Db, Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { forbidden } from '../errors';
import { requireCliente } from '../identity/guards';

export const ownAccountOnly = 'Somente a própria conta altera as notificações por e-mail.';

/** The account of the caller's own login session at its supplier; 403 for anyone acting for it. */
function ownAccount(auth: AuthContext): { idcliente: string; idfornecedor: string } {
  const a = requireCliente(auth);
  const s = a.sessao;
  if (s.idrepresentante || s.idprincipal || s.idcliente !== a.cliente.idcliente)
    throw forbidden(ownAccountOnly, 'SOMENTE_PROPRIA_CONTA');
  return { idcliente: a.cliente.idcliente, idfornecedor: s.idfornecedor };
}

export async function kindsOff(q: Queryable, idcliente: string, idfornecedor: string): Promise<Set<string>> {
  const rows = await q.query<{ tipo: string }>(
    'SELECT tipo FROM notificacoes_email_desativadas WHERE idcliente = $1 AND idfornecedor = $2',
    [idcliente, idfornecedor],
  );
  return new Set(rows.map((r) => r.tipo));
}

async function answer(q: Queryable, idcliente: string, idfornecedor: string): Promise<NotificationPreferences> {
  const off = await kindsOff(q, idcliente, idfornecedor);
  return {
    preferencias: ORDER_NOTIFICATION_KINDS.map((tipo) => ({
      tipo,
      rotulo: ORDER_NOTIFICATION_LABELS[tipo],
      ativa: !off.has(tipo),
    })),
  };
}

export async function getPreferences(q: Queryable, auth: AuthContext): Promise<NotificationPreferences> {
  const { idcliente, idfornecedor } = ownAccount(auth);
  return answer(q, idcliente, idfornecedor);
}

export async function setPreferences(
  db: Db,
  auth: AuthContext,
  ativas: readonly OrderNotificationKind[],
): Promise<NotificationPreferences> {
  const { idcliente, idfornecedor } = ownAccount(auth);
  const on = new Set(ativas);
  const off = ORDER_NOTIFICATION_KINDS.filter((k) => !on.has(k));
  return db.transaction(async (tx) => {
    // One save at a time per account: two crossing saves (each deleting a row the other inserts) deadlock.
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `notificacoes:${idcliente}:${idfornecedor}`,
    ]);
    await tx.query(
      'DELETE FROM notificacoes_email_desativadas WHERE idcliente = $1 AND idfornecedor = $2 AND NOT (tipo = ANY($3::text[]))',
      [idcliente, idfornecedor, off],
    );
    await tx.query(
      `INSERT INTO notificacoes_email_desativadas (idcliente, idfornecedor, tipo)
       SELECT $1, $2, t FROM unnest($3::text[]) AS t ON CONFLICT DO NOTHING`,
      [idcliente, idfornecedor, off],
    );
    return answer(tx, idcliente, idfornecedor);
  });
}

export { NOTIFICATION_MESSAGES };
