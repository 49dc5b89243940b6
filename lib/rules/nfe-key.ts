/**
 * NF-e access key (chave de acesso, modelo 55), 44 characters:
 *
 *   cUF (2) · AAMM (4) · CNPJ do emitente (14) · mod (2) = 55 · série (3) · nNF (9) · tpEmis (1) · cNF (8) · cDV (1)
 *
 * cDV: modulo 11 over the first 43 characters, weights 2..9 from the right (restarting at 2);
 * remainder 0 or 1 → 0, otherwise 11 − remainder. Each character counts as its ASCII code − 48,
 * which is the digit itself for 0–9 and covers the alphanumeric CNPJ (A = 17 … Z = 42), as the
 * CNPJ's own check digits do. Pure.
 */

/** IBGE codes of the states (cUF). */
export const UF_CODES = {
  RO: '11',
  AC: '12',
  AM: '13',
  RR: '14',
  PA: '15',
  AP: '16',
  TO: '17',
  MA: '21',
  PI: '22',
  CE: '23',
  RN: '24',
  PB: '25',
  PE: '26',
  AL: '27',
  SE: '28',
  BA: '29',
  MG: '31',
  ES: '32',
  RJ: '33',
  SP: '35',
  PR: '41',
  SC: '42',
  RS: '43',
  MS: '50',
  MT: '51',
  GO: '52',
  DF: '53',
} as const;
export type Uf = keyof typeof UF_CODES;

export const NFE_MODEL = '55';
/** tpEmis 1: emissão normal. */
export const NFE_NORMAL_EMISSION = '1';

const charValue = (c: string) => c.charCodeAt(0) - 48;

/** The check digit (cDV) of the first 43 characters of a key. */
export function nfeKeyDv(first43: string): number {
  if (!/^[0-9A-Z]{43}$/.test(first43))
    throw new Error('Chave de acesso: 43 caracteres (dígitos, ou letras maiúsculas no CNPJ) antes do DV');
  let sum = 0;
  let weight = 2;
  for (let i = first43.length - 1; i >= 0; i--) {
    sum += charValue(first43[i]!) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const r = sum % 11;
  return r === 0 || r === 1 ? 0 : 11 - r;
}

export type NfeKeyParts = {
  uf: Uf;
  /** Emission date (its year and month, 'YYYY-MM-DD' or 'YYYY-MM'). */
  emissao: string;
  /** Emitter CNPJ, 14 characters (punctuation is removed). */
  cnpj: string;
  serie: number;
  numero: number;
  /** Random 8-digit code (cNF), different from the number. */
  codigo: number;
  tpEmis?: string;
};

const pad = (n: number, len: number, what: string) => {
  if (!Number.isInteger(n) || n < 0 || String(n).length > len) throw new Error(`${what} inválido: ${n}`);
  return String(n).padStart(len, '0');
};

/**
 * Whether `codigo` may be a note's cNF (MOC rule B03-10): not the note's number, and none of the 20 codes of
 * repeated digits (00000000 … 99999999) or ascending sequences (01234567 … 90123456) that SEFAZ refuses.
 */
export function nfeCodeAllowed(codigo: number, numero: number): boolean {
  if (!Number.isInteger(codigo) || codigo < 0 || codigo > 99_999_999 || codigo === numero) return false;
  const c = String(codigo).padStart(8, '0');
  if (/^(\d)\1{7}$/.test(c)) return false;
  return !'01234567890123456'.includes(c);
}

/** Builds the 44-character key. */
export function buildNfeKey(p: NfeKeyParts): string {
  const cuf = UF_CODES[p.uf];
  if (!cuf) throw new Error(`UF inválida: ${p.uf}`);
  const m = /^(\d{4})-(\d{2})/.exec(p.emissao);
  if (!m) throw new Error(`Data de emissão inválida: ${p.emissao}`);
  const cnpj = p.cnpj.replace(/[./-]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) throw new Error('CNPJ do emitente inválido');
  if (p.serie > 999 || p.serie < 0) throw new Error('Série inválida');
  if (p.numero < 1 || p.numero > 999_999_999) throw new Error('Número da nota inválido');
  if (p.codigo === p.numero) throw new Error('O código numérico (cNF) não pode ser igual ao número da nota');
  const tpEmis = p.tpEmis ?? NFE_NORMAL_EMISSION;
  if (!/^\d$/.test(tpEmis)) throw new Error('Tipo de emissão inválido');
  const first43 = `${cuf}${m[1]!.slice(2)}${m[2]}${cnpj}${NFE_MODEL}${pad(p.serie, 3, 'Série')}${pad(p.numero, 9, 'Número')}${tpEmis}${pad(p.codigo, 8, 'Código')}`;
  return first43 + nfeKeyDv(first43);
}

/** Whether a key has 44 characters of the right kind and a correct check digit. */
export function isValidNfeKey(key: string): boolean {
  const k = key.replace(/\s/g, '');
  if (!/^[0-9A-Z]{43}\d$/.test(k)) return false;
  return nfeKeyDv(k.slice(0, 43)) === Number(k[43]);
}

/** '3525 0112 3456 …' — groups of 4, as the DANFE prints it. */
export function formatNfeKey(key: string): string {
  return key.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The parts of a key (cUF, AAMM, CNPJ, model, series, number, tpEmis, cNF, cDV). */
export function parseNfeKey(key: string) {
  const k = key.replace(/\s/g, '');
  return {
    cUF: k.slice(0, 2),
    aamm: k.slice(2, 6),
    cnpj: k.slice(6, 20),
    modelo: k.slice(20, 22),
    serie: Number(k.slice(22, 25)),
    numero: Number(k.slice(25, 34)),
    tpEmis: k.slice(34, 35),
    cNF: k.slice(35, 43),
    cDV: Number(k.slice(43, 44)),
  };
}
