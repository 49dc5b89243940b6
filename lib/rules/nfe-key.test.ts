import { isValidNfeKey as isValidNfeKeyIndependent } from '@brazilian-utils/brazilian-utils';

import { buildNfeKey, formatNfeKey, isValidNfeKey, nfeCodeAllowed, nfeKeyDv, parseNfeKey } from './nfe-key';

/**
 * Hand-checked vector: SP (35), March 2025, CNPJ 23.456.789/0001-95, série 1, nNF 1, tpEmis 1,
 * cNF 12345678.
 *   43 characters: 35 2503 23456789000195 55 001 000000001 1 12345678
 *   weights from the right 2..9, repeating: 4329876543298765432987654329876543298765432
 *   cUF      3×4 + 5×3                                                        =  27
 *   AAMM     2×2 + 5×9 + 3×7                                                  =  70
 *   CNPJ     2×6 + 3×5 + 4×4 + 5×3 + 6×2 + 7×9 + 8×8 + 9×7 + 1×3 + 9×2 + 5×9  = 326
 *   mod      5×8 + 5×7                                                        =  75
 *   série    1×4 = 4;  nNF 1×3 = 3;  tpEmis 1×2 = 2
 *   cNF      1×9 + 2×8 + 3×7 + 4×6 + 5×5 + 6×4 + 7×3 + 8×2                    = 156
 *   sum 663 = 60×11 + 3 → DV = 11 − 3 = 8.
 * Changing the last digit of cNF to 1 makes the sum 649 = 59×11 (remainder 0 → DV 0), to 7
 * makes it 661 = 60×11 + 1 (remainder 1 → DV 0).
 */
const HAND = '35250323456789000195550010000000011123456788';

describe('NF-e access key', () => {
  it('builds the 44 characters in the layout order with the modulo-11 check digit', () => {
    const key = buildNfeKey({
      uf: 'SP',
      emissao: '2025-03-14',
      cnpj: '23.456.789/0001-95',
      serie: 1,
      numero: 1,
      codigo: 12345678,
    });
    expect(key).toBe(HAND);
    expect(key).toHaveLength(44);
    expect(parseNfeKey(key)).toEqual({
      cUF: '35',
      aamm: '2503',
      cnpj: '23456789000195',
      modelo: '55',
      serie: 1,
      numero: 1,
      tpEmis: '1',
      cNF: '12345678',
      cDV: 8,
    });
    expect(isValidNfeKey(key)).toBe(true);
  });

  it('remainder 0 or 1 gives check digit 0', () => {
    expect(nfeKeyDv(HAND.slice(0, 42) + '1')).toBe(0);
    expect(nfeKeyDv(HAND.slice(0, 42) + '7')).toBe(0);
    expect(
      buildNfeKey({ uf: 'SP', emissao: '2025-03', cnpj: '23456789000195', serie: 1, numero: 1, codigo: 12345671 }),
    ).toMatch(/0$/);
  });

  it('accepts the example key of the NF-e integration manual (earlier 9-digit cNF layout; its DV checks)', () => {
    expect(isValidNfeKey('52060433009911002506550120000007800267301615')).toBe(true);
    expect(isValidNfeKey('5206 0433 0099 1100 2506 5501 2000 0007 8002 6730 1615')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length or letters outside the CNPJ', () => {
    expect(isValidNfeKey(HAND.slice(0, 43) + '7')).toBe(false);
    expect(isValidNfeKey(HAND.slice(0, 43))).toBe(false);
    expect(isValidNfeKey(HAND + '1')).toBe(false);
    expect(isValidNfeKey('x' + HAND.slice(1))).toBe(false);
    // Every single-digit change is caught.
    for (let i = 0; i < 43; i++) {
      const d = (Number(HAND[i]) + 1) % 10;
      expect(isValidNfeKey(HAND.slice(0, i) + d + HAND.slice(i + 1))).toBe(false);
    }
  });

  it('the alphanumeric CNPJ counts each character as its ASCII code − 48', () => {
    // 43 26 08 12ABC34501DE35 55 001 000000042 1 87654321: the digits alone weigh 648; the letters
    // A=17×4 + B=18×3 + C=19×2 + D=20×4 + E=21×3 = 303; 951 = 86×11 + 5 → DV 6.
    const key = buildNfeKey({
      uf: 'RS',
      emissao: '2026-08-01',
      cnpj: '12.ABC.345/01DE-35',
      serie: 1,
      numero: 42,
      codigo: 87654321,
    });
    expect(key).toBe('43260812ABC34501DE35550010000000421876543216');
    expect(isValidNfeKey(key)).toBe(true);
  });

  it('refuses bad parts', () => {
    const ok = {
      uf: 'SP' as const,
      emissao: '2025-03-14',
      cnpj: '23456789000195',
      serie: 1,
      numero: 5,
      codigo: 12345678,
    };
    expect(() => buildNfeKey({ ...ok, numero: 0 })).toThrow();
    expect(() => buildNfeKey({ ...ok, numero: 1_000_000_000 })).toThrow();
    expect(() => buildNfeKey({ ...ok, serie: 1000 })).toThrow();
    expect(() => buildNfeKey({ ...ok, codigo: 100_000_000 })).toThrow();
    expect(() => buildNfeKey({ ...ok, codigo: 5 })).toThrow(/cNF/);
    expect(() => buildNfeKey({ ...ok, cnpj: '123' })).toThrow();
    expect(() => buildNfeKey({ ...ok, uf: 'XX' as 'SP' })).toThrow();
  });

  it('prints in groups of 4', () => {
    expect(formatNfeKey(HAND)).toBe('3525 0323 4567 8900 0195 5500 1000 0000 0111 2345 6788');
  });
});

describe('the numeric code (cNF) of a note', () => {
  const key = (codigo: number) =>
    buildNfeKey({ uf: 'SP', emissao: '2026-11', cnpj: '23456789000195', serie: 1, numero: 42, codigo });
  const forbidden = [
    ...Array.from({ length: 10 }, (_, d) => Number(String(d).repeat(8))),
    ...Array.from({ length: 10 }, (_, i) => Number('01234567890123456'.slice(i, i + 8))),
  ];

  it('refuses the 20 codes of MOC rule B03-10 and the note number; @brazilian-utils refuses the same keys', () => {
    expect(new Set(forbidden).size).toBe(20);
    for (const c of forbidden) {
      expect({ c, allowed: nfeCodeAllowed(c, 42) }).toEqual({ c, allowed: false });
      expect({ c, independent: isValidNfeKeyIndependent(key(c)) }).toEqual({ c, independent: false });
    }
    expect(nfeCodeAllowed(42, 42)).toBe(false);
    expect(nfeCodeAllowed(-1, 42)).toBe(false);
    expect(nfeCodeAllowed(100_000_000, 42)).toBe(false);
  });

  it('allows the rest: 2,000 random codes agree with @brazilian-utils', () => {
    let allowed = 0;
    for (let i = 0; i < 2000; i++) {
      const c = Math.floor(Math.random() * 100_000_000);
      const ours = nfeCodeAllowed(c, 42);
      expect({ c, ours }).toEqual({ c, ours: c !== 42 && isValidNfeKeyIndependent(key(c)) });
      if (ours) allowed++;
    }
    expect(allowed).toBeGreaterThan(1990);
  });
});
