'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';

import { requestSupplier } from '@/lib/actions/context';
import { defineAction, formData, ignoreFailure, type ActionResult } from '@/lib/actions/define-action';
import * as identity from '@/lib/commerce/identity';
import { IDENTITY_MESSAGES, type ClientCharacteristic } from '@/lib/contract';
import type { LoginKind } from '@/lib/rules/login';
import { holdsUnapproved } from '@/lib/session/can-submit';
import { absoluteOnVisitorOrigin, redirectWithin, returnPath } from '@/lib/session/flow';
import { getSession, startSession } from '@/lib/session/server';

import {
  AUTH_ERRORS,
  browserUserAgent,
  cnpjInvalid,
  LOGIN_ERRORS,
  loginInput,
  openSession,
  refusedHere,
  returnTo,
  scope,
} from './login-shared';

/**
 * Login actions (/entrar and the login modal): lookup, password login, the no-JavaScript form,
 * representatives. Ids come from the session and the API, never from the browser; the API authorizes every call with
 * the session token. Each one opens with defineAction (origin, supplier or customer, input, errors).
 */

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
