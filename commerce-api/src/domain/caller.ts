import type { SessionRow } from './identity/sessions';

export type Cliente = { idcliente: string; token: string };

/** The live session behind the token. */
export type Sessao = SessionRow;

/** Who is calling, resolved once per request by the HTTP pipeline (or by chat, jobs…). */
export type AuthContext = {
  /** Session token from the path, null for the literal `token`. */
  token: string | null;
  /** idcliente of the composite segment (null when absent or the empty GUID). */
  idclienteInformado: string | null;
  /** The authenticated customer, null for visitors. For a representative or a principal it is the client acted for. */
  cliente: Cliente | null;
  /** The live session (null/absent: anonymous, or the token was unknown, expired or revoked). */
  sessao?: Sessao | null;
  /** Set when a representative session is used (acting for `cliente`, or not acting yet). */
  representante?: { idusuario: string } | null;
  /** Set when `cliente` is a linked user acting under a principal. */
  usuarioVinculado?: { idprincipal: string } | null;
};

export const ANONYMOUS: AuthContext = Object.freeze({ token: null, idclienteInformado: null, cliente: null });
