import type { ApiError } from '../../../lib/contract';
import { DomainError, type DomainErrorKind } from '../domain/errors';

/** Domain factories, re-exported while routes move their SQL into domain/. */
export { invalid as badRequest, notFound, supplierNotFound, productNotFound } from '../domain/errors';

/** An HTTP answer with a status and a pt-BR message safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly codigo: string,
    readonly mensagem: string,
    readonly campos?: Record<string, string>,
    /** Extra members of the body defined by the spec for one call (e.g. search's `action: 'logout'`). */
    readonly extra?: Record<string, string>,
    /** Response headers of this answer (a 429's `Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(mensagem);
  }

  toBody(): ApiError {
    return {
      ...this.extra,
      erro: true,
      codigo: this.codigo,
      mensagem: this.mensagem,
      ...(this.campos ? { campos: this.campos } : {}),
    };
  }
}

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_large: 413,
  too_many: 429,
  unavailable: 503,
};

/** The HTTP answer of a domain error. */
export function toHttpError(err: DomainError): HttpError {
  const headers: Record<string, string> =
    err.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(err.retryAfterSeconds) };
  return new HttpError(STATUS[err.kind], err.codigo, err.mensagem, err.campos, err.extra, headers);
}

export { DomainError };

export const INTERNAL_ERROR = new HttpError(500, 'ERRO_INTERNO', 'Erro interno. Tente novamente mais tarde.');
