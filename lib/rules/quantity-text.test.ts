import {
  approxUnitPriceText,
  formatCount,
  formatNumber,
  formatQuantity,
  isMeasureUnit,
  packageText,
  pluralUnit,
  unitsAndWeightText,
  unitWeightText,
} from './quantity-text';

describe('formatQuantity', () => {
  it('shows fractions of a kilo in grams', () => {
    expect(formatQuantity(0.25, 'kg')).toBe('250 g');
    expect(formatQuantity(0.5, 'kg')).toBe('500 g');
    expect(formatQuantity(0.125, 'kg')).toBe('125 g');
  });
  it('keeps kilos from one up, with the pt-BR decimal comma', () => {
    expect(formatQuantity(1, 'kg')).toBe('1 kg');
    expect(formatQuantity(1.5, 'kg')).toBe('1,5 kg');
    expect(formatQuantity(3, 'kg')).toBe('3 kg');
    expect(formatQuantity(2.125, 'kg')).toBe('2,125 kg');
  });
  it('litres below one in millilitres', () => {
    expect(formatQuantity(0.5, 'l')).toBe('500 ml');
    expect(formatQuantity(1.5, 'L')).toBe('1,5 L');
  });
  it('rounds to 3 decimals like the cart', () => {
    expect(formatQuantity(1.23456, 'kg')).toBe('1,235 kg');
  });
  it('counted units: abbreviations never change, words take the Portuguese plural', () => {
    expect(formatQuantity(3, 'un')).toBe('3 un');
    expect(formatQuantity(1, 'fardo')).toBe('1 fardo');
    expect(formatQuantity(2, 'fardo')).toBe('2 fardos');
    expect(formatQuantity(10, 'galão')).toBe('10 galões');
    expect(formatQuantity(2, 'mês')).toBe('2 meses');
    expect(formatQuantity(1000, 'caixa')).toBe('1.000 caixas');
  });
});

describe('formatCount', () => {
  it('is the bare number for items sold by the unit, the quantity with its unit otherwise', () => {
    expect(formatCount(12, 'un')).toBe('12');
    expect(formatCount(3, 'kg')).toBe('3 kg');
    expect(formatCount(0.5, 'kg')).toBe('500 g');
    expect(formatCount(10, 'fardo')).toBe('10 fardos');
  });
});

describe('helpers', () => {
  it('plural of unit words', () => {
    expect(
      ['un', 'kg', 'saco', 'caixa', 'balde', 'bag', 'display', 'trimestre', 'colher', 'item'].map(pluralUnit),
    ).toEqual(['un', 'kg', 'sacos', 'caixas', 'baldes', 'bags', 'displays', 'trimestres', 'colheres', 'itens']);
  });
  it('measure units', () => {
    expect(isMeasureUnit('kg')).toBe(true);
    expect(isMeasureUnit(' L ')).toBe(true);
    expect(isMeasureUnit('un')).toBe(false);
    expect(isMeasureUnit('fardo')).toBe(false);
  });
  it('numbers', () => {
    expect(formatNumber(1.5)).toBe('1,5');
    expect(formatNumber(1000)).toBe('1.000');
  });
  it('whole numbers, formatted without Intl, read exactly as Intl pt-BR writes them', () => {
    const intl = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });
    const edges = [0, -0, 1, -1, 12, 999, 1000, -1000, 9999, 10_000, 123_456, 1_000_000, Number.MAX_SAFE_INTEGER];
    const spread = Array.from({ length: 2000 }, (_, i) => Math.round((i - 1000) * 7919.37 * (i % 7) ** 3));
    for (const n of [...edges, ...edges.map((e) => -e), ...spread]) expect(formatNumber(n)).toBe(intl.format(n));
  });
});

describe('packageText', () => {
  it('a box of units for a product sold in whole boxes, the package itself otherwise', () => {
    expect(packageText({ unidade: 'un', granularidade: 12, unidades_por_embalagem: 12 })).toBe('1 cx = 12 un');
    expect(packageText({ unidade: 'bag', granularidade: 6, unidades_por_embalagem: 6 })).toBe('1 cx = 6 bags');
    expect(packageText({ unidade: 'fardo', granularidade: 1, unidades_por_embalagem: 10 })).toBe('1 fardo = 10 un');
    expect(packageText({ unidade: 'caixa', unidades_por_embalagem: 2500 })).toBe('1 caixa = 2.500 un');
  });

  it('nothing without a package count', () => {
    expect(packageText({ unidade: 'un', granularidade: 12, unidades_por_embalagem: null })).toBeNull();
    expect(packageText({ unidade: 'kg', granularidade: 0.25 })).toBeNull();
    expect(packageText({ unidade: 'un', unidades_por_embalagem: 1 })).toBeNull();
  });
});

describe('produce by the unit (decision 0055)', () => {
  it('says the weight of one piece in g below 1 kg, in kg above', () => {
    expect(unitWeightText({ peso_aproximado_unidade_kg: 0.18 })).toBe('1 un ≈ 180 g');
    expect(unitWeightText({ peso_aproximado_unidade_kg: 1.2 })).toBe('1 un ≈ 1,2 kg');
    expect(unitWeightText({ peso_aproximado_unidade_kg: null })).toBeNull();
    expect(unitWeightText({})).toBeNull();
  });

  it('a line in units with its approximate kg', () => {
    expect(unitsAndWeightText(3, 0.54)).toBe('3 un ≈ 540 g');
    expect(unitsAndWeightText(6, 1.08)).toBe('6 un ≈ 1,08 kg');
  });

  it('the approximate price of one piece, to the centavo', () => {
    expect(approxUnitPriceText(890, 0.18)).toBe('aprox. R$\u00a01,60 cada');
    expect(approxUnitPriceText(699, 0.12)).toBe('aprox. R$\u00a00,84 cada');
  });
});
