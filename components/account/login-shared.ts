import 'server-only';

import { headers } from 'next/headers';
import { z } from 'zod';

import type { SupplierContext } from '@/lib/actions/context';
import type { ActionFailure, ErrorMapping } from '@/lib/actions/define-action';
import { IDENTITY_MESSAGES, type AuthResponse } from '@/lib/contract';
import { adoptVisitorPlace } from '@/lib/delivery/server';
import { classifyLogin, CNPJ_INVALID_MESSAGE, type LoginKind } from '@/lib/rules/login';
import { sellsOnlyToCompanies } from '@/lib/rules/supplier-audience';
import { destinationAfterLogin } from '@/lib/session/flow';
import { getSession, sessionFromAuth, startSession } from '@/lib/session/server';

/**
 * What the login, registration and representative actions share (login-actions.ts,
 * registration-actions.ts): the login input, the error mappings, the opening of the session.
 * Not a 'use server' file, so none of this is callable from the browser.
 */

export const scope = 'identidade';

/** A login of the accepted kinds, classified (check digits included); else 'Email ou CPF Invalido'. */
export const loginInput = (accepts: (kind: LoginKind) => boolean = () => true) =>
  z.string({ message: IDENTITY_MESSAGES.loginInvalido }).transform((raw, ctx) => {
    const c = classifyLogin(raw);
    if (c.ok && accepts(c.tipo)) return c;
    ctx.addIssue({ code: 'custom', message: IDENTITY_MESSAGES.loginInvalido });
    return z.NEVER;
  });

/** Page to return to after the login (sanitized later); absent → the home. */
export const returnTo = z.string().nullish();

/**
 * Lookup and login: a 429 (login throttling) is an ordinary refusal with the API's message, shown
 * in place by the login form, which keeps what was typed; the page does not change
 * (docs/decisions/0017-login-throttling.md).
 */
export const LOGIN_ERRORS = { scope, fallback: IDENTITY_MESSAGES.erroLogin, rateLimit: false } satisfies ErrorMapping;

/** Authentication: as the lookup, and a 400 (malformed credentials) → 'Erro tentando autenticar…'. */
export const AUTH_ERRORS = {
  ...LOGIN_ERRORS,
  apiError: (error) => (error.status === 400 ? { ok: false, erro: IDENTITY_MESSAGES.erroAutenticar } : undefined),
} satisfies ErrorMapping;

/** The browser's User-Agent, listed in the customer's sessions (control characters dropped). */
export async function browserUserAgent(): Promise<string | undefined> {
  const ua = (await headers())
    .get('user-agent')
    ?.replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return ua ? ua.slice(0, 300) : undefined;
}

/** A successful authentication: the sealed session, the visitor's place adopted, the page to go to. */
export async function openSession(
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
export const refusedHere = (tipo: LoginKind, tags: readonly string[]) =>
  tipo === 'ESTRANGEIRO' && sellsOnlyToCompanies(tags);
export const cnpjInvalid: ActionFailure = {
  ok: false,
  erro: CNPJ_INVALID_MESSAGE,
  campos: { cpf: CNPJ_INVALID_MESSAGE },
};
