'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { IDENTITY_MESSAGES, updateUserBodySchema } from '@/lib/contract';
import { CommerceApiError } from '@/lib/commerce/errors';
import * as identity from '@/lib/commerce/identity';
import { rateLimitResult, tooManyRequestsHref } from '@/lib/commerce/rate-limit';
import { FORBIDDEN_RESULT, absoluteOnVisitorOrigin, actionOriginOk, failure, requestSupplier, type ActionResult } from '@/lib/session/flow';
import { currentAccount } from '@/lib/session/server';

/**
 * Account actions. Ids come from the session and the API (never trusted from the browser); the
 * API authorizes every call with the session token.
 */
async function clientAccount() {
  const ctx = await requestSupplier();
  if (!ctx) return null;
  const account = await currentAccount(ctx.supplier.idfornecedor);
  return account.status === 'cliente' ? { ...ctx, account } : null;
}

const EXPIRED = { ok: false as const, erro: IDENTITY_MESSAGES.sessaoExpirada };

export async function acceptTermsAction(): Promise<ActionResult> {
  if (!(await actionOriginOk())) return FORBIDDEN_RESULT;
  const a = await clientAccount();
  if (!a) return EXPIRED;
  try {
    await identity.acceptTerms(a.account.token, a.account.usuario.idcliente, a.supplier.idfornecedor);
    return { ok: true };
  } catch (error) {
    return rateLimitResult(error, a.base) ?? failure(error, 'Não foi possível registrar o aceite dos termos de uso');
  }
}

/** `destino`: HTTP 429, the form goes to the too-many-request page (followRateLimit). */
export type UpdateState = { ok: boolean; mensagem: string; detalhe?: string; campos?: Record<string, string>; destino?: string } | null;

/** An API 429 as a form state the client follows to the too-many-request page. */
function limitedState(error: unknown, base: string): UpdateState {
  const limited = rateLimitResult(error, base);
  return limited ? { ok: false, mensagem: limited.erro, destino: limited.destino } : null;
}

/** Update registration / user (PUT /v1/app/usuario/{id}). */
export async function updateUserAction(_prev: UpdateState, formData: FormData): Promise<UpdateState> {
  if (!(await actionOriginOk())) return { ok: false, mensagem: FORBIDDEN_RESULT.erro };
  const a = await clientAccount();
  if (!a) return { ok: false, mensagem: IDENTITY_MESSAGES.sessaoExpirada };
  const dados: Record<string, string> = {};
  for (const key of ['nome', 'email', 'telefone', 'razao_social', 'nome_fantasia', 'senha', 'senha_atual']) {
    const v = String(formData.get(key) ?? '').trim();
    if (v) dados[key] = v;
  }
  const parsed = updateUserBodySchema.safeParse({ dadosUsuario: dados });
  if (!parsed.success) {
    const campos: Record<string, string> = {};
    for (const issue of parsed.error.issues) campos[String(issue.path.at(-1) ?? 'form')] ??= issue.message;
    return { ok: false, mensagem: Object.values(campos)[0] ?? IDENTITY_MESSAGES.erroAtualizar, campos };
  }
  try {
    await identity.updateUser(a.account.token, a.account.usuario.idcliente, a.supplier.idfornecedor, dados);
  } catch (error) {
    const limited = limitedState(error, a.base);
    if (limited) return limited;
    // The API refused (e.g. 409 email of another account): the spec's message, with the API's
    // reason as the detail.
    const f = failure(error, IDENTITY_MESSAGES.erroAtualizar);
    const campos = f.campos ?? (error instanceof CommerceApiError ? error.campos : undefined);
    return {
      ok: false,
      mensagem: IDENTITY_MESSAGES.erroAtualizar,
      ...(f.erro !== IDENTITY_MESSAGES.erroAtualizar ? { detalhe: f.erro } : {}),
      ...(campos ? { campos } : {}),
    };
  }
  revalidatePath('/', 'layout');
  return { ok: true, mensagem: IDENTITY_MESSAGES.cadastroAtualizado };
}

export async function sendVerificationAction(): Promise<ActionResult<{ destino: string }>> {
  if (!(await actionOriginOk())) return FORBIDDEN_RESULT;
  const a = await clientAccount();
  if (!a) return EXPIRED;
  try {
    const r = await identity.sendVerification(a.account.token, a.account.usuario.idcliente, a.supplier.idfornecedor);
    return { ok: true, destino: r.destino };
  } catch (error) {
    return rateLimitResult(error, a.base) ?? failure(error, 'Não foi possível enviar a verificação');
  }
}

// Linked users ------------------------------------------------------------------------------
export async function createLinkedUserAction(_prev: UpdateState, formData: FormData): Promise<UpdateState> {
  if (!(await actionOriginOk())) return { ok: false, mensagem: FORBIDDEN_RESULT.erro };
  const a = await clientAccount();
  if (!a) return { ok: false, mensagem: IDENTITY_MESSAGES.sessaoExpirada };
  const email = String(formData.get('email') ?? '').trim();
  const nome = String(formData.get('nome') ?? '').trim();
  try {
    const r = await identity.createLinkedUser(a.account.token, a.account.usuario.idcliente, a.supplier.idfornecedor, email, nome || undefined);
    revalidatePath('/', 'layout');
    return { ok: true, mensagem: `Usuário ${r.usuario.email ?? email} vinculado` };
  } catch (error) {
    return limitedState(error, a.base) ?? { ok: false, mensagem: failure(error, 'Não foi possível criar o usuário').erro };
  }
}

export async function deleteLinkedUserAction(formData: FormData): Promise<void> {
  if (!(await actionOriginOk())) return;
  const a = await clientAccount();
  if (!a) return;
  try {
    await identity.deleteLinkedUser(a.account.token, a.account.usuario.idcliente, String(formData.get('idcliente') ?? ''), a.supplier.idfornecedor);
  } catch (error) {
    // A plain form action: the 429 page is reached by a redirect on the visitor's origin.
    if (rateLimitResult(error, a.base)) redirect(await absoluteOnVisitorOrigin(tooManyRequestsHref(a.base)));
    failure(error, '');
  }
  revalidatePath('/', 'layout');
}
