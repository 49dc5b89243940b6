import { attemptStaysOpen, isAttemptKey, newAttemptKey } from './attempt-key';

describe('checkout attempt key', () => {
  it('is fresh every time and fits the contract', () => {
    const a = newAttemptKey();
    const b = newAttemptKey();
    expect(a).not.toBe(b);
    expect(isAttemptKey(a)).toBe(true);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses what the API would refuse', () => {
    expect(isAttemptKey('short')).toBe(false);
    expect(isAttemptKey('has space inside')).toBe(false);
    expect(isAttemptKey('x'.repeat(101))).toBe(false);
    expect(isAttemptKey(undefined)).toBe(false);
  });

  it('keeps the key while the outcome is unknown or still running', () => {
    expect(attemptStaysOpen({ status: 503, codigo: 'INDISPONIVEL' })).toBe(true);
    expect(attemptStaysOpen({ status: 500 })).toBe(true);
    expect(attemptStaysOpen({ status: 409, codigo: 'PEDIDO_EM_ANDAMENTO' })).toBe(true);
    expect(attemptStaysOpen({ status: 429, codigo: 'MUITAS_REQUISICOES' })).toBe(true);
  });

  it('closes the attempt on a definitive refusal (a fresh key for the corrected retry)', () => {
    expect(attemptStaysOpen({ status: 422, codigo: 'PEDIDO_MINIMO' })).toBe(false);
    expect(attemptStaysOpen({ status: 422, codigo: 'CHAVE_IDEMPOTENCIA_REUTILIZADA' })).toBe(false);
    expect(attemptStaysOpen({ status: 409, codigo: 'CARRINHO_ALTERADO' })).toBe(false);
    expect(attemptStaysOpen({ status: 400, codigo: 'DADOS_INVALIDOS' })).toBe(false);
    expect(attemptStaysOpen({ status: 401 })).toBe(false);
  });
});
