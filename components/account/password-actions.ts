'use server';

import { z } from 'zod';

import { asFormState, defineAction, formData, type ActionResult, type FormState } from '@/lib/actions/define-action';
import * as identity from '@/lib/commerce/identity';
import { IDENTITY_MESSAGES, LINKED_USER_MESSAGES, MIN_PASSWORD_LENGTH } from '@/lib/contract';
import { classifyLogin, maskEmail } from '@/lib/rules/login';

/**
 * Password actions: recovery from the login, the new password from the emailed link
 * (/redefinir-senha) and the invited person's first password (/convite-vinculado). Ids come from the session and the API, never from the browser; the API authorizes every call with
 * the session token. Each one opens with defineAction (origin, supplier or customer, input, errors).
 */

const scope = 'identidade';

/** Password recovery: the candidate's idcliente or the given login (slashes stripped). */
export const recoverPasswordAction = defineAction({
  input: z.tuple([
    z
      .string({ message: IDENTITY_MESSAGES.falhaRecuperarSenha })
      .refine((ref) => ref.trim() !== '', IDENTITY_MESSAGES.falhaRecuperarSenha),
  ]),
  session: 'supplier',
  scope,
  fallback: IDENTITY_MESSAGES.falhaRecuperarSenha,
  // Only the API's own recovery failures are shown; any other refusal reads as the generic one.
  apiError: (error) => ({
    ok: false,
    erro: error.message.startsWith(IDENTITY_MESSAGES.falhaRecuperarSenha)
      ? error.message
      : IDENTITY_MESSAGES.falhaRecuperarSenha,
  }),
  run: async ({ input: [ref], supplier }): Promise<ActionResult<{ email: string }>> => {
    const c = classifyLogin(ref);
    const r = await identity.recoverPassword(c.ok ? c.valor : ref, supplier.idfornecedor);
    return { ok: true, email: r.email.includes('*') ? r.email : maskEmail(r.email) };
  },
});

/**
 * The emailed link's token and the new password typed twice: the same form for the reset link
 * and the invitation link, so the same rules and messages.
 */
const newPasswordInput = formData(
  z
    .object({
      token: z.string().default(''),
      senha: z
        .string()
        .default('')
        .pipe(z.string().min(MIN_PASSWORD_LENGTH, `A senha deve ter ao menos ${MIN_PASSWORD_LENGTH} caracteres`)),
      confirmacao: z.string().default(''),
    })
    .refine((v) => v.senha === v.confirmacao, 'As senhas não conferem'),
);

/** `destino`: HTTP 429, the form goes to the too-many-request page (followRateLimit). */
export type ResetState = FormState;

/** New password from the emailed link (single use, revokes every session of the client). */
export const resetPasswordAction = defineAction({
  input: newPasswordInput,
  session: 'supplier',
  noSupplier: 'Link de redefinição de senha inválido ou expirado',
  fallback: 'Não foi possível redefinir a senha. Tente novamente mais tarde',
  scope,
  reply: asFormState,
  run: async ({ input: { token, senha }, supplier }): Promise<ResetState> => {
    const r = await identity.resetPassword(token, senha, supplier.idfornecedor);
    return { ok: true, mensagem: r.mensagem };
  },
});

/** The emailed invitation link (/convite-vinculado): the invited person's password, then a normal login. */
export const setInvitationPasswordAction = defineAction({
  input: newPasswordInput,
  session: 'supplier',
  noSupplier: LINKED_USER_MESSAGES.linkInvalido,
  fallback: 'Não foi possível definir a senha. Tente novamente mais tarde',
  scope,
  reply: asFormState,
  run: async ({ input: { token, senha }, supplier }): Promise<ResetState> => {
    const r = await identity.setInvitationPassword(token, senha, supplier.idfornecedor);
    return { ok: true, mensagem: r.mensagem };
  },
});
