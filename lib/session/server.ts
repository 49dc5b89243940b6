import 'server-only';

import { getIronSession, type IronSession } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';

import { CommerceApiError } from '@/lib/commerce/errors';
import { getClientConfig, representativeAccess, type ClientConfig } from '@/lib/commerce/identity';
import { IDENTITY_MESSAGES, type AuthResponse, type User } from '@/lib/contract';
import { storefrontContext } from '@/lib/tenant/request';
import { visitorHost, visitorProtocol } from '@/lib/tenant/visitor-host';

import {
  isActiveFor,
  sessionOptions,
  sessionPassword,
  type CookieContext,
  type SessionData,
  type SessionKind,
} from './config';
import type { SessionState, SessionSummary } from './summary';

export type { SessionData, SessionKind };

/** Protocol, host and storefront base of the current request (for the cookie's Secure and Path). */
export async function cookieContext(): Promise<CookieContext> {
  const [h, ctx] = await Promise.all([headers(), storefrontContext()]);
  return { protocol: visitorProtocol(h), host: visitorHost(h) ?? '', base: ctx.base };
}

export async function currentSessionOptions() {
  return sessionOptions(await cookieContext(), sessionPassword(process.env));
}

/** The sealed session (server components read; actions and route handlers may write). */
export async function getSession(): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(await cookies(), await currentSessionOptions());
}

/** Issues a new cookie for a login (any previous content is dropped). */
export async function startSession(
  session: IronSession<SessionData>,
  data: {
    token: string;
    idcliente: string | null;
    idprincipal?: string | null;
    idfornecedor: string;
    kind: SessionKind;
  },
): Promise<void> {
  session.token = data.token;
  session.idcliente = data.idcliente;
  session.idprincipal = data.idprincipal ?? null;
  session.idfornecedor = data.idfornecedor;
  session.kind = data.kind;
  await session.save();
}

/** Kind of a client session from the API's user. */
export function kindOf(usuario: User): SessionKind {
  if (usuario.representante) return 'representante';
  if (usuario.usuarioVinculadoLogado || usuario.loginAsUsuarioVinculado || usuario.usuarioPrincipal) return 'vinculado';
  return 'cliente';
}

export function sessionFromAuth(auth: AuthResponse, idfornecedor: string) {
  return {
    token: auth.token,
    idcliente: auth.usuario.idcliente,
    idprincipal: auth.usuario.usuarioPrincipal,
    idfornecedor,
    kind: kindOf(auth.usuario),
  };
}

export type Account =
  | { status: 'anonimo' }
  /** The cookie names a session the API no longer knows (expired, revoked). */
  | { status: 'expirada' }
  | {
      status: 'representante';
      token: string;
      idfornecedor: string;
      representante: { idusuario: string; nome: string };
      totalClientes: number;
    }
  | {
      status: 'cliente';
      token: string;
      idfornecedor: string;
      kind: SessionKind;
      usuario: User;
      configuracoes: ClientConfig['configuracoes'];
    };

/** The account of this request on supplier `idfornecedor` (one API call, cached per request). */
export const currentAccount = cache(async (idfornecedor: string): Promise<Account> => {
  const session = await getSession();
  if (!isActiveFor(session, idfornecedor) || !session.token) return { status: 'anonimo' };
  const token = session.token;
  try {
    if (session.kind === 'representante' && !session.idcliente) {
      const a = await representativeAccess(token, idfornecedor);
      return {
        status: 'representante',
        token,
        idfornecedor,
        representante: a.representante,
        totalClientes: a.totalClientes,
      };
    }
    const c = await getClientConfig(token, idfornecedor);
    return {
      status: 'cliente',
      token,
      idfornecedor,
      kind: session.kind ?? 'cliente',
      usuario: c.usuario,
      configuracoes: c.configuracoes,
    };
  } catch (error) {
    if (error instanceof CommerceApiError && (error.status === 401 || error.status === 403))
      return { status: 'expirada' };
    throw error;
  }
});

export function summarize(account: Account): SessionState {
  switch (account.status) {
    case 'anonimo':
      return { logado: false };
    case 'expirada':
      return { logado: false, expirada: true, mensagem: IDENTITY_MESSAGES.sessaoExpirada };
    case 'representante':
      return {
        logado: true,
        kind: 'representante',
        nome: account.representante.nome,
        idcliente: null,
        cadastro_aprovado: true,
        bloqueado: false,
        envioRestrito: false,
        representante: account.representante.nome,
        atendendo: null,
        usuarioPrincipal: null,
        principal: false,
        termosPendentes: false,
      };
    case 'cliente': {
      const u = account.usuario;
      const summary: SessionSummary = {
        logado: true,
        kind: account.kind,
        nome: u.nome,
        idcliente: u.idcliente,
        cadastro_aprovado: account.configuracoes.cadastro_aprovado,
        bloqueado: account.configuracoes.bloqueado,
        envioRestrito: account.configuracoes.envioRestrito,
        representante: u.representante?.nome ?? null,
        atendendo: u.representante ? u.nome : null,
        usuarioPrincipal: u.usuarioPrincipal,
        principal: u.principal,
        termosPendentes: !account.configuracoes.termosuso.aceito && !u.representante,
      };
      return summary;
    }
  }
}
