'use server';

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
  type ActionFailure,
  type ActionResult,
  type ErrorMapping,
  type FormState,
} from '@/lib/actions/define-action';
import * as identity from '@/lib/commerce/identity';
import {
  clientCharacteristicAnswerSchema,
  createUserBodySchema,
  IDENTITY_MESSAGES,
  LINKED_USER_MESSAGES,
  MIN_PASSWORD_LENGTH,
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
 * Login, registration, password and terms actions (/entrar, /redefinir-senha, /convite-vinculado). Ids come
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
