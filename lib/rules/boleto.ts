/**
 * FEBRABAN boleto bancário (cobrança): the 44-digit barcode and the 47-digit linha digitável.
 * Barcode: bank (3) + currency (1) + general DV (1) + due-date factor (4) + amount (10) + free
 * field (25). Pure; dates are 'YYYY-MM-DD' computed in UTC.
 */

const DAY_MS = 86_400_000;
/** Amount field: 10 digits of centavos (R$ 99.999.999,99). */
export const MAX_BOLETO_CENTAVOS = 9_999_999_999;
/** Factor 1000 on the old base (1997-10-07 = 0); the factor restarts at 1000 every 9000 days. */
const FACTOR_1000_OLD = Date.UTC(2000, 6, 3);
const OLD_BASE = Date.UTC(1997, 9, 7);
/** FEBRABAN's reset: factor 1000 again on 2025-02-22 (9999 was 2025-02-21). */
const FACTOR_1000_NEW = Date.UTC(2025, 1, 22);
const CYCLE_DAYS = 9000;

function digitsOrThrow(value: string, length: number, what: string): string {
  if (!new RegExp(`^\\d{${length}}$`).test(value)) throw new Error(`${what} deve ter ${length} dígitos numéricos`);
  return value;
}

/** 'YYYY-MM-DD' → UTC midnight in ms; throws on anything else (including 2025-02-30). */
function parseIsoDate(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new Error(`Data inválida: "${date}" (use AAAA-MM-DD)`);
  }
  return ms;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Due-date factor (4 digits): days since 1997-10-07 up to 2025-02-21 (9999); from 2025-02-22 it is
 * 1000 + days since then (FEBRABAN's reset), restarting at 1000 after each further 9000 days.
 */
export function dueDateFactor(date: string): string {
  const ms = parseIsoDate(date);
  const sinceOld1000 = Math.round((ms - FACTOR_1000_OLD) / DAY_MS);
  const factor = sinceOld1000 >= 0 ? 1000 + (sinceOld1000 % CYCLE_DAYS) : Math.round((ms - OLD_BASE) / DAY_MS);
  if (factor < 1) throw new Error('Vencimento anterior a 1997-10-08 não tem fator de vencimento');
  return String(factor).padStart(4, '0');
}

/**
 * The due date of a factor (1000–9999): on the new base (from 2025-02-22) by default; with a
 * reference date, in whichever 9000-day cycle puts it nearest that date (old base included).
 */
export function dateFromFactor(factor: string | number, reference?: string): string {
  const f = typeof factor === 'number' ? factor : /^\d{4}$/.test(factor) ? Number(factor) : NaN;
  if (!Number.isInteger(f) || f < 1 || f > 9999) throw new Error(`Fator de vencimento inválido: ${factor}`);
  if (f < 1000) return isoDate(OLD_BASE + f * DAY_MS);
  if (reference === undefined) return isoDate(FACTOR_1000_NEW + (f - 1000) * DAY_MS);
  const ref = parseIsoDate(reference);
  const cycleOf1000 = FACTOR_1000_OLD + (f - 1000) * DAY_MS;
  const cycle = Math.max(0, Math.round((ref - cycleOf1000) / (CYCLE_DAYS * DAY_MS)));
  return isoDate(cycleOf1000 + cycle * CYCLE_DAYS * DAY_MS);
}

/** Mod 11 general DV: weights 2..9 from right to left; 11 − (sum mod 11), where 0, 10 and 11 give 1. */
export function mod11Dv(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** Mod 10 field DV: weights 2,1,2,1… from right to left, digits of each product summed. */
export function mod10Dv(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const p = Number(digits[i]) * weight;
    sum += p > 9 ? p - 9 : p;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** The 43 digits the general DV covers: the barcode without position 5. */
const withoutDv = (barcode: string) => barcode.slice(0, 4) + barcode.slice(5);

export function validateBarcode(barcode: string): boolean {
  if (!/^\d{44}$/.test(barcode)) return false;
  return mod11Dv(withoutDv(barcode)) === Number(barcode[4]);
}

/** 47 digits, unformatted. Throws if the barcode is not 44 digits. */
export function linhaFromBarcode(barcode: string): string {
  digitsOrThrow(barcode, 44, 'O código de barras');
  const free = barcode.slice(19);
  const f1 = barcode.slice(0, 4) + free.slice(0, 5);
  const f2 = free.slice(5, 15);
  const f3 = free.slice(15, 25);
  return `${f1}${mod10Dv(f1)}${f2}${mod10Dv(f2)}${f3}${mod10Dv(f3)}${barcode[4]}${barcode.slice(5, 19)}`;
}

/** Dots and spaces are what people copy along with the digits. */
const stripLinha = (linha: string) => linha.replace(/[.\s]/g, '');

/** The 44-digit barcode of a linha digitável (with or without dots and spaces); no DV check. */
export function barcodeFromLinha(linha: string): string {
  const l = digitsOrThrow(stripLinha(linha), 47, 'A linha digitável');
  return l.slice(0, 4) + l[32] + l.slice(33) + l.slice(4, 9) + l.slice(10, 20) + l.slice(21, 31);
}

/** AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE */
export function formatLinhaDigitavel(linha: string): string {
  const l = digitsOrThrow(stripLinha(linha), 47, 'A linha digitável');
  return `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l[32]} ${l.slice(33)}`;
}

/** The three field DVs and the general DV all check (dots and spaces allowed). */
export function validateLinhaDigitavel(linha: string): boolean {
  const l = stripLinha(linha);
  if (!/^\d{47}$/.test(l)) return false;
  const fieldsOk = [
    [0, 9],
    [10, 20],
    [21, 31],
  ].every(([from, to]) => mod10Dv(l.slice(from, to)) === Number(l[to!]));
  return fieldsOk && validateBarcode(barcodeFromLinha(l));
}

export type BoletoInput = { banco: string; valorCentavos: number; vencimento: string; campoLivre: string };
export type Boleto = { codigoBarras: string; linhaDigitavel: string; linhaDigitavelFormatada: string };

/** Barcode and linha digitável of a boleto in reais (currency 9). */
export function buildBoleto(input: BoletoInput): Boleto {
  const banco = digitsOrThrow(input.banco, 3, 'O código do banco');
  const campoLivre = digitsOrThrow(input.campoLivre, 25, 'O campo livre');
  const v = input.valorCentavos;
  if (!Number.isInteger(v) || v < 0) throw new Error('Valor do boleto deve ser inteiro em centavos');
  if (v > MAX_BOLETO_CENTAVOS) throw new Error('Valor do boleto acima do máximo (R$ 99.999.999,99)');
  const rest = dueDateFactor(input.vencimento) + String(v).padStart(10, '0') + campoLivre;
  const head = `${banco}9`;
  const codigoBarras = `${head}${mod11Dv(head + rest)}${rest}`;
  const linhaDigitavel = linhaFromBarcode(codigoBarras);
  return { codigoBarras, linhaDigitavel, linhaDigitavelFormatada: formatLinhaDigitavel(linhaDigitavel) };
}

/** Basis points: 200 = 2%. */
export type LateChargeSettings = { multaBp: number; jurosMesBp: number };

export type LateCharges = { dias: number; multa: number; juros: number; total: number };

const daysBetween = (from: string, to: string) => Math.round((parseIsoDate(to) - parseIsoDate(from)) / DAY_MS);

/**
 * What an overdue title costs when paid on `ate` (the updated boleto's due date): the fine (multa,
 * a percentage of the value, once) and interest (juros, a percentage a month, pro rata die over
 * 30-day months, from the original due date to `ate`), each rounded to the centavo. Nothing
 * before the due date.
 */
export function lateCharges(
  valorCentavos: number,
  vencimento: string,
  ate: string,
  s: LateChargeSettings,
): LateCharges {
  if (!Number.isInteger(valorCentavos) || valorCentavos < 0) throw new Error('Valor deve ser inteiro em centavos');
  const dias = Math.max(0, daysBetween(vencimento, ate));
  if (dias === 0) return { dias, multa: 0, juros: 0, total: valorCentavos };
  const multa = Math.round((valorCentavos * s.multaBp) / 10_000);
  const juros = Math.round((valorCentavos * s.jurosMesBp * dias) / (10_000 * 30));
  return { dias, multa, juros, total: valorCentavos + multa + juros };
}
