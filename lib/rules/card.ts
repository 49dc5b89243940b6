/**
 * Credit card checks for instant feedback in the browser and the API's tokeniser. The storefront
 * never stores a card number: these only look at it.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard' | 'diners' | 'discover' | 'jcb';

export const CARD_MESSAGES = {
  numeroInvalido: 'Número do cartão inválido',
  validadeInvalida: 'Validade do cartão inválida',
  cvvInvalido: 'Código de segurança inválido',
  nomeObrigatorio: 'Informe o nome impresso no cartão',
  bandeiraNaoAceita: 'Bandeira de cartão não aceita',
} as const;

export const onlyDigits = (s: string) => s.replace(/\D/g, '');

/** What people type between the digits: spaces, dashes and dots. */
const SEPARATORS = /[\s.-]/g;

/** 13–19 digits (spaces, dashes and dots allowed between them) passing the Luhn check. */
export function luhnValid(number: string): boolean {
  const d = number.replace(SEPARATORS, '');
  if (!/^\d{13,19}$/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** Inclusive prefix ranges; a single prefix is [p, p]. All of one range have the same length. */
type Ranges = ReadonlyArray<readonly [number, number]>;

const ELO: Ranges = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650920],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];
const HIPERCARD: Ranges = [
  [606282, 606282],
  [384100, 384100],
  [384140, 384140],
  [384160, 384160],
];
const AMEX: Ranges = [
  [34, 34],
  [37, 37],
];
const DINERS: Ranges = [
  [300, 305],
  [309, 309],
  [36, 36],
  [38, 39],
];
const JCB: Ranges = [[3528, 3589]];
const DISCOVER: Ranges = [
  [6011, 6011],
  [644, 649],
  [65, 65],
  [622126, 622925],
];
const MASTERCARD: Ranges = [
  [51, 55],
  [2221, 2720],
];
const VISA: Ranges = [[4, 4]];

/** Elo and Hipercard BINs overlap Visa, Mastercard, Discover and Diners ranges, so they go first. */
const BRAND_ORDER: ReadonlyArray<readonly [CardBrand, Ranges]> = [
  ['elo', ELO],
  ['hipercard', HIPERCARD],
  ['amex', AMEX],
  ['diners', DINERS],
  ['jcb', JCB],
  ['discover', DISCOVER],
  ['mastercard', MASTERCARD],
  ['visa', VISA],
];

function inRanges(digits: string, ranges: Ranges): boolean {
  return ranges.some(([from, to]) => {
    const len = String(from).length;
    if (digits.length < len) return false;
    const prefix = Number(digits.slice(0, len));
    return prefix >= from && prefix <= to;
  });
}

/**
 * The brand from the leading digits (works while typing: a 6-digit Elo or Hipercard BIN is only
 * recognised once 6 digits are in). Null when no known brand matches.
 */
export function detectBrand(number: string): CardBrand | null {
  const d = onlyDigits(number);
  if (!d) return null;
  return BRAND_ORDER.find(([, ranges]) => inRanges(d, ranges))?.[0] ?? null;
}

function toInt(value: number | string): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : NaN;
  return /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
}

/** Month 1–12 and a 2- or 4-digit year; the card is valid through the last day of that month. */
export function expiryValid(month: number | string, year: number | string, now: Date): boolean {
  const m = toInt(month);
  const rawYear = typeof year === 'string' ? year.trim() : String(year);
  let y = toInt(year);
  if (!(m >= 1 && m <= 12) || Number.isNaN(y)) return false;
  if (rawYear.length === 2) y += 2000;
  else if (rawYear.length !== 4) return false;
  return y * 12 + m >= now.getFullYear() * 12 + now.getMonth() + 1;
}

/** Amex asks for 4 digits; the other brands for 3. */
export function cvvValid(cvv: string, brand: CardBrand | null): boolean {
  return (brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvv.trim());
}

/** Digits grouped as typed: 4-4-4-4(-3), Amex 4-6-5. */
export function maskCardNumber(number: string): string {
  const d = onlyDigits(number);
  if (detectBrand(d) === 'amex') {
    return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ');
  }
  return (d.slice(0, 19).match(/\d{1,4}/g) ?? []).join(' ');
}

export function lastFour(number: string): string {
  return onlyDigits(number).slice(-4);
}
