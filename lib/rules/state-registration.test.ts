import fc from 'fast-check';
import { validateIE } from 'validations-br';

import { checkStateRegistration, formatStateRegistration } from './state-registration';

describe('inscrição estadual check digits', () => {
  it.each([
    // SINTEGRA's worked examples.
    ['110.042.490.114', 'SP'],
    ['224/3658792', 'RS'],
    // The demo issuers (seed/demo-world.ts DEMO_FISCAL).
    ['110042490217', 'SP'],
    ['110042490321', 'SP'],
    ['0290123453', 'RS'],
  ])('accepts %s (%s)', (ie, uf) => expect(checkStateRegistration(ie, uf)).toBe('valid'));

  it.each([
    // The IEs the demo seeded before: 9th digit 1 (should be 0), RS DV 6 (should be 3).
    ['110042491119', 'SP'],
    ['110042492113', 'SP'],
    ['0290123456', 'RS'],
    // Second SP digit wrong, one digit short, letters, the rural producer's form, ISENTO.
    ['110042490115', 'SP'],
    ['11004249011', 'SP'],
    ['11004249011A', 'SP'],
    ['P011004243002', 'SP'],
    ['ISENTO', 'SP'],
    ['2243658793', 'RS'],
    ['224365879', 'RS'],
    // An RS number is not an SP one.
    ['2243658792', 'SP'],
  ])('refuses %s (%s)', (ie, uf) => expect(checkStateRegistration(ie, uf)).toBe('invalid'));

  it('other UFs are not checked here', () => {
    expect(checkStateRegistration('0623079040081', 'MG')).toBe('unchecked');
  });

  it('agrees with an independent implementation (validations-br) on random SP and RS numbers', () => {
    // Random numbers are mostly invalid; half the runs fix the check digits so both sides are exercised.
    const withDv = (uf: 'SP' | 'RS', digits: string) => {
      for (let d = 0; d <= 9; d++) {
        const candidate = uf === 'RS' ? digits.slice(0, 9) + d : digits;
        if (uf === 'RS' && validateIE(candidate, 'RS')) return candidate;
      }
      if (uf === 'SP') {
        for (let a = 0; a <= 9; a++)
          for (let b = 0; b <= 9; b++) {
            const c = `${digits.slice(0, 8)}${a}${digits.slice(9, 11)}${b}`;
            if (validateIE(c, 'SP')) return c;
          }
      }
      return digits;
    };
    let valid = 0;
    fc.assert(
      fc.property(
        fc.constantFrom('SP' as const, 'RS' as const),
        fc.stringMatching(/^\d{12}$/),
        fc.boolean(),
        (uf, raw, fix) => {
          const digits = uf === 'RS' ? raw.slice(0, 10) : raw;
          const ie = fix ? withDv(uf, digits) : digits;
          const oracle = validateIE(ie, uf);
          if (oracle) valid++;
          expect(checkStateRegistration(ie, uf)).toBe(oracle ? 'valid' : 'invalid');
        },
      ),
      { numRuns: 2000 },
    );
    expect(valid).toBeGreaterThan(500);
  });

  it('formats SP and RS the way their SEFAZ print them', () => {
    expect(formatStateRegistration('110042490114', 'SP')).toBe('110.042.490.114');
    expect(formatStateRegistration('2243658792', 'RS')).toBe('224/3658792');
    expect(formatStateRegistration('0623079040081', 'MG')).toBe('0623079040081');
  });
});
