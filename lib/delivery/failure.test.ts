import { CommerceApiError, CommerceRateLimitError } from '@/lib/commerce/errors';
import { ADDRESS_MESSAGES } from '@/lib/contract/address-constants';

import { apiFailureMessage } from './failure';

describe('apiFailureMessage', () => {
  const path = '/v2/app/token/fornecedor';

  it('shows the API’s own message for a refusal', () => {
    const refusal = new CommerceApiError('Informe latitude e longitude juntas', 400, 'VALIDACAO', path);
    expect(apiFailureMessage(refusal, ADDRESS_MESSAGES.falhaOutrosFornecedores)).toBe(
      'Informe latitude e longitude juntas',
    );
  });

  it.each([
    ['a network failure', new TypeError('fetch failed')],
    ['a 5xx', new CommerceApiError('Erro interno. Tente novamente mais tarde.', 503, 'INDISPONIVEL', path)],
    ['a 429', new CommerceRateLimitError('Muitas requisições', 429, 'MUITAS_REQUISICOES', path)],
    ['a timeout', new DOMException('The operation was aborted due to timeout', 'TimeoutError')],
  ])('falls back to the spec’s message on %s', (_label, error) => {
    expect(apiFailureMessage(error, ADDRESS_MESSAGES.falhaOutrosFornecedores)).toBe(
      'Falha ao consultar outros fornecedores',
    );
    expect(apiFailureMessage(error, ADDRESS_MESSAGES.falhaAreaAtendimento)).toBe(
      'Falha ao consultar área de atendimento do fornecedor',
    );
    expect(apiFailureMessage(error, ADDRESS_MESSAGES.semFornecedores)).toBe(
      'Não foi possivel encontrar fornecedores para este endereço',
    );
  });
});
