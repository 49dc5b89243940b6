import { freeShippingProgress, lowestFreeFreightThreshold } from './free-shipping';

describe('freeShippingProgress (centavos)', () => {
  it('says what is missing below the threshold', () => {
    expect(freeShippingProgress(12_345, 20_000)).toEqual({
      limite: 20_000,
      atual: 12_345,
      falta: 7_655,
      alcancado: false,
    });
  });

  it('one centavo short is not reached; the threshold itself is', () => {
    expect(freeShippingProgress(19_999, 20_000)).toMatchObject({ falta: 1, alcancado: false });
    expect(freeShippingProgress(20_000, 20_000)).toMatchObject({ falta: 0, alcancado: true, atual: 20_000 });
  });

  it('above the threshold the bar is full, never past it', () => {
    expect(freeShippingProgress(53_000, 20_000)).toEqual({ limite: 20_000, atual: 20_000, falta: 0, alcancado: true });
  });

  it('an empty cart misses the whole threshold', () => {
    expect(freeShippingProgress(0, 20_000)).toMatchObject({ atual: 0, falta: 20_000, alcancado: false });
  });

  it('a negative or non-finite total counts as zero; fractions of a centavo are rounded', () => {
    expect(freeShippingProgress(-500, 20_000)).toMatchObject({ atual: 0, falta: 20_000 });
    expect(freeShippingProgress(Number.NaN, 20_000)).toMatchObject({ atual: 0, falta: 20_000 });
    expect(freeShippingProgress(100.6, 20_000)).toMatchObject({ atual: 101, falta: 19_899 });
  });

  it('no threshold, zero or a nonsense one: no bar', () => {
    expect(freeShippingProgress(10_000, null)).toBeNull();
    expect(freeShippingProgress(10_000, 0)).toBeNull();
    expect(freeShippingProgress(10_000, -1)).toBeNull();
    expect(freeShippingProgress(10_000, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('lowestFreeFreightThreshold', () => {
  it('the lowest threshold of the methods that have one', () => {
    expect(
      lowestFreeFreightThreshold([{ gratisAcimaDe: null }, { gratisAcimaDe: 150_000 }, { gratisAcimaDe: 20_000 }]),
    ).toBe(20_000);
  });

  it('none: null (also for no methods, or a zero threshold)', () => {
    expect(lowestFreeFreightThreshold([])).toBeNull();
    expect(lowestFreeFreightThreshold([{ gratisAcimaDe: null }, { gratisAcimaDe: 0 }])).toBeNull();
  });
});
