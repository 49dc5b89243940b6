import { describeVariance } from './payment-method';

describe('describeVariance', () => {
  it('names a discount or a surcharge in pt-BR, nothing without variance', () => {
    expect(describeVariance(-300)).toBe(' (3% de desconto)');
    expect(describeVariance(250)).toBe(' (acréscimo de 2,5%)');
    expect(describeVariance(200, 'Cartão de crédito')).toBe(' (acréscimo de 2%)');
    expect(describeVariance(0)).toBe('');
  });

  it('does not repeat what the label already says', () => {
    expect(describeVariance(-300, 'PIX (3% de desconto)')).toBe('');
  });
});
