import { formatBRL } from './money';
import {
  cardOfferText,
  discountBadge,
  maximumText,
  minimumText,
  perUnitText,
  priceOriginLabel,
  referenceText,
  soldAsTexts,
  soldEveryText,
  takeAndPayText,
  wholesaleText,
} from './offer-text';

const nbsp = (s: string) => s.replace(/ (?=\d)/g, (m, i, str) => (str.slice(i - 2, i) === 'R$' ? '\u00a0' : m));

describe('how a product is sold', () => {
  it('step only when it is not the single default unit', () => {
    expect(soldEveryText({ granularidade: 0.25, unidade: 'kg' })).toBe('Vendido a cada 250 g');
    expect(soldEveryText({ granularidade: 1.5, unidade: 'kg' })).toBe('Vendido a cada 1,5 kg');
    expect(soldEveryText({ granularidade: 12, unidade: 'un' })).toBe('Vendido a cada 12 un');
    expect(soldEveryText({ granularidade: 1, unidade: 'un' })).toBeNull();
    expect(soldEveryText({ unidade: 'un' })).toBeNull();
  });
  it('minimum only above one step', () => {
    expect(minimumText({ granularidade: 1, min_por_pedido: 3, unidade: 'un' })).toBe('Mínimo 3 un');
    expect(minimumText({ granularidade: 0.5, min_por_pedido: 2, unidade: 'kg' })).toBe('Mínimo 2 kg');
    expect(minimumText({ granularidade: 1, min_por_pedido: 2, unidade: 'saco' })).toBe('Mínimo 2 sacos');
    expect(minimumText({ granularidade: 0.25, min_por_pedido: 0.25, unidade: 'kg' })).toBeNull();
    expect(minimumText({ granularidade: 1, min_por_pedido: 1, unidade: 'un' })).toBeNull();
  });
  it('maximum per order', () => {
    expect(maximumText({ maxporpedido: 24, unidade: 'un' })).toBe('Máximo 24 por pedido');
    expect(maximumText({ maxporpedido: 5, unidade: 'kg' })).toBe('Máximo 5 kg por pedido');
    expect(maximumText({ maxporpedido: 20, unidade: 'saco' })).toBe('Máximo 20 sacos por pedido');
    expect(maximumText({ maxporpedido: null, unidade: 'un' })).toBeNull();
  });
  it('all that apply, in order', () => {
    expect(soldAsTexts({ granularidade: 0.5, min_por_pedido: 2, maxporpedido: 20, unidade: 'kg' })).toEqual([
      'Vendido a cada 500 g',
      'Mínimo 2 kg',
      'Máximo 20 kg por pedido',
    ]);
    expect(soldAsTexts({ granularidade: 1, min_por_pedido: 1, maxporpedido: null, unidade: 'un' })).toEqual([]);
  });
});

describe('offers', () => {
  it('per unit: "cada" for counted units, "o kg" for measures', () => {
    expect(perUnitText('un')).toBe('cada');
    expect(perUnitText('fardo')).toBe('cada');
    expect(perUnitText('kg')).toBe('o kg');
  });
  it('take N, pay R$ X each', () => {
    expect(takeAndPayText({ quantidade: 3, preco: 799 }, 'un')).toBe(`Leve 3, pague ${formatBRL(799)} cada`);
    expect(takeAndPayText({ quantidade: 3, preco: 519 }, 'kg')).toBe(`Leve 3 kg, pague ${formatBRL(519)} o kg`);
    expect(takeAndPayText({ quantidade: 10, preco: 14790 }, 'fardo')).toBe(
      `Leve 10 fardos, pague ${formatBRL(14790)} cada`,
    );
    expect(takeAndPayText({ quantidade: 3, preco: 799 }, 'un')).toBe(nbsp('Leve 3, pague R$ 7,99 cada'));
  });
  it('wholesale', () => {
    expect(wholesaleText({ quantidade: 6, preco: 719 }, 'un')).toBe(
      nbsp('Preço por quantidade: a partir de 6 un, R$ 7,19 cada'),
    );
    expect(wholesaleText({ quantidade: 3, preco: 2690 }, 'kg')).toBe(
      nbsp('Preço por quantidade: a partir de 3 kg, R$ 26,90 o kg'),
    );
    expect(wholesaleText({ quantidade: 0.5, preco: 2690 }, 'kg')).toBe(
      nbsp('Preço por quantidade: a partir de 500 g, R$ 26,90 o kg'),
    );
    expect(wholesaleText({ quantidade: 48, preco: 299 }, 'un')).toBe(
      nbsp('Preço por quantidade: a partir de 48 un, R$ 2,99 cada'),
    );
  });
  it('the card line', () => {
    expect(cardOfferText({ origem: 'ATACADO', quantidade: 6, preco: 719 }, 'un')).toBe(
      nbsp('A partir de 6 un: R$ 7,19 cada'),
    );
    expect(cardOfferText({ origem: 'PROGRESSIVO', quantidade: 12, preco: 719 }, 'un')).toBe(nbsp('Leve 12: R$ 7,19'));
    expect(cardOfferText({ origem: 'PROGRESSIVO', quantidade: 3, preco: 519 }, 'kg')).toBe(nbsp('Leve 3 kg: R$ 5,19'));
  });
  it('de/por and its badge', () => {
    const r = { de: 1290, por: 990, percentual: 23 };
    expect(referenceText(r)).toBe(nbsp('De R$ 12,90 por R$ 9,90'));
    expect(discountBadge(r)).toEqual({ visible: '\u221223%', spoken: '23% de desconto' });
    expect(discountBadge({ de: 1000, por: 999, percentual: 0 })).toBeNull();
  });
});

describe('priceOriginLabel (white label: "atacado" only at a wholesaler)', () => {
  it('a winery or a grocery says its volume price without "atacado"', () => {
    expect(priceOriginLabel('ATACADO', false)).toBe('Preço por volume');
    for (const origem of ['ATACADO', 'PROGRESSIVO', 'ATENDENTE', 'NORMAL'] as const)
      expect(priceOriginLabel(origem, false) ?? '').not.toMatch(/atacado/i);
  });
  it('a wholesaler (sells to companies only) says "Preço de atacado"', () => {
    expect(priceOriginLabel('ATACADO', true)).toBe('Preço de atacado');
    expect(priceOriginLabel('PROGRESSIVO', true)).toBe('Preço por quantidade');
    expect(priceOriginLabel('ATENDENTE', true)).toBe('Preço negociado');
    expect(priceOriginLabel('NORMAL', true)).toBeNull();
  });
});
