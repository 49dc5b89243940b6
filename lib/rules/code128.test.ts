import { CODE128_PATTERNS, code128cValues, code128cWidths } from './code128';

describe('Code 128 C', () => {
  it('every symbol is 6 elements and 11 modules with an even bar total; the stop 7 elements and 13 modules', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.forEach((p, v) => {
      const w = [...p].map(Number);
      expect(w.length).toBe(v === 106 ? 7 : 6);
      expect(w.reduce((a, b) => a + b, 0)).toBe(v === 106 ? 13 : 11);
      // Bars (even positions) sum to an even number of modules: the symbology's parity rule.
      expect(w.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0) % 2).toBe(0);
    });
  });

  it('packs digit pairs after start C and adds the modulo-103 check symbol', () => {
    // Hand-checked: start 105 + 12×1 + 34×2 + 56×3 = 353 = 3×103 + 44.
    expect(code128cValues('123456')).toEqual([105, 12, 34, 56, 44, 106]);
    // 105 + 0 = 105 → 2.
    expect(code128cValues('00')).toEqual([105, 0, 2, 106]);
    expect(() => code128cValues('123')).toThrow();
    expect(() => code128cValues('12a4')).toThrow();
  });

  it('a 44-digit access key is 22 data symbols: 277 modules of bars and spaces', () => {
    const key = '35260323456789000195550010000012341123456786';
    const values = code128cValues(key);
    expect(values).toHaveLength(25);
    const widths = code128cWidths(key);
    expect(widths.reduce((a, b) => a + b, 0)).toBe(277);
    expect(widths.length % 2).toBe(1); // ends on the stop's final bar
  });
});
