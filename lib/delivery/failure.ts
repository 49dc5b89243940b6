import { CommerceApiError } from '@/lib/commerce/errors';

/**
 * What the shopper reads when a delivery-context call to the commerce API fails: an API refusal
 * (4xx other than 429) carries its own pt-BR message; anything else (network, timeout, 5xx, 429) gets
 * the spec's message for that call ('Falha ao consultar outros fornecedores', 'Falha ao consultar
 * área de atendimento do fornecedor', 'Não foi possivel encontrar fornecedores para este endereço').
 */
export function apiFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof CommerceApiError && error.status >= 400 && error.status < 500 && error.status !== 429)
    return error.message;
  return fallback;
}
