import { formatCep, isValidCep, maskCep, maskedCaret, normalizeCep } from './cep';

describe('maskCep (as typed or pasted)', () => {
  it.each([
    ['01310100', '01310-100'],
    ['01310-100', '01310-100'],
    [' 01310 100 ', '01310-100'],
    ['01.310-100', '01310-100'],
    ['013101009999', '01310-100'],
  ])('%p → %p', (typed, masked) => expect(maskCep(typed)).toBe(masked));

  it('masks while typing, digit by digit', () => {
    const steps = [...'05435000'].map((_, i) => maskCep('05435000'.slice(0, i + 1)));
    expect(steps).toEqual(['0', '05', '054', '0543', '05435', '05435-0', '05435-00', '05435-000']);
  });

  it('drops letters and keeps an empty field empty', () => {
    expect(maskCep('abc')).toBe('');
    expect(maskCep('')).toBe('');
  });
});

describe('normalizeCep (what the API receives)', () => {
  it.each([
    ['05422-030', '05422030'],
    [' 05422 030 ', '05422030'],
    ['05.422-030', '05422030'],
  ])('%p → %p', (typed, digits) => expect(normalizeCep(typed)).toBe(digits));

  it('keeps letters, so an invalid CEP stays invalid', () => {
    expect(normalizeCep('0542a-030')).toBe('0542a030');
    expect(isValidCep('0542a-030')).toBe(false);
  });

  it('validates 8 digits', () => {
    expect(isValidCep(' 01310 100 ')).toBe(true);
    expect(isValidCep('0131010')).toBe(false);
  });
});

describe('formatCep (display)', () => {
  it('formats a stored CEP', () => expect(formatCep('05435000')).toBe('05435-000'));
  it('keeps an already formatted one', () => expect(formatCep('05435-000')).toBe('05435-000'));
  it('shows a non-CEP as it is and nothing for null', () => {
    expect(formatCep('1234')).toBe('1234');
    expect(formatCep(null)).toBe('');
    expect(formatCep(undefined)).toBe('');
  });
});

describe('maskedCaret', () => {
  it('keeps the caret after the same digit when a digit is typed in the middle', () => {
    // '05435-000' with '9' typed after '054': raw '0549|35-000' (caret 4).
    const raw = '054935-000';
    const masked = maskCep(raw);
    expect(masked).toBe('05493-500');
    expect(maskedCaret(raw, 4, masked)).toBe(4);
  });

  it('jumps over the dash when the fifth digit is followed by a sixth', () => {
    expect(maskedCaret('054350', 6, maskCep('054350'))).toBe(7);
  });

  it('puts the caret at the start when no digit is before it', () => {
    expect(maskedCaret('-05435', 1, maskCep('-05435'))).toBe(0);
  });
});
