/**
 * Inscrição estadual (state registration) check digits, as SEFAZ publishes them (the SINTEGRA
 * "conferência de inscrições estaduais" rules), for the states the demo's issuers are in. An NF-e
 * whose emitter IE fails its state's check is refused by SEFAZ (rejeição 209, IE do emitente
 * inválida). Pure.
 *
 * SP, industrial and commercial (12 digits, the 9th and 12th are check digits):
 *   1st DV: digits 1–8 × weights 1, 3, 4, 5, 6, 7, 8, 10; the rightmost digit of (sum mod 11).
 *   2nd DV: digits 1–11 × weights 3, 2, 10, 9, 8, 7, 6, 5, 4, 3, 2; the rightmost digit of (sum mod 11).
 *   (The rural producer's form, 'P' and 12 digits, is not accepted here: an issuer of this API is a shop.)
 * RS (10 digits, the first 3 the municipality's code, the last a check digit):
 *   digits 1–9 × weights 2, 9, 8, 7, 6, 5, 4, 3, 2; DV = 11 − (sum mod 11), 10 and 11 becoming 0.
 */

export type StateRegistrationCheck = 'valid' | 'invalid' | 'unchecked';

const weighted = (digits: readonly number[], weights: readonly number[]) =>
  weights.reduce((s, w, i) => s + w * digits[i]!, 0);

function validSp(ie: string): boolean {
  if (!/^\d{12}$/.test(ie)) return false;
  const d = [...ie].map(Number);
  const dv1 = (weighted(d, [1, 3, 4, 5, 6, 7, 8, 10]) % 11) % 10;
  if (dv1 !== d[8]) return false;
  const dv2 = (weighted(d, [3, 2, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11) % 10;
  return dv2 === d[11];
}

function validRs(ie: string): boolean {
  if (!/^\d{10}$/.test(ie)) return false;
  const d = [...ie].map(Number);
  const dv = 11 - (weighted(d, [2, 9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return (dv >= 10 ? 0 : dv) === d[9];
}

const CHECKS: Partial<Record<string, (digits: string) => boolean>> = { SP: validSp, RS: validRs };

/** The UFs whose IE check digits this module knows. */
export const CHECKED_UFS = Object.keys(CHECKS);

/**
 * Checks an IE (punctuation ignored) against its UF's rule: 'valid', 'invalid', or
 * 'unchecked' for a UF without a rule here. 'ISENTO' is not a registration and is 'invalid'
 * for an issuer (an NF-e emitter always has one).
 */
export function checkStateRegistration(ie: string, uf: string): StateRegistrationCheck {
  const check = CHECKS[uf.toUpperCase()];
  if (!check) return 'unchecked';
  const digits = ie.replace(/[.\-/\s]/g, '');
  return check(digits) ? 'valid' : 'invalid';
}

/** 'SP' 110042490114 → '110.042.490.114'; 'RS' 2243658792 → '224/3658792'; other UFs as given. */
export function formatStateRegistration(ie: string, uf: string): string {
  const d = ie.replace(/\D/g, '');
  if (uf === 'SP' && d.length === 12) return d.replace(/^(\d{3})(\d{3})(\d{3})(\d{3})$/, '$1.$2.$3.$4');
  if (uf === 'RS' && d.length === 10) return `${d.slice(0, 3)}/${d.slice(3)}`;
  return ie;
}
