'use server';

import { redirect } from 'next/navigation';
import { IDENTITY_MESSAGES, createUserBodySchema, type TaxOfficeData } from '@/lib/contract';
import { CommerceApiError } from '@/lib/commerce/errors';
import { rateLimitResult } from '@/lib/commerce/rate-limit';
import * as identity from '@/lib/commerce/identity';
import { classifyLogin, maskEmail } from '@/lib/rules/login';
import { holdsUnapproved } from '@/lib/session/can-submit';
import {
  FORBIDDEN_RESULT,
  absoluteOnVisitorOrigin,
  actionOriginOk,
  destinationAfterLogin,
  failure,
  requestSupplier,
  redirectWithin,
  returnPath,
  type ActionResult,
} from '@/lib/session/flow';
import { getSession, sessionFromAuth, startSession } from '@/lib/session/server';
import { adoptVisitorPlace } from '@/lib/delivery/server';

const NO_SUPPLIER = { ok: false as const, erro: IDENTITY_MESSAGES.erroLogin };

export type LookupResult = ActionResult<{
  existe: boolean;
  tipo: 'EMAIL' | 'CPF' | 'CNPJ' | 'ESTRANGEIRO';
  valor: string;
  nome?: string;
  email?: string | null;
}>;

/** Step 1: is this login known? (check digits validated before any call). */
export async function lookupAction(login: string): Promise<LookupResult> {
  if (!(await actionOriginOk())) return FORBIDDEN_RESULT;
  const c = classifyLogin(login);
  if (!c.ok) return { ok: false, erro: IDENTITY_MESSAGES.loginInvalido };
  const ctx = await requestSupplier();
  if (!ctx) return NO_SUPPLIER;
  try {
    const r = await identity.lookupLogin(c.valor, ctx.supplier.idfornecedor);
    return {
      ok: true,
      existe: r.existe,
      tipo: c.tipo,
      valor: c.valor,
      ...(r.usuario ? { nome: r.usuario.nome, email: r.usuario.email } : {}),
    };
  } catch (error) {
    return rateLimited(error, ctx.base) ?? failure(error, IDENTITY_MESSAGES.erroLogin);
  }
}

export type LoginResult = ActionResult<{ destino: string; pendente: boolean; mensagem?: string }>;

/** 429 (login or IP rate limit): the client goes to the supplier's too-many-request page. */
function rateLimited(error: unknown, base: string) {
  return rateLimitResult(error, base, IDENTITY_MESSAGES.muitasTentativas);
}

function authFailure(error: unknown, base = '') {
  const limited = rateLimited(error, base);
  if (limited) return limited;
  if (error instanceof CommerceApiError) {
    if (error.status === 401 || error.status === 404) return failure(error, IDENTITY_MESSAGES.credenciaisInvalidas);
    if (error.status === 400) return { ok: false as const, erro: IDENTITY_MESSAGES.erroAutenticar };
  }
  return failure(error, IDENTITY_MESSAGES.erroLogin);
}

/** Step 2 (known login): password → sealed session → page to return to. */
export async function loginAction(login: string, senha: string, voltar: string | null): Promise<LoginResult> {
  if (!(await actionOriginOk())) return FORBIDDEN_RESULT;
  const c = classifyLogin(login);
  if (!c.ok) return { ok: false, erro: IDENTITY_MESSAGES.loginInvalido };
  if (!senha) return { ok: false, erro: IDENTITY_MESSAGES.erroAutenticar };
  const ctx = await requestSupplier();
  if (!ctx) return NO_SUPPLIER;
  const { supplier, base } = ctx;
  let auth;
  try {
    auth = await identity.authenticate({ cpf: c.valor, senha, idfornecedor: supplier.idfornecedor });
  } catch (error) {
    return authFailure(error, base);
  }
  await startSession(await getSession(), sessionFromAuth(auth, supplier.idfornecedor));
  await adoptVisitorPlace(auth.token, supplier);
  const pendente = !auth.usuario.cadastro_aprovado && holdsUnapproved(supplier.tag);
  const destino = await destinationAfterLogin(auth.token, auth.usuario, supplier, base, voltar);
  return { ok: true, destino, pendente, ...(pendente ? { mensagem: IDENTITY_MESSAGES.cadastroAguardando } : {}) };
}

/** Full-page fallback (/entrar without JavaScript): same as loginAction, answered by a redirect. */
export async function loginFormAction(formData: FormData): Promise<void> {
  const login = String(formData.get('login') ?? '');
  const voltar = String(formData.get('voltar') ?? '/');
  const r = await loginAction(login, String(formData.get('senha') ?? ''), voltar);
  const ctx = await requestSupplier();
  const base = ctx?.base ?? '';
  if (r.ok) redirect(await absoluteOnVisitorOrigin(r.destino));
  await redirectWithin(base, `/entrar?erro=${encodeURIComponent(r.erro)}&voltar=${encodeURIComponent(voltar)}&login=${encodeURIComponent(login)}`);
}

export type RegisterInput = {
  cpf: string;
  nome: string;
  email: string;
  senha: string;
  telefone?: string;
  razao_social?: string;
  nome_fantasia?: string;
};

export type RegisterResult = ActionResult<{ destino: string; pendente: boolean; titulo?: string; mensagem?: string }>;

/** Unknown login: create the user (tokenOrigin=commerce), then log in. */
export async function registerAction(input: RegisterInput, voltar: string | null): Promise<RegisterResult> {
  if (!(await actionOriginOk())) return FORBIDDEN_RESULT;
  const c = classifyLogin(input.cpf);
  if (!c.ok || c.tipo === 'EMAIL') return { ok: false, erro: IDENTITY_MESSAGES.loginInvalido };
  const ctx = await requestSupplier();
  if (!ctx) return { ok: false, erro: IDENTITY_MESSAGES.erroCadastrar };
  const { supplier, base } = ctx;
  const empty = (v?: string) => (v && v.trim() ? v.trim() : undefined);
  const parsed = createUserBodySchema.safeParse({
    nome: input.nome,
    email: input.email,
    cpf: c.valor,
    senha: input.senha,
    telefone: empty(input.telefone),
    razao_social: empty(input.razao_social),
    nome_fantasia: empty(input.nome_fantasia),
    idfornecedor: supplier.idfornecedor,
    tokenOrigin: 'commerce',
  });
  if (!parsed.success) {
    const campos: Record<string, string> = {};
    for (const issue of parsed.error.issues) campos[String(issue.path[0] ?? 'form')] ??= issue.message;
    return { ok: false, erro: Object.values(campos)[0] ?? IDENTITY_MESSAGES.erroCadastrar, campos };
  }
  let created;
  try {
    created = await identity.register(parsed.data);
  } catch (error) {
    return failure(error, IDENTITY_MESSAGES.erroCadastrar);
  }
  let auth;
  try {
    auth = await identity.authenticate({ cpf: c.valor, senha: input.senha, idfornecedor: supplier.idfornecedor });
  } catch (error) {
    return authFailure(error, base);
  }
  await startSession(await getSession(), sessionFromAuth(auth, supplier.idfornecedor));
  await adoptVisitorPlace(auth.token, supplier);
  const pendente = !created.cadastro_aprovado && holdsUnapproved(supplier.tag);
  const destino = await destinationAfterLogin(auth.token, auth.usuario, supplier, base, voltar);
  return pendente
    ? {
        ok: true,
        destino,
        pendente,
        titulo: IDENTITY_MESSAGES.cadastroPendenteTitulo,
        mensagem: created.message_after_create ?? IDENTITY_MESSAGES.cadastroCriadoPendente,
      }
    : { ok: true, destino, pendente };
}

/** Tax-office data to prefill company fields for a CNPJ (null when not found). */
export async function taxOfficeAction(cnpj: string): Promise<TaxOfficeData | null> {
  if (!(await actionOriginOk())) return null;
  const c = classifyLogin(cnpj);
  if (!c.ok || c.tipo !== 'CNPJ') return null;
  const ctx = await requestSupplier();
  if (!ctx) return null;
  try {
    return await identity.getTaxOfficeData(c.valor, ctx.supplier.idfornecedor);
  } catch (error) {
    failure(error, '');
    return null;
  }
}

/** Password recovery: the candidate's idcliente or the given login (slashes stripped). */
export async function recoverPasswordAction(ref: string): Promise<ActionResult<{ email: string }>> {
  if (!(await actionOriginOk())) return FORBIDDEN_RESULT;
  const ctx = await requestSupplier();
  if (!ctx || !ref.trim()) return { ok: false, erro: IDENTITY_MESSAGES.falhaRecuperarSenha };
  const c = classifyLogin(ref);
  try {
    const r = await identity.recoverPassword(c.ok ? c.valor : ref, ctx.supplier.idfornecedor);
    return { ok: true, email: r.email.includes('*') ? r.email : maskEmail(r.email) };
  } catch (error) {
    const limited = rateLimitResult(error, ctx.base);
    if (limited) return limited;
    const f = failure(error, IDENTITY_MESSAGES.falhaRecuperarSenha);
    return { ok: false, erro: f.erro.startsWith(IDENTITY_MESSAGES.falhaRecuperarSenha) ? f.erro : IDENTITY_MESSAGES.falhaRecuperarSenha };
  }
}

/** Representatives log in separately (email + password, loginAsRepresentante). */
export async function representativeLoginAction(email: string, senha: string): Promise<LoginResult> {
  if (!(await actionOriginOk())) return FORBIDDEN_RESULT;
  const c = classifyLogin(email);
  if (!c.ok || c.tipo !== 'EMAIL') return { ok: false, erro: IDENTITY_MESSAGES.loginInvalido };
  const ctx = await requestSupplier();
  if (!ctx) return NO_SUPPLIER;
  try {
    const r = await identity.authenticateRepresentative({ cpf: c.valor, senha, idfornecedor: ctx.supplier.idfornecedor });
    await startSession(await getSession(), { token: r.token, idcliente: null, idfornecedor: ctx.supplier.idfornecedor, kind: 'representante' });
    return { ok: true, destino: returnPath(ctx.base, '/conta/clientes'), pendente: false };
  } catch (error) {
    return authFailure(error, ctx.base);
  }
}

