/**
 * Requests and answers of the storefront's own delivery route handlers
 * (`app/[supplier]/api/entrega/**`), shared by the handlers (parse the body) and the header
 * selector (parses the answer). Pure zod; no React, no `next/headers`.
 */
import { z } from 'zod';

import { cepInput } from '../contract/address';
import { deliveryTypeSchema, uuid } from '../contract/common';

export const cepRequestSchema = z.object({
  cep: cepInput,
  /** The type chosen in the selector at the moment of the query (defaults to the context's). */
  tipoEntrega: deliveryTypeSchema.optional(),
});
export const typeRequestSchema = z.object({ tipoEntrega: deliveryTypeSchema });
export const storeRequestSchema = z.object({ idloja: uuid });
export const savedAddressRequestSchema = z.object({ idendereco: uuid });

/** One row of the choice list (segment, supplier, store). */
export const supplierOptionSchema = z.object({
  idfornecedor: uuid,
  nome: z.string(),
  segmento: z.string(),
  loja: z.string().nullable(),
  distancia: z.string().nullable(),
  atual: z.boolean(),
  /** Sells to companies (CNPJ) only: labelled wherever it is offered (never offered to consumers). */
  somenteEmpresas: z.boolean(),
  /** Link that carries the place to that supplier and opens it. */
  destino: z.string(),
});
export type SupplierOption = z.infer<typeof supplierOptionSchema>;

export const deliveryResultSchema = z.discriminatedUnion('resultado', [
  /** The current supplier serves the place (or the type/store changed): reload lists and prices. */
  z.object({ ok: z.literal(true), resultado: z.literal('atual') }),
  /**
   * The current supplier does not serve the place: `mensagem` says so ('<Fornecedor> não entrega
   * no CEP 00000-000.'), `opcoes` are the suppliers that do (maybe none). Nothing is stored and
   * nobody moves until the shopper chooses; `retirada`: the current supplier offers pickup.
   */
  z.object({
    ok: z.literal(true),
    resultado: z.literal('naoAtende'),
    mensagem: z.string(),
    fornecedor: z.string(),
    opcoes: z.array(supplierOptionSchema),
    retirada: z.boolean(),
  }),
  /** Several serve it, the current supplier among them: the shopper picks one. */
  z.object({ ok: z.literal(true), resultado: z.literal('escolha'), opcoes: z.array(supplierOptionSchema) }),
  /** Nobody serves it (warning, address cleared), or a failure / bad input. */
  z.object({ ok: z.literal(false), resultado: z.literal('erro'), erro: z.string(), nivel: z.enum(['aviso', 'erro']) }),
]);
export type DeliveryResult = z.infer<typeof deliveryResultSchema>;

export const storeViewSchema = z.object({
  idloja: uuid,
  nome: z.string(),
  descricao_endereco_loja: z.string(),
  distancia: z.string().nullable(),
  /** Opening hours of the store (the supplier's service hours when the store has none). */
  horario: z.string().nullable(),
  escolhida: z.boolean(),
});
export type StoreView = z.infer<typeof storeViewSchema>;

export const savedAddressViewSchema = z.object({
  idendereco: uuid,
  descricao: z.string(),
  textoendereco: z.string(),
  primario: z.boolean(),
  escolhido: z.boolean(),
});
export type SavedAddressView = z.infer<typeof savedAddressViewSchema>;

/** GET …/api/entrega/estado: what the selector panel lists. */
export const deliveryStateSchema = z.object({
  tipoEntrega: deliveryTypeSchema,
  tipos: z.array(deliveryTypeSchema),
  cep: z.string().nullable(),
  textoendereco: z.string().nullable(),
  lojas: z.array(storeViewSchema),
  /** null for visitors. */
  enderecos: z.array(savedAddressViewSchema).nullable(),
  erro: z.string().nullable(),
});
export type DeliveryState = z.infer<typeof deliveryStateSchema>;

/** First pt-BR message of a zod error (the field's own message). */
export function firstIssue(error: z.ZodError, fallback: string): string {
  return error.issues[0]?.message ?? fallback;
}
