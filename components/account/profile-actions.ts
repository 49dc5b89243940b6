'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';

import {
  asFormState,
  defineAction,
  formData,
  type ActionFailure,
  type ActionResult,
  type FormState,
} from '@/lib/actions/define-action';
import type { CommerceApiError } from '@/lib/commerce/errors';
import * as identity from '@/lib/commerce/identity';
import { IDENTITY_MESSAGES, updateUserBodySchema } from '@/lib/contract';

/**
 * The account's own data (/conta): registration fields, the email change and its verification code.
 * Ids come from the session, never from the browser.
 */

const scope = 'identidade';

/** `destino`: HTTP 429, the form goes to the too-many-request page (followRateLimit). */
export type UpdateState = FormState;

/** The fields the account form may change, trimmed; blank ones are left as they are (the email has its own form). */
const ACCOUNT_FIELDS = ['nome', 'telefone', 'razao_social', 'nome_fantasia', 'senha', 'senha_atual'] as const;
const CHARACTERISTIC_FIELD = /^caracteristica:(.+)$/;
const filledAccountFields = (fields: unknown) => {
  const form = (fields ?? {}) as Record<string, string | undefined>;
  const filled: Record<string, unknown> = Object.fromEntries(
    ACCOUNT_FIELDS.map((k) => [k, form[k]?.trim()]).filter(([, v]) => v),
  );
  // The supplier's client characteristics (spec 7), every one the form shows: a blank one clears
  // its answer, and the API refuses a required one left blank.
  const caracteristicas = Object.entries(form).flatMap(([k, v]) => {
    const m = CHARACTERISTIC_FIELD.exec(k);
    return m ? [{ idcaracteristica: m[1]!, valor: typeof v === 'string' ? v : '' }] : [];
  });
  if (caracteristicas.length) filled.caracteristicas = caracteristicas;
  return filled;
};

/** Update registration / user (PUT /v1/app/usuario/{id}). */
export const updateUserAction = defineAction({
  input: formData(z.preprocess(filledAccountFields, updateUserBodySchema.shape.dadosUsuario)),
  session: 'customer',
  fallback: IDENTITY_MESSAGES.erroAtualizar,
  scope,
  // The API refused (e.g. 409 email of another account): the spec's message, with the API's
  // reason as the detail.
  apiError: (error) => ({
    ok: false,
    erro: IDENTITY_MESSAGES.erroAtualizar,
    ...(error.message !== IDENTITY_MESSAGES.erroAtualizar ? { detalhe: error.message } : {}),
    ...(error.campos ? { campos: error.campos } : {}),
  }),
  reply: asFormState,
  run: async ({ input, account, supplier }): Promise<UpdateState> => {
    await identity.updateUser(account.token, account.usuario.idcliente, supplier.idfornecedor, input);
    revalidatePath('/', 'layout');
    return { ok: true, mensagem: IDENTITY_MESSAGES.cadastroAtualizado };
  },
});

/** An API refusal with its message and per-field messages (the form marks the field). */
const withFields = (error: CommerceApiError): ActionFailure => ({
  ok: false,
  erro: error.message,
  ...(error.campos ? { campos: error.campos } : {}),
});

/** Fields of the email change, as typed (the API checks them; nothing is trimmed from a password). */
const emailChangeInput = z.object({
  email: z.string().trim().min(1, 'Informe o novo email').max(254, 'Email inválido'),
  senha_atual: z.string().min(1, IDENTITY_MESSAGES.informeSenhaAtual).max(128, 'Senha muito longa'),
});

export type EmailChangeResult = ActionResult<{ mensagem: string; email_pendente: string }>;

/**
 * Starts an email change (decision 0032): the current password, then a code to the new address.
 * A refusal, 429 included, is answered in the form (rateLimit: false), which keeps what was typed.
 */
export const changeEmailAction = defineAction({
  input: z.tuple([emailChangeInput]),
  session: 'customer',
  fallback: IDENTITY_MESSAGES.erroAtualizar,
  rateLimit: false,
  apiError: withFields,
  scope,
  run: async ({ input: [fields], account, supplier }): Promise<EmailChangeResult> => {
    const r = await identity.updateUser(account.token, account.usuario.idcliente, supplier.idfornecedor, fields);
    if (!r.email_pendente) {
      const erro = 'Este já é o email da sua conta';
      return { ok: false, erro, campos: { email: erro } };
    }
    return { ok: true, mensagem: r.mensagem, email_pendente: r.email_pendente };
  },
});

/** The code sent to the new address: the email changes now. */
export const confirmEmailChangeAction = defineAction({
  input: z.tuple([z.string().max(20)]),
  session: 'customer',
  fallback: IDENTITY_MESSAGES.erroAtualizar,
  rateLimit: false,
  apiError: withFields,
  scope,
  run: async ({ input: [codigo], account, supplier }): Promise<ActionResult<{ mensagem: string }>> => {
    const r = await identity.confirmEmailChange(account.token, supplier.idfornecedor, codigo);
    revalidatePath('/', 'layout');
    return { ok: true, mensagem: r.mensagem };
  },
});

/** A verification code typed back; one sent to the account's email confirms it. */
export const confirmVerificationAction = defineAction({
  input: z.tuple([z.string().max(20)]),
  session: 'customer',
  fallback: 'Não foi possível confirmar o código',
  rateLimit: false,
  scope,
  run: async ({ input: [codigo], account, supplier }): Promise<ActionResult<{ mensagem: string }>> => {
    const r = await identity.confirmVerification(account.token, supplier.idfornecedor, codigo);
    return { ok: true, mensagem: r.mensagem };
  },
});

export const sendVerificationAction = defineAction({
  session: 'customer',
  fallback: 'Não foi possível enviar a verificação',
  rateLimit: false,
  scope,
  run: async ({ account, supplier }): Promise<ActionResult<{ destino: string }>> => {
    const r = await identity.sendVerification(account.token, account.usuario.idcliente, supplier.idfornecedor);
    return { ok: true, destino: r.destino };
  },
});
