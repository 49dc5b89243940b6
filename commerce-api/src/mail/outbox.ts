import type { Queryable } from '../db/types';
import { insertOutboxMail, type OutgoingMail } from '../domain/mail/outbox';
import { notifyMailQueued } from './delivery';

export type { OutgoingMail };

/**
 * Writes a message to email_outbox (read with GET /admin/email-outbox). With SMTP_URL the
 * delivery (mail/delivery.ts) then sends it in the background and sets enviado_em, or records the
 * error and retries; the request that queued it never waits for SMTP nor fails because of it.
 */
export async function enqueueMail(db: Queryable, m: OutgoingMail): Promise<string> {
  const id = await insertOutboxMail(db, m);
  notifyMailQueued();
  return id;
}
