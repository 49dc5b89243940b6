/** Back-office reads and approvals (not in the spec; the HTTP layer checks X-Admin-Key). */
import type { Queryable } from '../../db/types';
import { notFound } from '../errors';
import { getCliente, supplierInfo } from './users';

const iso = (d: Date | string) => new Date(d).toISOString();

/** Approves a client's registration on a supplier. */
export async function approveClient(db: Queryable, idcliente: string, supplierRef: string) {
  const c = await getCliente(db, idcliente.toLowerCase());
  if (!c) throw notFound('Cliente não encontrado', 'CLIENTE_NAO_ENCONTRADO');
  const f = await supplierInfo(db, supplierRef);
  await db.query(
    `INSERT INTO cliente_fornecedor (idcliente, idfornecedor, cadastro_aprovado, aprovado_em) VALUES ($1, $2, true, now())
     ON CONFLICT (idcliente, idfornecedor) DO UPDATE SET cadastro_aprovado = true, aprovado_em = now()`,
    [c.idcliente, f.idfornecedor],
  );
  return { idcliente: c.idcliente, idfornecedor: f.idfornecedor, cadastro_aprovado: true as const };
}

/**
 * Sets a client's credit on terms (FATURADO) on a supplier: total and available both become
 * `limite` (centavos). For demos and tests; the registration row is created when missing.
 */
export async function setClientCredit(db: Queryable, idcliente: string, supplierRef: string, limite: number) {
  const c = await getCliente(db, idcliente.toLowerCase());
  if (!c) throw notFound('Cliente não encontrado', 'CLIENTE_NAO_ENCONTRADO');
  const f = await supplierInfo(db, supplierRef);
  await db.query(
    `INSERT INTO cliente_fornecedor (idcliente, idfornecedor, limite_credito_total, limite_credito_disponivel) VALUES ($1, $2, $3, $3)
     ON CONFLICT (idcliente, idfornecedor) DO UPDATE SET limite_credito_total = $3, limite_credito_disponivel = $3`,
    [c.idcliente, f.idfornecedor, limite],
  );
  return {
    idcliente: c.idcliente,
    idfornecedor: f.idfornecedor,
    limiteCreditoTotal: limite,
    limiteCreditoDisponivel: limite,
  };
}

/** The latest 50 messages of the outbox, by recipient and type. */
export async function listOutbox(db: Queryable, filter: { para?: string; tipo?: string }) {
  const rows = await db.query<{
    id: string | number;
    para: string;
    assunto: string;
    corpo: string;
    corpo_html: string | null;
    tipo: string;
    criado_em: Date | string;
    enviado_em: Date | string | null;
    erro: string | null;
  }>(
    `SELECT id, para, assunto, corpo, corpo_html, tipo, criado_em, enviado_em, erro FROM email_outbox
     WHERE ($1::text IS NULL OR para = lower($1)) AND ($2::text IS NULL OR tipo = $2) ORDER BY id DESC LIMIT 50`,
    [filter.para ?? null, filter.tipo ?? null],
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    criado_em: iso(r.criado_em),
    enviado_em: r.enviado_em === null ? null : iso(r.enviado_em),
  }));
}

/** A client's availability alerts (optionally on one supplier), latest first. */
export async function listAvailabilityAlerts(db: Queryable, idcliente: string, supplierRef?: string) {
  const f = supplierRef ? await supplierInfo(db, supplierRef) : null;
  const rows = await db.query<{ idcliente: string; idproduto: string; idfornecedor: string; criado_em: Date | string }>(
    `SELECT idcliente, idproduto, idfornecedor, criado_em FROM alertas_disponibilidade
     WHERE idcliente = $1 AND ($2::uuid IS NULL OR idfornecedor = $2) ORDER BY criado_em DESC, idproduto LIMIT 200`,
    [idcliente.toLowerCase(), f?.idfornecedor ?? null],
  );
  return rows.map((r) => ({ ...r, criado_em: iso(r.criado_em) }));
}
