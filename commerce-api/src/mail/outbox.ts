import type { Queryable } from '../db/types';
import { notifyMailQueued } from './delivery';

export type OutgoingMail = {
  para: string;
  assunto: string;
  corpo: string;
  tipo: string;
  idcliente?: string | null;
  idfornecedor?: string | null;
};

/**
 * Writes a message to email_outbox (read with GET /admin/email-outbox). With SMTP_URL the
 * delivery (mail/delivery.ts) then sends it in the background and sets enviado_em, or records the
 * error and retries; the request that queued it never waits for SMTP nor fails because of it.
 */
export async function enqueueMail(db: Queryable, m: OutgoingMail): Promise<void> {
  await db.query(
    `INSERT INTO email_outbox (para, assunto, corpo, tipo, idcliente, idfornecedor) VALUES ($1, $2, $3, $4, $5, $6)`,
    [m.para, m.assunto, m.corpo, m.tipo, m.idcliente ?? null, m.idfornecedor ?? null],
  );
  notifyMailQueued();
}
