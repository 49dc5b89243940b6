/**
 * Brazilian CEP (postal code): 8 digits, shown as 00000-000 everywhere, sent to the API as the
 * 8 digits only (spec 5: "Address cep has dashes removed"). Pure; shared by the browser, the
 * storefront server and the commerce API.
 */

const CEP_DIGITS = 8;

/** What people type or paste around the digits: dashes, dots and any whitespace. */
const CEP_PUNCTUATION = /[-.\s]/g;

/**
 * The value of a CEP field as it is typed or pasted: the digits only (at most 8), with the dash
 * after the fifth. '01310100', '01310-100' and ' 01310 100 ' all give '01310-100'.
 */
export function maskCep(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, CEP_DIGITS);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

/**
 * The CEP as the API takes it: punctuation and spaces removed. Anything else (letters) is kept,
 * so an invalid CEP stays invalid instead of being silently repaired.
 */
export function normalizeCep(input: string): string {
  return input.replace(CEP_PUNCTUATION, '');
}

export const isValidCep = (input: string) => /^\d{8}$/.test(normalizeCep(input));

/**
 * A stored CEP for display: '05435000' → '05435-000'. A value that is not a CEP is shown as it
 * is (never half-masked); null or blank gives ''.
 */
export function formatCep(cep: string | null | undefined): string {
  if (!cep) return '';
  return isValidCep(cep) ? maskCep(cep) : cep.trim();
}

/**
 * Where the caret goes after masking: right after the same number of digits that were before
 * it in the raw value (typing or deleting in the middle does not jump to the end).
 */
export function maskedCaret(raw: string, caret: number, masked: string): number {
  const digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked[i]!)) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return masked.length;
}
