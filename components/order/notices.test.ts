import { ORDER_MESSAGES } from '@/lib/contract/order-messages';

import { noticeKeyOf, noticeText } from './notices';

describe('order notices', () => {
  it('maps an API message to its key and back', () => {
    const k = noticeKeyOf(ORDER_MESSAGES.orcamentoExpirado);
    expect(k).toBe('orcamentoExpirado');
    expect(noticeText(k)).toBe(ORDER_MESSAGES.orcamentoExpirado);
  });
  it('answers falha for an unknown message and null for unknown keys', () => {
    expect(noticeKeyOf('qualquer coisa')).toBe('falha');
    expect(noticeText('falha')).toMatch(/Não foi possível/);
    expect(noticeText('<script>')).toBeNull();
    expect(noticeText('toString')).toBeNull();
    expect(noticeText('erroSubmeter')).toBeNull();
    expect(noticeText(undefined)).toBeNull();
  });
});
