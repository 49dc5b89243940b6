/**
 * Brazilian taxpayer documents. CNPJ accepts the alphanumeric form in force since July 2026:
 * 12 characters [0-9A-Z] followed by 2 numeric check digits, each character worth ASCII − 48.
 */

const onlyDigits = (s: string) => s.replace(/\D/g, '');

/** Uppercases and strips the usual punctuation (. / - and spaces). */
export function normalizeDocument(input: string): string {
  return input.toUpperCase().replace(/[.\-/\s]/g, '');
}

/** A CPF written as 11 digits or as 000.000.000-00; nothing else (no letters, signs or stray punctuation). */
const CPF_SHAPE = /^(?:\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/;

/**
 * A CNPJ written as 14 characters or as 00.000.000/0000-00, the 12 first of [0-9A-Z] (either case:
 * the alphanumeric form is stored uppercased) and the 2 check digits numeric.
 */
const CNPJ_SHAPE = /^(?:[0-9A-Z]{12}\d{2}|[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2})$/i;

/**
 * Strict on its own: the shape (CPF_SHAPE) first, then the check digits. '529A98224725' or
 * '+52998224725' are not a CPF, whatever a caller checked before.
 */
export function isValidCpf(input: string): boolean {
  if (typeof input !== 'string' || !CPF_SHAPE.test(input)) return false;
  const cpf = onlyDigits(input);
  if (/^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  for (const size of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < size; i++) sum += digits[i]! * (size + 1 - i);
    const dv = ((sum * 10) % 11) % 10;
    if (dv !== digits[size]) return false;
  }
  return true;
}

const cnpjValue = (ch: string) => ch.charCodeAt(0) - 48;

function cnpjCheckDigit(base: string): number {
  const weights = base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += cnpjValue(base[i]!) * weights[i]!;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Strict on its own like isValidCpf: CNPJ_SHAPE, then the check digits. */
export function isValidCnpj(input: string): boolean {
  if (typeof input !== 'string' || !CNPJ_SHAPE.test(input)) return false;
  const cnpj = normalizeDocument(input);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj)) return false;
  if (/^(\d)\1{13}$/.test(cnpj)) return false;
  const dv1 = cnpjCheckDigit(cnpj.slice(0, 12));
  const dv2 = cnpjCheckDigit(cnpj.slice(0, 12) + dv1);
  return cnpj.endsWith(`${dv1}${dv2}`);
}

export function maskCpf(input: string): string {
  const d = onlyDigits(input).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

export function maskCnpj(input: string): string {
  const c = normalizeDocument(input)
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14);
  let out = '';
  for (let i = 0; i < c.length; i++) {
    if (i === 2 || i === 5) out += '.';
    if (i === 8) out += '/';
    if (i === 12) out += '-';
    out += c[i];
  }
  return out;
}

/**
 * A stored document as shown back: CPF 000.000.000-00, CNPJ 00.000.000/0000-00 (alphanumeric too);
 * a foreign document (or anything else) as it is. `kind` (the API's tipo_documento) decides when
 * known; without it the shape and check digits do.
 */
export function formatDocument(
  doc: string | null | undefined,
  kind?: 'CPF' | 'CNPJ' | 'ESTRANGEIRO' | 'EMAIL' | null,
): string {
  if (!doc) return '';
  const d = normalizeDocument(doc);
  const cpf = kind ? kind === 'CPF' : /^\d{11}$/.test(d) && isValidCpf(d);
  const cnpj = kind ? kind === 'CNPJ' : /^[0-9A-Z]{12}\d{2}$/.test(d) && isValidCnpj(d);
  if (cpf && /^\d{11}$/.test(d)) return maskCpf(d);
  if (cnpj && /^[0-9A-Z]{12}\d{2}$/.test(d)) return maskCnpj(d);
  return doc;
}
