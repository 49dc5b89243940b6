import { describeVariance, methodName } from './payment-method';

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

  it('names the method without the price effect its label carries', () => {
    expect(methodName('PIX (3% de desconto)')).toBe('PIX');
    expect(methodName('Faturado 28 dias (acréscimo de 2,5%)')).toBe('Faturado 28 dias');
    expect(methodName('Boleto bancário (à vista)')).toBe('Boleto bancário (à vista)');
    expect(methodName('Cartão de crédito')).toBe('Cartão de crédito');
  });
});
