import { z } from 'zod';

import { ORDER_EXPIRY_NOTES } from '../rules/order-expiry';
import { idOuSlug, uuid } from './common';
import { defineEndpoint } from './endpoint';

/** Back-office calls (not in the spec): header X-Admin-Key = ADMIN_API_KEY, else 401. */

/** POST /admin/clientes/{idcliente}/fornecedor/{idfornecedor}/aprovar */
export const approveResponseSchema = z.object({
  idcliente: uuid,
  idfornecedor: uuid,
  cadastro_aprovado: z.literal(true),
});

/** PUT /admin/clientes/{idcliente}/fornecedor/{idfornecedor}/credito — credit on terms (FATURADO), centavos. */
export const setCreditBodySchema = z.object({
  limite: z
    .number({ message: 'Limite inválido' })
    .int('Limite inválido')
    .min(0, 'Limite inválido')
    .max(2_000_000_000, 'Limite inválido'),
});
export const setCreditResponseSchema = z.object({
  idcliente: uuid,
  idfornecedor: uuid,
  limiteCreditoTotal: z.number().int(),
  limiteCreditoDisponivel: z.number().int(),
});

/** GET /admin/alertas-disponibilidade?idcliente=&idfornecedor= — a customer's availability alerts. */
export const adminAlertsQuerySchema = z.object({ idcliente: uuid, idfornecedor: idOuSlug.optional() });
export const adminAlertsResponseSchema = z.object({
  alertas: z.array(
    z.object({ idcliente: z.string(), idproduto: z.string(), idfornecedor: z.string(), criado_em: z.string() }),
  ),
});
export type AdminAlertsResponse = z.infer<typeof adminAlertsResponseSchema>;

/** GET /admin/email-outbox?para=&tipo= — latest 50 messages. */
export const outboxQuerySchema = z.object({
  para: z.string().max(254).optional(),
  tipo: z.string().max(40).optional(),
});
export const outboxResponseSchema = z.object({
  mensagens: z.array(
    z.object({
      id: z.number().int(),
      para: z.string(),
      assunto: z.string(),
      corpo: z.string(),
      /** The HTML part, when the message has one (order notifications). */
      corpo_html: z.string().nullable(),
      tipo: z.string(),
      criado_em: z.string(),
      /** Set when SMTP_URL delivered the message; null while pending (or without SMTP). */
      enviado_em: z.string().nullable(),
      /** Last SMTP delivery error (the message is retried), or null. */
      erro: z.string().nullable(),
    }),
  ),
});

/**
 * POST /admin/pedidos/expirar — runs the expiry job now (docs/order-status.md): orders unpaid past
 * the PIX or boleto deadline and priced quotes past their validity become CANCELADO (sistema).
 */
export const expireOrdersBodySchema = z
  .object({
    /** Back-office and tests: run as if it were this instant (ISO 8601); default now. */
    agora: z.iso.datetime({ offset: true, message: 'Data inválida' }).optional(),
  })
  .default({});
export const expireOrdersResponseSchema = z.object({
  /** The orders this run cancelled, in numpedido order, with the note written to their timeline. */
  cancelados: z.array(
    z.object({
      numpedido: z.number().int(),
      motivo: z.enum([
        ORDER_EXPIRY_NOTES.pix,
        ORDER_EXPIRY_NOTES.ultimoPix,
        ORDER_EXPIRY_NOTES.boleto,
        ORDER_EXPIRY_NOTES.orcamento,
      ]),
    }),
  ),
});
export type ExpireOrdersResponse = z.infer<typeof expireOrdersResponseSchema>;

/** Limits of a supplier's search synonyms (docs/decisions/0044-search-ranks-by-field-with-synonyms.md). */
export const SEARCH_SYNONYM_LIMITS = {
  /** Terms per supplier. */
  termos: 200,
  /** Characters of a term (one word, as a search word). */
  termo: 40,
  /** Expansions per term. */
  expansoes: 10,
  /** Characters of an expansion. */
  expansao: 80,
} as const;
const L = SEARCH_SYNONYM_LIMITS;

export const searchSynonymSchema = z.object({
  /** One word: what shoppers type (accents and case do not matter). */
  termo: z
    .string({ message: 'Informe o termo' })
    .trim()
    .min(1, 'Informe o termo')
    .max(L.termo, `O termo tem no máximo ${L.termo} caracteres`),
  /** What the term also means: each one or more words, all of which must match. */
  expansoes: z
    .array(
      z
        .string({ message: 'Expansão inválida' })
        .trim()
        .min(1, 'Informe a expansão')
        .max(L.expansao, `Cada expansão tem no máximo ${L.expansao} caracteres`),
      { message: 'Informe as expansões' },
    )
    .min(1, 'Informe ao menos uma expansão')
    .max(L.expansoes, `No máximo ${L.expansoes} expansões por termo`),
});
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;

/** PUT /admin/fornecedores/{idfornecedor}/sinonimos-busca — replaces the supplier's whole list. */
export const replaceSearchSynonymsBodySchema = z.object({
  sinonimos: z
    .array(searchSynonymSchema, { message: 'Informe a lista de sinônimos' })
    .max(L.termos, `No máximo ${L.termos} sinônimos por fornecedor`),
});
export const searchSynonymsResponseSchema = z.object({
  idfornecedor: uuid,
  /** By term; the term as stored (lower case, no accents). */
  sinonimos: z.array(z.object({ termo: z.string(), expansoes: z.array(z.string()) })),
});
export type SearchSynonymsResponse = z.infer<typeof searchSynonymsResponseSchema>;

const tags = ['Back-office'];

export const adminEndpoints = {
  approveClient: defineEndpoint({
    method: 'POST',
    path: '/admin/clientes/{idcliente}/fornecedor/{idfornecedor}/aprovar',
    summary: 'Aprova o cadastro de um cliente num fornecedor (X-Admin-Key).',
    tags,
    session: 'none',
    params: z.object({ idcliente: uuid, idfornecedor: idOuSlug }),
    response: approveResponseSchema,
  }),
  setClientCredit: defineEndpoint({
    method: 'PUT',
    path: '/admin/clientes/{idcliente}/fornecedor/{idfornecedor}/credito',
    summary:
      'Define o limite de crédito a prazo (FATURADO) de um cliente num fornecedor; o disponível passa a ser o limite (X-Admin-Key).',
    tags,
    session: 'none',
    params: z.object({ idcliente: uuid, idfornecedor: idOuSlug }),
    body: setCreditBodySchema,
    response: setCreditResponseSchema,
  }),
  listOutbox: defineEndpoint({
    method: 'GET',
    path: '/admin/email-outbox',
    summary: 'Últimas 50 mensagens da caixa de saída, filtráveis por destinatário e tipo (X-Admin-Key).',
    tags,
    session: 'none',
    query: outboxQuerySchema,
    response: outboxResponseSchema,
  }),
  listAvailabilityAlerts: defineEndpoint({
    method: 'GET',
    path: '/admin/alertas-disponibilidade',
    summary:
      'Alertas de disponibilidade de um cliente (opcionalmente num fornecedor), mais recentes primeiro (X-Admin-Key).',
    tags,
    session: 'none',
    query: adminAlertsQuerySchema,
    response: adminAlertsResponseSchema,
  }),
  listSearchSynonyms: defineEndpoint({
    method: 'GET',
    path: '/admin/fornecedores/{idfornecedor}/sinonimos-busca',
    summary: 'Sinônimos da busca de um fornecedor, por termo (X-Admin-Key).',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    response: searchSynonymsResponseSchema,
  }),
  replaceSearchSynonyms: defineEndpoint({
    method: 'PUT',
    path: '/admin/fornecedores/{idfornecedor}/sinonimos-busca',
    summary:
      'Substitui os sinônimos da busca de um fornecedor (X-Admin-Key): cada termo (uma palavra) passa a encontrar também as suas expansões.',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    body: replaceSearchSynonymsBodySchema,
    response: searchSynonymsResponseSchema,
  }),
  expireOrders: defineEndpoint({
    method: 'POST',
    path: '/admin/pedidos/expirar',
    summary:
      'Roda agora o job de expiração (X-Admin-Key): cancela (sistema) os pedidos PIX não pagos 24 h depois de o PIX expirar, os de boleto 3 dias depois do vencimento e os orçamentos precificados vencidos; devolve cupom, estoque e crédito.',
    tags,
    session: 'none',
    body: expireOrdersBodySchema,
    response: expireOrdersResponseSchema,
  }),
};
