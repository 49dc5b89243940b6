import { maskPhone, telHref, toE164BR, whatsappHref } from './phone';

describe('Brazilian phone links carry +55', () => {
  it.each([
    ['(11) 98765-4321', '5511987654321'],
    ['(11) 3031-4500', '551130314500'],
    ['011 3031-4500', '551130314500'],
    ['011 98765-4321', '5511987654321'],
    ['+55 11 98765-4321', '5511987654321'],
    ['55 (54) 3453-1200', '555434531200'],
    ['11987654321', '5511987654321'],
  ])('%s → %s', (raw, e164) => {
    expect(toE164BR(raw)).toBe(e164);
  });

  it.each(['0800 777 1234', '190', '+1 415 555 0100', '(01) 2345-6789', '(11) 8765-43210', ''])(
    '%j is not a Brazilian number',
    (raw) => {
      expect(toE164BR(raw)).toBeNull();
    },
  );

  it('builds the links', () => {
    expect(whatsappHref('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(telHref('(11) 3031-4500')).toBe('tel:+551130314500');
    expect(telHref('0800 777 1234')).toBe('tel:08007771234');
    expect(whatsappHref('0800 777 1234')).toBeNull();
  });
});

describe('maskPhone, as a person types', () => {
  it('masks landlines and mobiles key by key', () => {
    const typed = (s: string) => [...s].reduce((field, ch) => maskPhone(field + ch), '');
    expect(typed('1130314500')).toBe('(11) 3031-4500');
    expect(typed('11987654321')).toBe('(11) 98765-4321');
    expect(typed('119876543219')).toBe('(11) 98765-4321');
    expect(typed('11')).toBe('(11');
    expect(typed('113')).toBe('(11) 3');
    expect(typed('(11) 3031-45')).toBe('(11) 3031-45');
  });
  it('a pasted number with spaces or letters keeps only its digits', () => {
    expect(maskPhone('tel 11 3031 4500')).toBe('(11) 3031-4500');
    expect(maskPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhone('011 3031-4500')).toBe('(11) 3031-4500');
    expect(maskPhone('(55) 99123-4567')).toBe('(55) 99123-4567');
    expect(maskPhone('')).toBe('');
  });
});
