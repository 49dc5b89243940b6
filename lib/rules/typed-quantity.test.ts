import { adjustedText, parseTypedQuantity, typedQuantityValue } from './typed-quantity';

describe('a typed quantity', () => {
  it('reads pt-BR numbers: comma decimals, dotted thousands, a lone dot as a decimal point', () => {
    expect(parseTypedQuantity('1,5')).toBe(1.5);
    expect(parseTypedQuantity(' 24 ')).toBe(24);
    expect(parseTypedQuantity('1.000')).toBe(1000);
    expect(parseTypedQuantity('1.000,5')).toBe(1000.5);
    expect(parseTypedQuantity('1.5')).toBe(1.5);
    expect(parseTypedQuantity(',5')).toBe(0.5);
  });

  it('empty is 0 (the item goes); anything else that is not a number is null, never NaN', () => {
    expect(parseTypedQuantity('')).toBe(0);
    for (const bad of ['abc', '1,2,3', '-2', '2e3', '1,5kg', 'Infinity', '.', '0x10'])
      expect(parseTypedQuantity(bad)).toBeNull();
  });

  it('shows the bare number the pt-BR way', () => {
    expect(typedQuantityValue(0.25)).toBe('0,25');
    expect(typedQuantityValue(24)).toBe('24');
    expect(typedQuantityValue(1.0000001)).toBe('1');
  });

  it('says why the rules changed what was typed, in the product page words', () => {
    const cx = { unidade: 'un', granularidade: 12, min_por_pedido: 12, maxporpedido: 48 };
    expect(adjustedText(13, 24, cx)).toBe('Ajustado para 24 un. Vendido a cada 12 un');
    expect(adjustedText(100, 48, cx)).toBe('Ajustado para 48 un. Máximo 48 por pedido');
    expect(adjustedText(5, 12, { ...cx, granularidade: 6 })).toBe('Ajustado para 12 un. Mínimo 12 un');
    expect(adjustedText(5, 12, cx)).toBe('Ajustado para 12 un. Mínimo 12 un');
    expect(adjustedText(1.5, 2, { unidade: 'un' })).toBe('Ajustado para 2 un');
    expect(adjustedText(24, 24, cx)).toBeNull();
    expect(adjustedText(0, 0, cx)).toBeNull();
  });
});
