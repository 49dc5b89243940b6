import { z } from 'zod';
import {
  adminAlertsQuerySchema,
  adminAlertsResponseSchema,
  approveResponseSchema,
  idOuSlug,
  outboxQuerySchema,
  outboxResponseSchema,
  uuid,
} from '../../../lib/contract';
import { requireAdmin } from '../domain/identity/guards';
import { getCliente, supplierInfo } from '../domain/identity/users';
import { notFound } from '../http/errors';
import { defineRoute } from '../http/router';

const TAGS = ['Back-office'];

/** Back-office calls (not in the spec): header X-Admin-Key = ADMIN_API_KEY. */
export const adminRoutes = [
  defineRoute({
    method: 'POST',
    path: '/admin/clientes/{idcliente}/fornecedor/{idfornecedor}/aprovar',
    summary: 'Aprova o cadastro de um cliente num fornecedor (X-Admin-Key).',
    tags: TAGS,
    params: z.object({ idcliente: uuid, idfornecedor: idOuSlug }),
    response: approveResponseSchema,
    async handler({ db, params, rawHeaders }) {
      requireAdmin(rawHeaders);
      const c = await getCliente(db, params.idcliente.toLowerCase());
      if (!c) throw notFound('Cliente não encontrado', 'CLIENTE_NAO_ENCONTRADO');
      const f = await supplierInfo(db, params.idfornecedor);
      await db.query(
        `INSERT INTO cliente_fornecedor (idcliente, idfornecedor, cadastro_aprovado, aprovado_em) VALUES ($1, $2, true, now())
         ON CONFLICT (idcliente, idfornecedor) DO UPDATE SET cadastro_aprovado = true, aprovado_em = now()`,
        [c.idcliente, f.idfornecedor],
      );
      return { idcliente: c.idcliente, idfornecedor: f.idfornecedor, cadastro_aprovado: true as const };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/email-outbox',
    summary: 'Últimas 50 mensagens da caixa de saída, filtráveis por destinatário e tipo (X-Admin-Key).',
    tags: TAGS,
    query: outboxQuerySchema,
    response: outboxResponseSchema,
    async handler({ db, query, rawHeaders }) {
      requireAdmin(rawHeaders);
      const rows = await db.query<{ id: string | number; para: string; assunto: string; corpo: string; tipo: string; criado_em: Date | string; enviado_em: Date | string | null; erro: string | null }>(
        `SELECT id, para, assunto, corpo, tipo, criado_em, enviado_em, erro FROM email_outbox
         WHERE ($1::text IS NULL OR para = lower($1)) AND ($2::text IS NULL OR tipo = $2) ORDER BY id DESC LIMIT 50`,
        [query.para ?? null, query.tipo ?? null],
      );
      return {
        mensagens: rows.map((r) => ({
          ...r,
          id: Number(r.id),
          criado_em: new Date(r.criado_em).toISOString(),
          enviado_em: r.enviado_em === null ? null : new Date(r.enviado_em).toISOString(),
        })),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/alertas-disponibilidade',
    summary: 'Alertas de disponibilidade de um cliente (opcionalmente num fornecedor), mais recentes primeiro (X-Admin-Key).',
    tags: TAGS,
    query: adminAlertsQuerySchema,
    response: adminAlertsResponseSchema,
    async handler({ db, query, rawHeaders }) {
      requireAdmin(rawHeaders);
      const f = query.idfornecedor ? await supplierInfo(db, query.idfornecedor) : null;
      const rows = await db.query<{ idcliente: string; idproduto: string; idfornecedor: string; criado_em: Date | string }>(
        `SELECT idcliente, idproduto, idfornecedor, criado_em FROM alertas_disponibilidade
         WHERE idcliente = $1 AND ($2::uuid IS NULL OR idfornecedor = $2) ORDER BY criado_em DESC, idproduto LIMIT 200`,
        [query.idcliente.toLowerCase(), f?.idfornecedor ?? null],
      );
      return { alertas: rows.map((r) => ({ ...r, criado_em: new Date(r.criado_em).toISOString() })) };
    },
  }),
];
