import {
  barcodeFromLinha,
  buildBoleto,
  dateFromFactor,
  dueDateFactor,
  formatLinhaDigitavel,
  lateCharges,
  linhaFromBarcode,
  mod10Dv,
  mod11Dv,
  validateBarcode,
  validateLinhaDigitavel,
} from './boleto';

/**
 * Hand-built vector (no published boleto is used): banco 001, R$ 123,45, due 2025-03-10, free field
 * 0000001234567800000012317.
 *
 * Factor: 2025-03-10 is 16 days after 2025-02-22 → 1000 + 16 = 1016.
 * The 43 digits: 001 9 1016 0000012345 0000001234567800000012317
 * Mod 11, weights 2..9 from the right (leftmost digit gets 4). Non-zero products, left to right:
 *   1×2 + 9×9 + 1×8 + 1×6 + 6×5                      = 127  (bank, currency, factor)
 *   1×7 + 2×6 + 3×5 + 4×4 + 5×3                      =  65  (amount 12345)
 *   1×4 + 2×3 + 3×2 + 4×9 + 5×8 + 6×7 + 7×6 + 8×5    = 216  (free field 12345678)
 *   1×6 + 2×5 + 3×4 + 1×3 + 7×2                      =  45  (free field 12317)
 *   sum = 453; 453 mod 11 = 2; DV = 11 − 2 = 9.
 * Barcode: 001 9 9 1016 0000012345 0000001234567800000012317
 *
 * Mod 10, weights 2,1,2,1… from the right, digits of each product summed:
 *   field 1 "001900000": 0,0,1×2,9×1=9,0… → 2 + 9 = 11 → DV (10 − 1) = 9
 *   field 2 "0123456780": products 0,2,2,6,4,10→1,6,14→5,8,0 → 34 → DV 6
 *   field 3 "0000012317": products 0…,1×2,2×1,3×2,1×1,7×2=14→5 → 16 → DV 4
 * Linha: 00190.00009 01234.567806 00000.123174 9 10160000012345
 */
const VECTOR = {
  input: { banco: '001', valorCentavos: 12345, vencimento: '2025-03-10', campoLivre: '0000001234567800000012317' },
  codigoBarras: '00199101600000123450000001234567800000012317',
  linhaDigitavel: '00190000090123456780600000123174910160000012345',
  linhaDigitavelFormatada: '00190.00009 01234.567806 00000.123174 9 10160000012345',
};

describe('dueDateFactor', () => {
  it.each([
    ['2000-07-03', '1000'], // old base: 1000 days after 1997-10-07
    ['2000-07-04', '1001'],
    ['2025-02-21', '9999'], // last day of the old base
    ['2025-02-22', '1000'], // FEBRABAN's reset
    ['2025-02-23', '1001'],
    ['2025-03-10', '1016'],
    ['1997-10-08', '0001'],
  ])('%s → %s', (date, factor) => expect(dueDateFactor(date)).toBe(factor));

  it('does not drift with the time zone or daylight saving (UTC days)', () => {
    expect(dueDateFactor('2025-11-02')).toBe(String(1000 + 253));
    expect(dueDateFactor('2026-02-22')).toBe(String(1000 + 365));
  });

  it('restarts at 1000 after 9999 on the new base', () => {
    expect(dateFromFactor(9999)).toBe('2049-10-13');
    expect(dueDateFactor('2049-10-13')).toBe('9999');
    expect(dueDateFactor('2049-10-14')).toBe('1000');
  });

  it('rejects malformed or impossible dates', () => {
    for (const bad of ['2025-02-30', '2025-2-3', '10/03/2025', '', '1997-10-07']) {
      expect(() => dueDateFactor(bad)).toThrow();
    }
  });
});

describe('dateFromFactor', () => {
  it('inverts the new base by default', () => {
    expect(dateFromFactor('1000')).toBe('2025-02-22');
    expect(dateFromFactor('1001')).toBe('2025-02-23');
    expect(dateFromFactor(1016)).toBe('2025-03-10');
  });

  it('picks the cycle nearest a reference date', () => {
    expect(dateFromFactor('9999', '2025-01-15')).toBe('2025-02-21');
    expect(dateFromFactor('1000', '2000-08-01')).toBe('2000-07-03');
    expect(dateFromFactor('1000', '2025-01-15')).toBe('2025-02-22');
  });

  it('round trips with dueDateFactor on the new base', () => {
    for (const date of ['2025-02-22', '2025-12-31', '2030-06-15', '2049-10-13']) {
      expect(dateFromFactor(dueDateFactor(date))).toBe(date);
    }
  });

  it('rejects factors that are not 4 digits in range', () => {
    for (const bad of ['0', '10000', 'abcd', 0, 10000, 1.5]) expect(() => dateFromFactor(bad)).toThrow(/Fator/);
  });
});

describe('check digits', () => {
  it('mod 10 on the fields of the hand-built vector', () => {
    expect(mod10Dv('001900000')).toBe(9);
    expect(mod10Dv('0123456780')).toBe(6);
    expect(mod10Dv('0000012317')).toBe(4);
    expect(mod10Dv('0000000000')).toBe(0);
  });

  it('mod 11 of the hand-built vector', () => {
    expect(mod11Dv('0019101600000123450000001234567800000012317')).toBe(9);
  });

  it('mod 11 maps 0, 10 and 11 to 1', () => {
    // "0…0": sum 0 → 11 − 0 = 11 → 1. "1": 1×2 = 2 → 11 − 2 = 9. "5": 5×2 = 10 → 11 − 10 = 1 (a real 1).
    expect(mod11Dv('0'.repeat(43))).toBe(1);
    expect(mod11Dv('1')).toBe(9);
    expect(mod11Dv('5')).toBe(1);
    // "6": 6×2 = 12, 12 mod 11 = 1 → 11 − 1 = 10 → 1.
    expect(mod11Dv('6')).toBe(1);
  });

  it('a boleto whose mod 11 remainder is 1 (raw DV 10) or 0 (raw DV 11) gets DV 1', () => {
    const sumMod11 = (digits43: string) => {
      let sum = 0;
      let w = 2;
      for (let i = digits43.length - 1; i >= 0; i--) {
        sum += Number(digits43[i]) * w;
        w = w === 9 ? 2 : w + 1;
      }
      return sum % 11;
    };
    const found: Record<number, string> = {};
    for (let n = 0; n < 1000 && (found[0] === undefined || found[1] === undefined); n++) {
      const campoLivre = String(n).padStart(25, '0');
      const { codigoBarras } = buildBoleto({ ...VECTOR.input, campoLivre });
      const r = sumMod11(codigoBarras.slice(0, 4) + codigoBarras.slice(5));
      if ((r === 0 || r === 1) && found[r] === undefined) found[r] = codigoBarras;
    }
    expect(Object.keys(found).sort()).toEqual(['0', '1']);
    for (const codigoBarras of Object.values(found)) {
      expect(codigoBarras[4]).toBe('1');
      expect(validateBarcode(codigoBarras)).toBe(true);
      expect(validateLinhaDigitavel(linhaFromBarcode(codigoBarras))).toBe(true);
    }
  });
});

describe('buildBoleto', () => {
  it('builds the hand-built vector', () => {
    expect(buildBoleto(VECTOR.input)).toEqual({
      codigoBarras: VECTOR.codigoBarras,
      linhaDigitavel: VECTOR.linhaDigitavel,
      linhaDigitavelFormatada: VECTOR.linhaDigitavelFormatada,
    });
  });

  it('lays out the barcode: bank, 9, DV, factor, amount (10), free field (25)', () => {
    const { codigoBarras } = buildBoleto({ ...VECTOR.input, banco: '341', valorCentavos: 1 });
    expect(codigoBarras).toHaveLength(44);
    expect(codigoBarras.slice(0, 4)).toBe('3419');
    expect(codigoBarras.slice(5, 9)).toBe('1016');
    expect(codigoBarras.slice(9, 19)).toBe('0000000001');
    expect(codigoBarras.slice(19)).toBe(VECTOR.input.campoLivre);
  });

  it('accepts the maximum amount and rejects more', () => {
    expect(buildBoleto({ ...VECTOR.input, valorCentavos: 9_999_999_999 }).codigoBarras.slice(9, 19)).toBe('9999999999');
    expect(() => buildBoleto({ ...VECTOR.input, valorCentavos: 10_000_000_000 })).toThrow(/máximo/);
    expect(() => buildBoleto({ ...VECTOR.input, valorCentavos: 12.5 })).toThrow(/centavos/);
    expect(() => buildBoleto({ ...VECTOR.input, valorCentavos: -1 })).toThrow(/centavos/);
  });

  it('rejects non-digits with a clear message', () => {
    expect(() => buildBoleto({ ...VECTOR.input, banco: '0A1' })).toThrow(
      'O código do banco deve ter 3 dígitos numéricos',
    );
    expect(() => buildBoleto({ ...VECTOR.input, banco: '1' })).toThrow(
      'O código do banco deve ter 3 dígitos numéricos',
    );
    expect(() => buildBoleto({ ...VECTOR.input, campoLivre: '123' })).toThrow(
      'O campo livre deve ter 25 dígitos numéricos',
    );
    expect(() => buildBoleto({ ...VECTOR.input, campoLivre: 'x'.repeat(25) })).toThrow(/campo livre/);
    expect(() => buildBoleto({ ...VECTOR.input, vencimento: '10/03/2025' })).toThrow(/Data inválida/);
  });
});

describe('linha digitável', () => {
  it('converts barcode → linha → barcode', () => {
    expect(linhaFromBarcode(VECTOR.codigoBarras)).toBe(VECTOR.linhaDigitavel);
    expect(barcodeFromLinha(VECTOR.linhaDigitavel)).toBe(VECTOR.codigoBarras);
    expect(barcodeFromLinha(VECTOR.linhaDigitavelFormatada)).toBe(VECTOR.codigoBarras);
    for (const n of [0, 7, 123456789]) {
      const { codigoBarras } = buildBoleto({ ...VECTOR.input, campoLivre: String(n).padStart(25, '9') });
      expect(barcodeFromLinha(linhaFromBarcode(codigoBarras))).toBe(codigoBarras);
    }
  });

  it('formats as AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE', () => {
    expect(formatLinhaDigitavel(VECTOR.linhaDigitavel)).toBe(VECTOR.linhaDigitavelFormatada);
    expect(VECTOR.linhaDigitavelFormatada).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  });

  it('validates with or without dots and spaces', () => {
    expect(validateLinhaDigitavel(VECTOR.linhaDigitavel)).toBe(true);
    expect(validateLinhaDigitavel(VECTOR.linhaDigitavelFormatada)).toBe(true);
    expect(validateLinhaDigitavel(` ${VECTOR.linhaDigitavelFormatada}\n`)).toBe(true);
  });

  it('a flipped digit anywhere invalidates the linha', () => {
    const l = VECTOR.linhaDigitavel;
    for (let i = 0; i < l.length; i++) {
      const flipped = l.slice(0, i) + ((Number(l[i]) + 1) % 10) + l.slice(i + 1);
      expect(validateLinhaDigitavel(flipped)).toBe(false);
    }
  });

  it('rejects wrong lengths and other characters', () => {
    expect(validateLinhaDigitavel(VECTOR.linhaDigitavel.slice(1))).toBe(false);
    expect(validateLinhaDigitavel(VECTOR.linhaDigitavel.replace(/^0/, 'A'))).toBe(false);
    expect(validateLinhaDigitavel(VECTOR.linhaDigitavel.replace(/^(\d{5})/, '$1-'))).toBe(false);
    expect(() => barcodeFromLinha('123')).toThrow('A linha digitável deve ter 47 dígitos numéricos');
  });
});

describe('validateBarcode', () => {
  it('accepts the vector and rejects a wrong DV or length', () => {
    expect(validateBarcode(VECTOR.codigoBarras)).toBe(true);
    expect(validateBarcode(VECTOR.codigoBarras.slice(0, 4) + '8' + VECTOR.codigoBarras.slice(5))).toBe(false);
    expect(validateBarcode(VECTOR.codigoBarras.slice(0, 43))).toBe(false);
    expect(validateBarcode(VECTOR.codigoBarras.replace(/7$/, '8'))).toBe(false);
  });
});

describe('lateCharges (the "2ª via atualizada")', () => {
  const s = { multaBp: 200, jurosMesBp: 100 };
  it('fine once, interest a month pro rata die from the due date to the new one, each rounded to the centavo', () => {
    // R$ 1.234,56 due 2026-10-01, paid by 2026-10-31 (30 days): 2% = 24,69; 1% a month for 30 days = 12,35.
    expect(lateCharges(123_456, '2026-10-01', '2026-10-31', s)).toEqual({
      dias: 30,
      multa: 2469,
      juros: 1235,
      total: 123_456 + 2469 + 1235,
    });
    // 7 days of 1% a month on R$ 100,00: 100 × 0.01 × 7/30 = 0,2333… → 0,23.
    expect(lateCharges(10_000, '2026-10-01', '2026-10-08', s)).toMatchObject({ dias: 7, multa: 200, juros: 23 });
    // Across FEBRABAN's factor reset and a leap day: calendar days, not factors.
    expect(lateCharges(10_000, '2025-02-20', '2025-02-23', s).dias).toBe(3);
    expect(lateCharges(10_000, '2028-02-28', '2028-03-01', s).dias).toBe(2);
  });
  it('nothing on or before the due date; zero settings charge nothing', () => {
    expect(lateCharges(10_000, '2026-10-01', '2026-10-01', s)).toEqual({ dias: 0, multa: 0, juros: 0, total: 10_000 });
    expect(lateCharges(10_000, '2026-10-01', '2026-09-20', s).total).toBe(10_000);
    expect(lateCharges(10_000, '2026-10-01', '2026-11-01', { multaBp: 0, jurosMesBp: 0 }).total).toBe(10_000);
  });
});
