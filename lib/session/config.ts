/**
 * Session cookie configuration (pure: no `next/headers`, unit-tested). The sealed cookie holds
 * ONLY the API token and minimal ids; everything a page shows comes from the API.
 */
import type { SessionOptions } from 'iron-session';

export const SESSION_COOKIE = 'commerce-auth-token';
/** Cookie lifetime; the API session may end earlier (revocation, expiry) — the session check notices. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export type SessionKind = 'cliente' | 'representante' | 'vinculado';

export type SessionData = {
  /** API session token (never sent to the browser in clear: the cookie is sealed and httpOnly). */
  token?: string;
  /** Client the session acts as (null: a representative who has not picked a client yet). */
  idcliente?: string | null;
  /** A linked user's principal: whose prices and registration the linked user shares. */
  idprincipal?: string | null;
  idfornecedor?: string;
  kind?: SessionKind;
};

/** Dev/test default (≥ 32 chars). Never accepted in production. */
export const DEV_SESSION_SECRET = 'dev-somente-segredo-de-sessao-nao-usar-em-producao-0001';

let warned = false;

/** The sealing password: SESSION_SECRET; outside production a default with a warning. */
export function sessionPassword(source: {
  SESSION_SECRET?: string | undefined;
  NODE_ENV?: string | undefined;
}): string {
  const secret = source.SESSION_SECRET?.trim();
  if (secret) {
    if (secret.length < 32) throw new Error('SESSION_SECRET deve ter pelo menos 32 caracteres');
    return secret;
  }
  if (source.NODE_ENV === 'production') {
    throw new Error('SESSION_SECRET é obrigatório em produção (≥ 32 caracteres).');
  }
  if (!warned) {
    warned = true;
    console.warn('[sessão] SESSION_SECRET não definido: usando o segredo de desenvolvimento (nunca em produção).');
  }
  return DEV_SESSION_SECRET;
}

/** localhost, 127.0.0.1, ::1 and *.localhost: local development hosts. */
export function isLocalHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '127.0.0.1' || h === '::1' || h.endsWith('.localhost');
}

export type CookieContext = {
  /** Protocol the visitor used (x-forwarded-proto or the URL). */
  protocol: 'http' | 'https';
  /** Host header of the visitor. */
  host: string;
  /** `''` on the supplier's own domain, `/<slug>` on a shared host: the cookie is scoped to it. */
  base: string;
};

/** Secure unless the visitor is on plain http on a local host. */
export function isSecureContext({ protocol, host }: Pick<CookieContext, 'protocol' | 'host'>): boolean {
  return protocol === 'https' || !isLocalHost(host);
}

/** Cookie path: the supplier's prefix on a shared host (sessions of two suppliers never mix), else `/`. */
export function sessionCookiePath(base: string): string {
  return /^\/[a-z0-9-]{1,120}$/.test(base) ? base : '/';
}

export function sessionOptions(ctx: CookieContext, password: string): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureContext(ctx),
      path: sessionCookiePath(ctx.base),
    },
  };
}

/** A session is usable only for the supplier it was opened on. */
export function isActiveFor(session: SessionData, idfornecedor: string): boolean {
  return !!session.token && !!session.kind && session.idfornecedor?.toLowerCase() === idfornecedor.toLowerCase();
}
