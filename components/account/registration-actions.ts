'use server';

import { z } from 'zod';

import { defineAction, mapActionError, type ActionResult } from '@/lib/actions/define-action';
import * as identity from '@/lib/commerce/identity';
import { clientCharacteristicAnswerSchema, createUserBodySchema, IDENTITY_MESSAGES } from '@/lib/contract';
import { holdsUnapproved } from '@/lib/session/can-submit';

import {
  AUTH_ERRORS,
  browserUserAgent,
  cnpjInvalid,
  loginInput,
  openSession,
  refusedHere,
  returnTo,
  scope,
} from './login-shared';

/**
 * Registration actions (an unknown login at /entrar): the new user, and the tax-office data that
 * prefills a company's fields. Ids come from the session and the API, never from the browser; the API authorizes every call with
 * the session token. Each one opens with defineAction (origin, supplier or customer, input, errors).
 */

/** Optional text of the registration: blank → left out. */
const optionalText = (schema: z.ZodType<string | undefined, string | undefined>) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(schema);

const registration = z.object({
  // First: an invalid document answers 'Email ou CPF Invalido' before the other fields' messages.
  cpf: loginInput((tipo) => tipo !== 'EMAIL'),
  nome: createUserBodySchema.shape.nome,
  email: createUserBodySchema.shape.email,
  senha: createUserBodySchema.shape.senha,
  telefone: optionalText(createUserBodySchema.shape.telefone),
  razao_social: optionalText(createUserBodySchema.shape.razao_social),
  nome_fantasia: optionalText(createUserBodySchema.shape.nome_fantasia),
  inscricao_estadual: optionalText(createUserBodySchema.shape.inscricao_estadual),
  ie_isento: createUserBodySchema.shape.ie_isento,
  // '' (nothing selected) is no answer.
  regime_tributario: z.preprocess((v) => (v === '' ? undefined : v), createUserBodySchema.shape.regime_tributario),
  caracteristicas: z.array(clientCharacteristicAnswerSchema).max(50).optional(),
});

export type RegisterResult = ActionResult<{ destino: string; pendente: boolean; titulo?: string; mensagem?: string }>;

/** Unknown login: create the user (tokenOrigin=commerce), then log in. */
export const registerAction = defineAction({
  input: z.tuple([registration, returnTo]),
  session: 'supplier',
  noSupplier: IDENTITY_MESSAGES.erroCadastrar,
  ...AUTH_ERRORS,
  run: async ({ input: [{ cpf: c, ...fields }, voltar], ...ctx }): Promise<RegisterResult> => {
    const { supplier, base } = ctx;
    if (refusedHere(c.tipo, supplier.tag)) return cnpjInvalid;
    let created;
    try {
      created = await identity.register({
        ...fields,
        cpf: c.valor,
        idfornecedor: supplier.idfornecedor,
        tokenOrigin: 'commerce',
      });
    } catch (error) {
      return mapActionError(error, base, { scope, fallback: IDENTITY_MESSAGES.erroCadastrar, rateLimit: false });
    }
    const auth = await identity.authenticate({
      cpf: c.valor,
      senha: fields.senha,
      idfornecedor: supplier.idfornecedor,
      dispositivo: await browserUserAgent(),
    });
    const destino = await openSession(auth, ctx, voltar);
    const pendente = !created.cadastro_aprovado && holdsUnapproved(supplier.tag);
    return pendente
      ? {
          ok: true,
          destino,
          pendente,
          titulo: IDENTITY_MESSAGES.cadastroPendenteTitulo,
          mensagem: created.message_after_create ?? IDENTITY_MESSAGES.cadastroCriadoPendente,
        }
      : {
          ok: true,
          destino,
          pendente,
          titulo: IDENTITY_MESSAGES.cadastroConcluidoTitulo,
          mensagem: IDENTITY_MESSAGES.cadastroConcluido,
        };
  },
});

/** Tax-office data to prefill company fields for a CNPJ (null when not found or on any failure). */
export const taxOfficeAction = defineAction({
  input: z.tuple([loginInput((tipo) => tipo === 'CNPJ')]),
  session: 'supplier',
  fallback: '',
  scope,
  reply: () => null,
  run: ({ input: [c], supplier }) => identity.getTaxOfficeData(c.valor, supplier.idfornecedor),
});
