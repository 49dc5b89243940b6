export const GENERIC_ERROR_MESSAGE = 'Não foi possível carregar esta página agora. Tente novamente em instantes.';

/** A failed commerce API call; `message` is the API's pt-BR `mensagem` (safe to show). */
export class CommerceApiError extends Error {
  override readonly name: string = 'CommerceApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly codigo: string,
    readonly path: string,
    options?: { cause?: unknown; campos?: Record<string, string> },
  ) {
    super(message, options);
    if (options?.campos) this.campos = options.campos;
  }

  /** Per-field pt-BR messages of a 400 (`campos` of the API's error body), when it sent them. */
  readonly campos?: Record<string, string>;
}

export class CommerceNotFoundError extends CommerceApiError {
  override readonly name = 'CommerceNotFoundError';
}

/** 429 while already on the too-many-request page (redirecting again would loop). */
export class CommerceRateLimitError extends CommerceApiError {
  override readonly name = 'CommerceRateLimitError';
}
