import {
  CARD_MESSAGES,
  cvvValid,
  detectBrand,
  expiryValid,
  lastFour,
  luhnValid,
  maskCardNumber,
  onlyDigits,
} from './card';

/** Gateway test numbers (Stripe/Adyen/Cielo sandbox docs): Luhn-valid, never real cards. */
const TEST_CARDS = [
  ['4111111111111111', 'visa'],
  ['5555555555554444', 'mastercard'],
  ['2223003122003222', 'mastercard'],
  ['378282246310005', 'amex'],
  ['3056930009020004', 'diners'],
  ['6011111111111117', 'discover'],
  ['3530111333300000', 'jcb'],
  ['6362970000457013', 'elo'],
  ['6062825624254001', 'hipercard'],
] as const;

describe('luhnValid and detectBrand', () => {
  it.each(TEST_CARDS)('%s passes Luhn and is %s', (number, brand) => {
    expect(luhnValid(number)).toBe(true);
    expect(detectBrand(number)).toBe(brand);
  });

  it.each(TEST_CARDS)('%s with a changed digit fails Luhn', (number) => {
    for (const i of [0, 7, number.length - 1]) {
      const changed = number.slice(0, i) + ((Number(number[i]) + 1) % 10) + number.slice(i + 1);
      expect(luhnValid(changed)).toBe(false);
    }
  });

  it('accepts separators but not other characters or lengths outside 13–19', () => {
    expect(luhnValid('4111 1111 1111 1111')).toBe(true);
    expect(luhnValid('4111-1111-1111-1111')).toBe(true);
    expect(luhnValid('4111a111111111111')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4'.repeat(20))).toBe(false);
  });

  it('checks Elo and Hipercard before Visa, Mastercard, Discover and Diners', () => {
    expect(detectBrand('4011780000000000')).toBe('elo'); // inside Visa's 4
    expect(detectBrand('4389350000000000')).toBe('elo');
    expect(detectBrand('5067000000000000')).toBe('elo');
    expect(detectBrand('5090000000000000')).toBe('elo');
    expect(detectBrand('6504050000000000')).toBe('elo'); // inside Discover's 65
    expect(detectBrand('6550580000000000')).toBe('elo');
    expect(detectBrand('6550200000000000')).toBe('discover'); // the gap at 655020
    expect(detectBrand('6500340000000000')).toBe('discover'); // the gap at 650034
    expect(detectBrand('3841000000000000')).toBe('hipercard'); // inside Diners' 38
    expect(detectBrand('3841200000000000')).toBe('diners');
    expect(detectBrand('4011770000000000')).toBe('visa');
  });

  it('recognises brands while typing and returns null for unknown prefixes', () => {
    expect(detectBrand('4')).toBe('visa');
    expect(detectBrand('37')).toBe('amex');
    expect(detectBrand('2221')).toBe('mastercard');
    expect(detectBrand('2720 99')).toBe('mastercard');
    expect(detectBrand('2721')).toBeNull();
    expect(detectBrand('1234567890123')).toBeNull();
    expect(detectBrand('')).toBeNull();
  });
});

describe('expiryValid', () => {
  const now = new Date(2026, 4, 15); // 15 May 2026, local time

  it('is valid through the whole expiry month', () => {
    expect(expiryValid(5, 2026, now)).toBe(true);
    expect(expiryValid('05', '26', now)).toBe(true);
    expect(expiryValid(5, 2026, new Date(2026, 4, 31, 23, 59))).toBe(true);
    expect(expiryValid(5, 2026, new Date(2026, 5, 1))).toBe(false);
  });

  it('rejects last month and earlier', () => {
    expect(expiryValid(4, 2026, now)).toBe(false);
    expect(expiryValid(12, 25, now)).toBe(false);
  });

  it('accepts later months and years', () => {
    expect(expiryValid(6, 2026, now)).toBe(true);
    expect(expiryValid(1, '27', now)).toBe(true);
    expect(expiryValid('1', '2031', now)).toBe(true);
  });

  it('rejects month 0 or 13, malformed years and non-numbers', () => {
    expect(expiryValid(13, 2026, now)).toBe(false);
    expect(expiryValid(0, 2027, now)).toBe(false);
    expect(expiryValid('1a', 2027, now)).toBe(false);
    expect(expiryValid(1.5, 2027, now)).toBe(false);
    expect(expiryValid(6, '202', now)).toBe(false);
    expect(expiryValid(6, '2026x', now)).toBe(false);
    expect(expiryValid('', '', now)).toBe(false);
  });
});

describe('cvvValid', () => {
  it('asks Amex for 4 digits and the others for 3', () => {
    expect(cvvValid('1234', 'amex')).toBe(true);
    expect(cvvValid('123', 'amex')).toBe(false);
    expect(cvvValid('123', 'visa')).toBe(true);
    expect(cvvValid('123', null)).toBe(true);
    expect(cvvValid('1234', 'elo')).toBe(false);
    expect(cvvValid('12a', 'visa')).toBe(false);
  });
});

describe('maskCardNumber and lastFour', () => {
  it('groups by 4, Amex 4-6-5', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('41111')).toBe('4111 1');
    expect(maskCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(maskCardNumber('3782822')).toBe('3782 822');
    expect(maskCardNumber('37828224631000599')).toBe('3782 822463 10005');
    expect(maskCardNumber('4111-1111 1111.1111')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('')).toBe('');
  });

  it('gives the last four digits', () => {
    expect(lastFour('4111 1111 1111 1234')).toBe('1234');
    expect(onlyDigits('4111-1111 x')).toBe('41111111');
  });
});

it('has the pt-BR messages', () => {
  expect(CARD_MESSAGES).toEqual({
    numeroInvalido: 'Número do cartão inválido',
    validadeInvalida: 'Validade do cartão inválida',
    cvvInvalido: 'Código de segurança inválido',
    nomeObrigatorio: 'Informe o nome impresso no cartão',
    bandeiraNaoAceita: 'Bandeira de cartão não aceita',
  });
});
