import { ANONYMOUS_TOKEN, EMPTY_ID, TOKEN_SPLIT } from '../../../lib/contract';
import { badRequest } from './errors';

export type Cliente = { idcliente: string; token: string };

/** Who is calling. Sessions arrive in a later issue; until then every caller is anonymous. */
export type AuthContext = {
  /** Session token from the path, null for the literal `token`. */
  token: string | null;
  /** idcliente of the composite segment (null when absent or the empty GUID). */
  idclienteInformado: string | null;
  /** The authenticated customer, null for visitors. */
  cliente: Cliente | null;
};

export const ANONYMOUS: AuthContext = Object.freeze({ token: null, idclienteInformado: null, cliente: null });

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$|^0{8}-0{4}-0{4}-0{4}-0{12}$/i;

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
