import { validateCNPJ, validateCPF } from 'validations-br';

import { formatDocument, isValidCnpj, isValidCpf, maskCnpj, maskCpf } from './documents';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725'])('accepts %s', (cpf) => expect(isValidCpf(cpf)).toBe(true));
  it.each(['529.982.247-24', '529.982.247-15', '111.111.111-11', '1234567890', '529982247250'])('rejects %s', (cpf) =>
    expect(isValidCpf(cpf)).toBe(false),
  );
  it('masks as typed', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
  });
});

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '12.ABC.345/01DE-35', '12abc34501de35'])('accepts %s', (cnpj) =>
    expect(isValidCnpj(cnpj)).toBe(true),
  );
  it.each([
    '11.222.333/0001-82',
    '11.222.333/0002-81',
    '12.ABC.345/01DE-36',
    '12.ABD.345/01DE-35',
    '12.ABC.345/01DE-3A',
    '00000000000000',
    '1122233300018',
  ])('rejects %s', (cnpj) => expect(isValidCnpj(cnpj)).toBe(false));
  it('masks numeric and alphanumeric forms', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });
});

describe('formatDocument', () => {
  it.each([
    ['52998224725', undefined, '529.982.247-25'],
    ['11222333000181', undefined, '11.222.333/0001-81'],
    ['12ABC34501DE35', undefined, '12.ABC.345/01DE-35'],
    ['12ABC34501DE35', 'CNPJ', '12.ABC.345/01DE-35'],
    ['52998224725', 'CPF', '529.982.247-25'],
    ['AB123456', 'ESTRANGEIRO', 'AB123456'],
    ['AB123456', undefined, 'AB123456'],
    // 11 digits that are not a valid CPF, stored as a foreign document: left as it is.
    ['12345678900', 'ESTRANGEIRO', '12345678900'],
    ['12345678900', undefined, '12345678900'],
  ] as const)('%s (%s) → %s', (doc, kind, shown) => expect(formatDocument(doc, kind)).toBe(shown));

  it('nothing → empty', () => {
    expect(formatDocument(null)).toBe('');
    expect(formatDocument('')).toBe('');
  });
});

/**
 * Against an independent implementation (validations-br 1.7.0) on generated strings: valid
 * documents, one-character typos, swapped neighbours, junk characters inserted or substituted
 * anywhere, wrong or partial masks. validations-br strips what is not a digit (CPF) or the mask
 * characters anywhere (CNPJ), so the shape a person writes is checked here, from the rules: a CPF
 * is 11 digits or 000.000.000-00, a CNPJ 14 characters or 00.000.000/0000-00 (12 of [0-9A-Z], then
 * 2 digits). Accepted exactly when the shape is one of those and validations-br accepts the
 * check digits.
 */
describe('isValidCpf / isValidCnpj agree with validations-br on generated strings', () => {
  // mulberry32: the same strings on every run.
  let seed = 0x5eed2027;
  const rand = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const DIGITS = '0123456789';
  const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  // Junk people paste or type: letters, signs, punctuation in the wrong place, spaces, other digits.
  const JUNK = ['A', 'x', '+', '-', '.', '/', ' ', '\t', '_', ',', '(', ')', '#', '٣', '５', '\u00a0', '0', '9'];
  const randomOf = (alphabet: string, n: number) => Array.from({ length: n }, () => pick([...alphabet])).join('');

  /** A valid CPF: 9 random digits and the check digits validations-br accepts (searched, not computed). */
  function validCpf(): string {
    for (;;) {
      const base = randomOf(DIGITS, 9);
      for (let dv = 0; dv < 100; dv++) {
        const c = base + String(dv).padStart(2, '0');
        if (validateCPF(c)) return c;
      }
    }
  }
  function validCnpj(): string {
    for (;;) {
      const base = rand() < 0.5 ? randomOf(DIGITS, 12) : randomOf(ALNUM, 12);
      for (let dv = 0; dv < 100; dv++) {
        const c = base + String(dv).padStart(2, '0');
        if (validateCNPJ(c)) return c;
      }
    }
  }
  const maskedCpf = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
  const maskedCnpj = (d: string) =>
    `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;

  /** Variants of a document: as is, masked, and mutated in the ways people and attackers do. */
  function variants(doc: string, mask: (d: string) => string, alphabet: string): string[] {
    const at = () => Math.floor(rand() * (doc.length + 1));
    const i = Math.floor(rand() * doc.length);
    const out = [doc, mask(doc)];
    out.push(doc.slice(0, i) + pick([...alphabet].filter((c) => c !== doc[i])) + doc.slice(i + 1)); // typo
    if (i + 1 < doc.length && doc[i] !== doc[i + 1]) out.push(doc.slice(0, i) + doc[i + 1] + doc[i] + doc.slice(i + 2));
    const j = at();
    out.push(doc.slice(0, j) + pick(JUNK) + doc.slice(j)); // junk inserted
    out.push(doc.slice(0, i) + pick(JUNK) + doc.slice(i + 1)); // junk in place of a character
    const m = mask(doc);
    const k = Math.floor(rand() * (m.length + 1));
    out.push(m.slice(0, k) + pick(JUNK) + m.slice(k)); // junk in a masked one
    out.push(pick(['+', ' ', '-', '0', 'A']) + doc, doc + pick(['+', ' ', '-', '0', 'A'])); // prefix, suffix
    out.push(doc.slice(0, -1), doc + pick([...DIGITS])); // short, long
    out.push(m.replace(/[.\-/]/g, (c) => (rand() < 0.5 ? '' : c))); // partial mask
    out.push(doc.toLowerCase(), m.toLowerCase());
    return out;
  }

  const CPF_WRITTEN = /^(?:\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/;
  const CNPJ_WRITTEN = /^(?:[0-9A-Z]{12}\d{2}|[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2})$/;

  it('CPF: 300 valid documents and their variants (about 4,000 strings)', () => {
    const strings = Array.from({ length: 300 }, () => variants(validCpf(), maskedCpf, DIGITS)).flat();
    strings.push(
      '529A98224725',
      '+52998224725',
      '529.982.247-25 ',
      '529..982.247-25',
      '529.982.247/25',
      '529982247-25',
    );
    const disagreements = strings.filter((s) => isValidCpf(s) !== (CPF_WRITTEN.test(s) && validateCPF(s)));
    expect(disagreements).toEqual([]);
    const accepted = strings.filter((s) => isValidCpf(s)).length;
    // Both kinds are exercised: hundreds accepted, thousands refused.
    expect(accepted).toBeGreaterThan(500);
    expect(strings.length - accepted).toBeGreaterThan(2000);
    expect(isValidCpf('529A98224725')).toBe(false);
    expect(isValidCpf('+52998224725')).toBe(false);
  });

  it('CNPJ (numeric and alphanumeric): 300 valid documents and their variants (about 4,000 strings)', () => {
    const strings = Array.from({ length: 300 }, () => variants(validCnpj(), maskedCnpj, ALNUM)).flat();
    strings.push('+11222333000181', '11.222.333/0001-81.', '1.1222333000181', '11 222 333 0001 81', '11222333/000181');
    // Lower case is the same CNPJ (stored uppercased).
    const disagreements = strings.filter(
      (s) => isValidCnpj(s) !== (CNPJ_WRITTEN.test(s.toUpperCase()) && validateCNPJ(s.toUpperCase())),
    );
    expect(disagreements).toEqual([]);
    const accepted = strings.filter((s) => isValidCnpj(s)).length;
    expect(accepted).toBeGreaterThan(500);
    expect(strings.length - accepted).toBeGreaterThan(2000);
  });
});
