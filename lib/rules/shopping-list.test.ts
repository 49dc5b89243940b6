import { applyNoticeKey, applyNoticeText, applyOutcome, SHOPPING_LIST_MESSAGES } from './shopping-list';

describe('applyOutcome', () => {
  it('is success only for a 2xx that says so, keeping the API message', () => {
    expect(applyOutcome(200, { result: 'success', mensagem: 'ok' })).toEqual({ result: 'success', mensagem: 'ok' });
    expect(applyOutcome(200, { result: 'success' })).toEqual({
      result: 'success',
      mensagem: SHOPPING_LIST_MESSAGES.aplicada,
    });
  });
  it('is error for a refusal, with its message', () => {
    expect(applyOutcome(409, { mensagem: 'O carrinho está em negociação' })).toEqual({
      result: 'error',
      mensagem: 'O carrinho está em negociação',
    });
    expect(applyOutcome(404, null)).toEqual({ result: 'error', mensagem: SHOPPING_LIST_MESSAGES.aplicacaoFalhou });
  });
  it('is unknown without an answer, on a server failure or an unexpected 2xx body', () => {
    expect(applyOutcome(null, null).result).toBe('unknown');
    expect(applyOutcome(502, { mensagem: 'x' })).toEqual({
      result: 'unknown',
      mensagem: SHOPPING_LIST_MESSAGES.aplicacaoDesconhecida,
    });
    expect(applyOutcome(200, { result: 'talvez' }).result).toBe('unknown');
  });
});

describe('the home notice after applying a list', () => {
  it('names how it went by a key, and reads back only known keys', () => {
    expect(applyNoticeKey('success', SHOPPING_LIST_MESSAGES.aplicada)).toBe('lista-aplicada');
    expect(applyNoticeKey('success', SHOPPING_LIST_MESSAGES.aplicadaParcial(['Feijão']))).toBe('lista-parcial');
    expect(applyNoticeKey('unknown', SHOPPING_LIST_MESSAGES.aplicacaoDesconhecida)).toBe('lista-verificar');
    expect(applyNoticeText('lista-aplicada')).toBe(SHOPPING_LIST_MESSAGES.aplicada);
    expect(applyNoticeText('lista-verificar')).toBe(SHOPPING_LIST_MESSAGES.aplicacaoDesconhecida);
    // Free text and prototype keys never reach the page.
    for (const k of ['Ganhe um prêmio', 'constructor', '__proto__', undefined, ['lista-aplicada']])
      expect(applyNoticeText(k)).toBeNull();
  });
});
