import { ANONYMOUS_TOKEN, EMPTY_ID, TOKEN_SPLIT } from '../../../lib/contract';
import type { Queryable } from '../db/types';
import { ANONYMOUS, type AuthContext } from '../domain/caller';
import { findSession, isLinkedUser, representsClient } from '../domain/identity/sessions';
import { badRequest, HttpError } from './errors';

export { ANONYMOUS, type AuthContext, type Cliente, type Sessao } from '../domain/caller';

const UUID_RE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$|^0{8}-0{4}-0{4}-0{4}-0{12}$/i;

/** Parses `{token}` or `{token}{split}{idcliente}` (`<token>~<idcliente>`). */
export function parseTokenSegment(segment: string): { token: string | null; idcliente: string | null } {
  const idx = segment.indexOf(TOKEN_SPLIT);
  const token = idx === -1 ? segment : segment.slice(0, idx);
  const idcliente = idx === -1 ? null : segment.slice(idx + TOKEN_SPLIT.length);
  if (!token || !/^[A-Za-z0-9_.-]{1,200}$/.test(token)) {
    throw badRequest('Parâmetro inválido: token — Token inválido', { token: 'Token inválido' });
  }
  if (idcliente !== null && !UUID_RE.test(idcliente)) {
    throw badRequest('Parâmetro inválido: token — Cliente inválido', { token: 'Cliente inválido' });
  }
  return {
    token: token === ANONYMOUS_TOKEN ? null : token,
    idcliente: idcliente && idcliente !== EMPTY_ID ? idcliente.toLowerCase() : null,
  };
}

/**
 * Resolves the caller from the token segment. Unknown session tokens are treated as
 * anonymous for now (sessions come in a later issue).
 */
export async function resolveAuth(segment: string | undefined): Promise<AuthContext> {
  if (segment === undefined) return ANONYMOUS;
  const { token, idcliente } = parseTokenSegment(segment);
  return { token, idclienteInformado: idcliente, cliente: null };
}

/** `Bearer <token>` or, as the path segment, `Bearer <token>~<idcliente>`. */
const BEARER_RE = /^Bearer\s+(\S{1,240})$/i;

const forbiddenClient = () => new HttpError(403, 'ACESSO_NEGADO', 'Acesso negado a este cliente');

/**
 * Resolves the session of `auth.token` (path) or, when the path has none, of
 * `Authorization: Bearer`. Unknown/expired/revoked tokens leave the caller anonymous (routes that
 * need a customer answer 401 'Sessão expirada, efetue login novamente'). A composite idcliente
 * that the session may not act for → 403.
 */
export async function resolveSession(
  db: Queryable,
  auth: AuthContext,
  headers: Record<string, string | string[] | undefined>,
): Promise<AuthContext> {
  let token = auth.token;
  if (!token) {
    const h = headers.authorization;
    const m = BEARER_RE.exec((Array.isArray(h) ? h[0] : h)?.trim() ?? '');
    if (m) {
      const bearer = parseTokenSegment(m[1]!);
      token = bearer.token;
      auth = { ...auth, idclienteInformado: bearer.idcliente };
    }
  }
  if (!token) return auth;
  const found = await findSession(db, token);
  if (!found) return { ...auth, token, cliente: null, sessao: null };
  const { vinculadoDe, ...sessao } = found;
  const representante = sessao.idrepresentante ? { idusuario: sessao.idrepresentante } : null;
  let idcliente = sessao.idcliente;
  // A linked user acts under its principal, whether switched in or logged in on its own.
  const principalDe = sessao.idprincipal ?? vinculadoDe;
  let usuarioVinculado = principalDe && principalDe !== sessao.idcliente ? { idprincipal: principalDe } : null;
  const wanted = auth.idclienteInformado;
  if (wanted && wanted !== idcliente) {
    if (sessao.idrepresentante) {
      if (!(await representsClient(db, sessao.idrepresentante, sessao.idfornecedor, wanted))) throw forbiddenClient();
    } else {
      const principal = sessao.idprincipal ?? sessao.idcliente;
      if (wanted !== principal && !(await isLinkedUser(db, principal!, wanted, sessao.idfornecedor)))
        throw forbiddenClient();
      usuarioVinculado = wanted !== principal ? { idprincipal: principal! } : null;
    }
    idcliente = wanted;
  }
  return {
    ...auth,
    token,
    cliente: idcliente ? { idcliente, token } : null,
    sessao,
    representante,
    usuarioVinculado,
  };
}
