import { z } from 'zod';

import {
  MAX_SPREADSHEET_BYTES,
  MAX_SPREADSHEET_LINES,
  SPREADSHEET_HEADER,
  SPREADSHEET_LINE_STATUSES,
  SPREADSHEET_MESSAGES,
  SPREADSHEET_STATUS_LABELS,
} from '../rules/spreadsheet';
import { cartSchema } from './cart';
import { idOuSlug, uuid } from './common';
import { defineEndpoint } from './endpoint';

export {
  MAX_SPREADSHEET_BYTES,
  MAX_SPREADSHEET_LINES,
  SPREADSHEET_HEADER,
  SPREADSHEET_LINE_STATUSES,
  SPREADSHEET_MESSAGES,
  SPREADSHEET_STATUS_LABELS,
};

/**
 * Spreadsheet and quick order (spec 7 "POST /v4/product/spreadsheet/{id}/, free payload").
 * A buyer sends a CSV or XLSX file (code, quantity) or pasted lines; the API matches the codes of
 * the supplier's catalogue, adds the good lines to the client's cart through the cart's quantity
 * rule and attendant lock (like a repeated order: added to what is there), and answers per line.
 */
export const spreadsheetLineStatusSchema = z.enum(SPREADSHEET_LINE_STATUSES);

export const spreadsheetBodySchema = z
  .object({
    arquivo: z
      .object({
        nome: z
          .string()
          .trim()
          .min(1, SPREADSHEET_MESSAGES.formatoInvalido)
          .max(200, SPREADSHEET_MESSAGES.formatoInvalido),
        /**
         * The file's bytes, base64. Its size is checked decoded (413 above MAX_SPREADSHEET_BYTES); the
         * API's 1 MB body limit bounds the text first.
         */
        conteudo: z.string().regex(/^[A-Za-z0-9+/=\s]*$/, SPREADSHEET_MESSAGES.formatoInvalido),
      })
      .optional(),
    /** Pasted lines: "código;quantidade", "código<TAB>quantidade" or "código quantidade". */
    texto: z.string().max(MAX_SPREADSHEET_BYTES, SPREADSHEET_MESSAGES.arquivoGrande).optional(),
  })
  .refine((b) => !!b.arquivo || !!b.texto?.trim(), { message: SPREADSHEET_MESSAGES.vazio, path: ['texto'] });
export type SpreadsheetBody = z.input<typeof spreadsheetBodySchema>;

export const spreadsheetQuerySchema = z.object({ idformapagamento: uuid.optional() });

export const spreadsheetLineSchema = z.object({
  /** Line number in the file or the pasted text (1-based). */
  linha: z.number().int().positive(),
  codigo: z.string(),
  /** As asked; null when unreadable. */
  quantidadeSolicitada: z.number().nullable(),
  /** Added to the cart by this line (after the quantity rule); 0 when nothing was. */
  quantidade: z.number().nonnegative(),
  status: spreadsheetLineStatusSchema,
  mensagem: z.string(),
  idproduto: uuid.nullable(),
  nome: z.string().nullable(),
});
export type SpreadsheetLine = z.infer<typeof spreadsheetLineSchema>;

export const spreadsheetResponseSchema = z.object({
  linhas: z.array(spreadsheetLineSchema),
  resumo: z.object({
    total: z.number().int(),
    adicionados: z.number().int(),
    ajustados: z.number().int(),
    desconhecidos: z.number().int(),
    indisponiveis: z.number().int(),
    invalidos: z.number().int(),
  }),
  mensagem: z.string(),
  carrinho: cartSchema,
});
export type SpreadsheetResponse = z.infer<typeof spreadsheetResponseSchema>;

export const spreadsheetEndpoints = {
  uploadSpreadsheet: defineEndpoint({
    method: 'POST',
    path: '/v4/product/spreadsheet/{idfornecedor}/',
    summary:
      'Pedido rápido por planilha (Bearer): {arquivo: {nome, conteudo base64}} CSV ou XLSX, ou {texto}, linhas "codigo;quantidade". Adiciona as linhas válidas ao carrinho e responde linha a linha (ADICIONADO, AJUSTADO, DESCONHECIDO, INDISPONIVEL, INVALIDO).',
    tags: ['Produto'],
    session: 'required',
    params: z.object({ idfornecedor: idOuSlug }),
    query: spreadsheetQuerySchema,
    body: spreadsheetBodySchema,
    response: spreadsheetResponseSchema,
  }),
};
