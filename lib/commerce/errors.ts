export const GENERIC_ERROR_MESSAGE = 'Não foi possível carregar esta página agora. Tente novamente em instantes.';

/** A failed commerce API call; `message` is the API's pt-BR `mensagem` (safe to show). */
export class CommerceApiError extends Error {
  override readonly name: string = 'CommerceApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly codigo: string,
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export class CommerceNotFoundError extends CommerceApiError {
  override readonly name = 'CommerceNotFoundError';
}

/** 429 while already on the too-many-request page (redirecting again would loop). */
export class CommerceRateLimitError extends CommerceApiError {
  override readonly name = 'CommerceRateLimitError';
}
