import type { Queryable } from '../../db/types';

/** A message as email_outbox keeps it (read with GET /admin/email-outbox). */
export type OutgoingMail = {
  para: string;
  assunto: string;
  corpo: string;
  /** An HTML part beside the text (order notifications, decision 0050); the text stays the fallback. */
  corpoHtml?: string | null;
  tipo: string;
  idcliente?: string | null;
  idfornecedor?: string | null;
};

export type PendingMail = {
  id: string | number;
  para: string;
  assunto: string;
  corpo: string;
  corpo_html: string | null;
};

/** Writes the message; answers its id. */
export async function insertOutboxMail(db: Queryable, m: OutgoingMail): Promise<string> {
  const [r] = await db.query<{ id: string }>(
    `INSERT INTO email_outbox (para, assunto, corpo, corpo_html, tipo, idcliente, idfornecedor)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
    [m.para, m.assunto, m.corpo, m.corpoHtml ?? null, m.tipo, m.idcliente ?? null, m.idfornecedor ?? null],
  );
  return r!.id;
}

/** The oldest message not yet sent, younger than maxAgeHours and not among `tried`. */
export async function nextPendingMail(
  db: Queryable,
  tried: readonly string[],
  maxAgeHours: number,
): Promise<PendingMail | undefined> {
  const [r] = await db.query<PendingMail>(
    `SELECT id, para, assunto, corpo, corpo_html FROM email_outbox
     WHERE enviado_em IS NULL AND criado_em > now() - make_interval(hours => $2::int)
       AND NOT (id = ANY($1::bigint[]))
     ORDER BY id LIMIT 1`,
    [tried, maxAgeHours],
  );
  return r;
}

export async function markMailSent(db: Queryable, id: PendingMail['id']): Promise<void> {
  await db.query('UPDATE email_outbox SET enviado_em = now(), erro = NULL WHERE id = $1 AND enviado_em IS NULL', [id]);
}

/** `erro`: already stripped of credentials by the caller. */
export async function markMailFailed(db: Queryable, id: PendingMail['id'], erro: string): Promise<void> {
  await db.query('UPDATE email_outbox SET erro = $2 WHERE id = $1 AND enviado_em IS NULL', [id, erro]);
}
