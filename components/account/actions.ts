'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';

import { requestSupplier, type SupplierContext } from '@/lib/actions/context';
import {
  asFormState,
  defineAction,
  formData,
  ignoreFailure,
  mapActionError,
  redirectOnRateLimit,
  type ActionFailure,
  type ActionResult,
  type ErrorMapping,
  type FormState,
} from '@/lib/actions/define-action';
import type { CommerceApiError } from '@/lib/commerce/errors';
import * as identity from '@/lib/commerce/identity';
import {
  clientCharacteristicAnswerSchema,
  createUserBodySchema,
  IDENTITY_MESSAGES,
  LINKED_USER_MESSAGES,
  MIN_PASSWORD_LENGTH,
  updateUserBodySchema,
  type AuthResponse,
  type ClientCharacteristic,
} from '@/lib/contract';
import { adoptVisitorPlace } from '@/lib/delivery/server';
import { classifyLogin, CNPJ_INVALID_MESSAGE, maskEmail, type LoginKind } from '@/lib/rules/login';
import { sellsOnlyToCompanies } from '@/lib/rules/supplier-audience';
import { holdsUnapproved } from '@/lib/session/can-submit';
import { absoluteOnVisitorOrigin, destinationAfterLogin, redirectWithin, returnPath } from '@/lib/session/flow';
import { getSession, sessionFromAuth, startSession } from '@/lib/session/server';

/**
 * Login, registration, password and account actions (/entrar, /redefinir-senha, /conta). Ids come
 * from the session and the API, never from the browser; the API authorizes every call with the
 * session token. Each one opens with defineAction (origin, supplier or customer, input, errors).
 */

const scope = 'identidade';

/** A login of the accepted kinds, classified (check digits included); else 'Email ou CPF Invalido'. */
const loginInput = (accepts: (kind: LoginKind) => boolean = () => true) =>
  z.string({ message: IDENTITY_MESSAGES.loginInvalido }).transform((raw, ctx) => {
    const c = classifyLogin(raw);
    if (c.ok && accepts(c.tipo)) return c;
    ctx.addIssue({ code: 'custom', message: IDENTITY_MESSAGES.loginInvalido });
    return z.NEVER;
  });

/** Page to return to after the login (sanitized later); absent → the home. */
const returnTo = z.string().nullish();

/**
 * Lookup and login: a 429 (login throttling) is an ordinary refusal with the API's message, shown
 * in place by the login form, which keeps what was typed; the page does not change
 * (docs/decisions/0017-login-throttling.md).
 */
const LOGIN_ERRORS = { scope, fallback: IDENTITY_MESSAGES.erroLogin, rateLimit: false } satisfies ErrorMapping;

/** Authentication: as the lookup, and a 400 (malformed credentials) → 'Erro tentando autenticar…'. */
const AUTH_ERRORS = {
  ...LOGIN_ERRORS,
  apiError: (error) => (error.status === 400 ? { ok: false, erro: IDENTITY_MESSAGES.erroAutenticar } : undefined),
} satisfies ErrorMapping;

/** The browser's User-Agent, listed in the customer's sessions (control characters dropped). */
async function browserUserAgent(): Promise<string | undefined> {
  const ua = (await headers())
    .get('user-agent')
    ?.replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return ua ? ua.slice(0, 300) : undefined;
}

/** A successful authentication: the sealed session, the visitor's place adopted, the page to go to. */
async function openSession(
  auth: AuthResponse,
  { supplier, base }: SupplierContext,
  voltar: string | null | undefined,
): Promise<string> {
  await startSession(await getSession(), sessionFromAuth(auth, supplier.idfornecedor));
  await adoptVisitorPlace(auth.token, supplier);
  return destinationAfterLogin(auth.token, auth.usuario, supplier, base, voltar);
}

/**
 * Where only companies buy, a foreign document is a mistyped CNPJ (classifyLoginAt): refused
 * before any call, and again by the API at registration.
 */
const refusedHere = (tipo: LoginKind, tags: readonly string[]) => tipo === 'ESTRANGEIRO' && sellsOnlyToCompanies(tags);
const cnpjInvalid: ActionFailure = { ok: false, erro: CNPJ_INVALID_MESSAGE, campos: { cpf: CNPJ_INVALID_MESSAGE } };

export type LookupResult = ActionResult<{
  existe: boolean;
  tipo: LoginKind;
  valor: string;
  nome?: string;
  email?: string | null;
  /** Unknown login: what the supplier asks of its customers at registration (spec 7). */
  caracteristicas?: ClientCharacteristic[];
}>;

/** Step 1: is this login known? (check digits validated before any call). */
export const lookupAction = defineAction({
  input: z.tuple([loginInput()]),
  session: 'supplier',
  ...LOGIN_ERRORS,
  run: async ({ input: [c], supplier }): Promise<LookupResult> => {
    if (refusedHere(c.tipo, supplier.tag)) return cnpjInvalid;
    const r = await identity.lookupLogin(c.valor, supplier.idfornecedor);
    return {
      ok: true,
      existe: r.existe,
      tipo: c.tipo,
      valor: c.valor,
      ...(r.usuario ? { nome: r.usuario.nome, email: r.usuario.email } : {}),
      ...(r.existe ? {} : { caracteristicas: await identity.listClientCharacteristics(supplier.idfornecedor) }),
    };
  },
});

export type LoginResult = ActionResult<{ destino: string; pendente: boolean; mensagem?: string }>;

/** Step 2 (known login): password → sealed session → page to return to. */
export const loginAction = defineAction({
  input: z.tuple([
    loginInput(),
    z.string({ message: IDENTITY_MESSAGES.erroAutenticar }).min(1, IDENTITY_MESSAGES.erroAutenticar),
    returnTo,
  ]),
  session: 'supplier',
  ...AUTH_ERRORS,
  run: async ({ input: [c, senha, voltar], ...ctx }): Promise<LoginResult> => {
    const { supplier } = ctx;
    const auth = await identity.authenticate({
      cpf: c.valor,
      senha,
      idfornecedor: supplier.idfornecedor,
      dispositivo: await browserUserAgent(),
    });
    const destino = await openSession(auth, ctx, voltar);
    const pendente = !auth.usuario.cadastro_aprovado && holdsUnapproved(supplier.tag);
    // Spec 4 "Login and session" words the login of an unapproved account apart from spec 8's banner text.
    return {
      ok: true,
      destino,
      pendente,
      ...(pendente ? { mensagem: IDENTITY_MESSAGES.cadastroAguardandoLogin } : {}),
    };
  },
});

/** Full-page fallback (/entrar without JavaScript): same as loginAction, answered by a redirect. */
export const loginFormAction = defineAction({
  input: formData(
    z.object({ login: z.string().default(''), senha: z.string().default(''), voltar: z.string().default('/') }),
  ),
  session: 'none',
  fallback: IDENTITY_MESSAGES.erroLogin,
  scope,
  reply: ignoreFailure,
  run: async ({ input: { login, senha, voltar } }): Promise<void> => {
    const r = await loginAction(login, senha, voltar);
    if (r.ok) redirect(await absoluteOnVisitorOrigin(r.destino));
    const base = (await requestSupplier())?.base ?? '';
    await redirectWithin(
      base,
      `/entrar?erro=${encodeURIComponent(r.erro)}&voltar=${encodeURIComponent(voltar)}&login=${encodeURIComponent(login)}`,
    );
  },
});

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

/** Representatives log in separately (email + password, loginAsRepresentante). */
export const representativeLoginAction = defineAction({
  input: z.tuple([loginInput((tipo) => tipo === 'EMAIL'), z.string()]),
  session: 'supplier',
  ...AUTH_ERRORS,
  run: async ({ input: [c, senha], supplier, base }): Promise<LoginResult> => {
    const r = await identity.authenticateRepresentative({ cpf: c.valor, senha, idfornecedor: supplier.idfornecedor });
    await startSession(await getSession(), {
      token: r.token,
      idcliente: null,
      idfornecedor: supplier.idfornecedor,
      kind: 'representante',
    });
    return { ok: true, destino: returnPath(base, '/conta/clientes'), pendente: false };
  },
});

/** `destino`: HTTP 429, the form goes to the too-many-request page (followRateLimit). */
export type ResetState = FormState;

/** New password from the emailed link (single use, revokes every session of the client). */
export const resetPasswordAction = defineAction({
  input: formData(
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
  ),
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
  input: formData(
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
  ),
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

// Account (/conta) ------------------------------------------------------------------------------
export const acceptTermsAction = defineAction({
  session: 'customer',
  fallback: 'Não foi possível registrar o aceite dos termos de uso',
  scope,
  run: async ({ account, supplier }): Promise<ActionResult> => {
    await identity.acceptTerms(account.token, account.usuario.idcliente, supplier.idfornecedor);
    return { ok: true };
  },
});

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

// Linked users ------------------------------------------------------------------------------
const sendLinkedUserInvitation = defineAction({
  input: formData(z.object({ email: z.string().trim().default(''), nome: z.string().trim().default('') })),
  session: 'customer',
  fallback: 'Não foi possível enviar o convite',
  scope,
  reply: asFormState,
  run: async ({ input: { email, nome }, account, supplier }): Promise<UpdateState> => {
    const r = await identity.createLinkedUser(
      account.token,
      account.usuario.idcliente,
      supplier.idfornecedor,
      email,
      nome || undefined,
    );
    revalidatePath('/', 'layout');
    return { ok: true, mensagem: r.mensagem };
  },
});

/** The new-linked-user form's state: a refusal carries what was typed (`valores`). */
export type LinkedUserFormState = (Exclude<FormState, null> & { valores?: { email: string; nome: string } }) | null;

/**
 * Invites a linked user (decision 0028), the new-user form's own server action (its `action` is the
 * page's URL, decision 0042). Without JavaScript a refusal renders the page anew, so the answer
 * carries the typed email and name back into the fields.
 */
export async function createLinkedUserAction(state: unknown, form: FormData): Promise<LinkedUserFormState> {
  const r = await sendLinkedUserInvitation(state, form);
  if (r?.ok) return r;
  const typed = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  return { ...r, ok: false, mensagem: r?.mensagem ?? '', valores: { email: typed('email'), nome: typed('nome') } };
}

/** "Aceitar" / "Recusar" on an invitation the logged-in account received (decision 0028). */
export const answerInvitationAction = defineAction({
  input: formData(
    z.object({
      idconvite: z.string().default(''),
      resposta: z.enum(['aceitar', 'recusar'], { message: 'Escolha aceitar ou recusar' }),
    }),
  ),
  session: 'customer',
  fallback: 'Não foi possível responder ao convite',
  scope,
  reply: asFormState,
  run: async ({ input: { idconvite, resposta }, account, supplier }): Promise<UpdateState> => {
    const r = await identity.answerInvitation(
      account.token,
      account.usuario.idcliente,
      idconvite,
      resposta === 'aceitar',
      supplier.idfornecedor,
    );
    // No revalidation: the answer stays on screen in place of the buttons; the next visit is fresh.
    return { ok: true, mensagem: r.mensagem };
  },
});

/** A plain form action: the 429 page is reached by a redirect on the visitor's origin. */
export const deleteLinkedUserAction = defineAction({
  input: formData(z.object({ idcliente: z.string().default('') })),
  session: 'customer',
  fallback: '',
  scope,
  reply: redirectOnRateLimit,
  run: async ({ input: { idcliente }, account, supplier }): Promise<void> => {
    try {
      await identity.deleteLinkedUser(account.token, account.usuario.idcliente, idcliente, supplier.idfornecedor);
    } finally {
      revalidatePath('/', 'layout');
    }
  },
});

// Sessions -------------------------------------------------------------------------
const SESSION_ERRORS = { scope, fallback: 'Não foi possível encerrar a sessão' } satisfies ErrorMapping;

/** Ends another device's session ("Sair deste dispositivo" on its row); the list is refreshed. */
export const endSessionAction = defineAction({
  input: z.tuple([z.uuid({ message: 'Sessão inválida' })]),
  session: 'customer',
  ...SESSION_ERRORS,
  run: async ({ input: [idsessao], account, supplier }): Promise<ActionResult> => {
    await identity.endSession(account.token, idsessao, supplier.idfornecedor);
    revalidatePath('/', 'layout');
    return { ok: true };
  },
});

/** "Sair de todos os dispositivos": every session ends, this one too; the cookie goes and the shopper lands on the home. */
export const endAllSessionsAction = defineAction({
  session: 'customer',
  ...SESSION_ERRORS,
  run: async ({ account, supplier, base }): Promise<ActionResult<{ destino: string }>> => {
    await identity.endAllSessions(account.token, supplier.idfornecedor);
    (await getSession()).destroy();
    return { ok: true, destino: returnPath(base, '/') };
  },
});
