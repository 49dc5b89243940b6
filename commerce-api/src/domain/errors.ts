/**
 * Expected failures of the domain, with a pt-BR message safe to show. Domain code (HTTP routes,
 * chat, jobs) raises these; the HTTP layer maps the kind to a status (http/errors.ts).
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  /** Well-formed but not processable as sent (an idempotency key reused with another payload). */
  | 'unprocessable'
  | 'too_large'
  | 'too_many'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly codigo: string,
    readonly mensagem: string,
    readonly campos?: Record<string, string>,
    /** Extra members of the answer defined by the spec for one call (e.g. search's `action: 'logout'`). */
    readonly extra?: Record<string, string>,
  ) {
    super(mensagem);
  }

  /** 429 only: seconds until the refused request would pass (HTTP `Retry-After`). */
  retryAfterSeconds?: number;
}

/** 429 with the seconds to wait (`Retry-After`). */
export function tooMany(mensagem: string, codigo: string, retryAfterSeconds: number): DomainError {
  const e = new DomainError('too_many', codigo, mensagem);
  e.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return e;
}

export const invalid = (mensagem: string, campos?: Record<string, string>, codigo = 'REQUISICAO_INVALIDA') =>
  new DomainError('invalid', codigo, mensagem, campos);
export const notFound = (mensagem = 'Recurso não encontrado', codigo = 'NAO_ENCONTRADO') =>
  new DomainError('not_found', codigo, mensagem);
export const forbidden = (mensagem = 'Acesso negado', codigo = 'ACESSO_NEGADO') =>
  new DomainError('forbidden', codigo, mensagem);
export const conflict = (mensagem: string, codigo: string, campos?: Record<string, string>) =>
  new DomainError('conflict', codigo, mensagem, campos);
export const supplierNotFound = () => notFound('Fornecedor não encontrado', 'FORNECEDOR_NAO_ENCONTRADO');
export const productNotFound = () => notFound('Produto não encontrado', 'PRODUTO_NAO_ENCONTRADO');
