import type { ApiError } from '../../../lib/contract';

/** An expected failure with a status and a pt-BR message safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly codigo: string,
    readonly mensagem: string,
    readonly campos?: Record<string, string>,
    /** Extra members of the body defined by the spec for one call (e.g. search's `action: 'logout'`). */
    readonly extra?: Record<string, string>,
  ) {
    super(mensagem);
  }

  toBody(): ApiError {
    return { ...this.extra, erro: true, codigo: this.codigo, mensagem: this.mensagem, ...(this.campos ? { campos: this.campos } : {}) };
  }
}

export const badRequest = (mensagem: string, campos?: Record<string, string>, codigo = 'REQUISICAO_INVALIDA') =>
  new HttpError(400, codigo, mensagem, campos);
export const notFound = (mensagem = 'Recurso não encontrado', codigo = 'NAO_ENCONTRADO') =>
  new HttpError(404, codigo, mensagem);
export const supplierNotFound = () => new HttpError(404, 'FORNECEDOR_NAO_ENCONTRADO', 'Fornecedor não encontrado');
export const productNotFound = () => new HttpError(404, 'PRODUTO_NAO_ENCONTRADO', 'Produto não encontrado');
export const INTERNAL_ERROR = new HttpError(500, 'ERRO_INTERNO', 'Erro interno. Tente novamente mais tarde.');
