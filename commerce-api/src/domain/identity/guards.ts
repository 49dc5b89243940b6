import type { IncomingHttpHeaders } from 'node:http';

import type { AuthContext } from '../caller';
import { DomainError, forbidden } from '../errors';
import { safeEqual } from './crypto';
import { identitySettings } from './settings';
import { sessionExpired } from './users';

export type CustomerAuth = AuthContext & {
  cliente: NonNullable<AuthContext['cliente']>;
  sessao: NonNullable<AuthContext['sessao']>;
};

/** 401 'Sessão expirada, efetue login novamente' unless a live session acts for a client. */
export function requireCliente(auth: AuthContext): CustomerAuth {
  if (!auth.cliente || !auth.sessao) throw sessionExpired();
  return auth as CustomerAuth;
}

/** Any live session (customer or representative). */
export function requireSessao(auth: AuthContext): NonNullable<AuthContext['sessao']> {
  if (!auth.sessao) throw sessionExpired();
  return auth.sessao;
}

/** The caller must be the client itself (not a representative or principal acting for it when own=true). */
export function requireSelf(auth: AuthContext, idcliente: string): CustomerAuth {
  const a = requireCliente(auth);
  if (a.cliente.idcliente !== idcliente.toLowerCase()) throw forbidden('Acesso negado a este cliente');
  return a;
}

export function isAdmin(headers: IncomingHttpHeaders): boolean {
  const key = identitySettings().ADMIN_API_KEY;
  const h = headers['x-admin-key'];
  const given = Array.isArray(h) ? h[0] : h;
  return !!key && !!given && safeEqual(given, key);
}

export function requireAdmin(headers: IncomingHttpHeaders): void {
  if (!isAdmin(headers))
    throw new DomainError('unauthenticated', 'NAO_AUTORIZADO', 'Chave administrativa inválida ou ausente');
}
