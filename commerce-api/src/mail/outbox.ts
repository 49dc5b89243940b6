import type { Queryable } from '../db/types';

export type OutgoingMail = {
  para: string;
  assunto: string;
  corpo: string;
  tipo: string;
  idcliente?: string | null;
  idfornecedor?: string | null;
};

/**
 * Writes a message to email_outbox. Delivery through SMTP (SMTP_URL) is not implemented yet:
 * messages stay pending (enviado_em null) and can be read with GET /admin/email-outbox.
 */
export async function enqueueMail(db: Queryable, m: OutgoingMail): Promise<void> {
  await db.query(
    `INSERT INTO email_outbox (para, assunto, corpo, tipo, idcliente, idfornecedor) VALUES ($1, $2, $3, $4, $5, $6)`,
    [m.para, m.assunto, m.corpo, m.tipo, m.idcliente ?? null, m.idfornecedor ?? null],
  );
}
