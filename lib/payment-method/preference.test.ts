import { paymentMethodCookieOptions, readPaymentMethod } from './preference';

describe('payment method preference', () => {
  it('keeps only an id', () => {
    expect(readPaymentMethod(' 9A0E1C2D-3F4A-4B5C-8D6E-7F8091A2B3AA ')).toBe('9a0e1c2d-3f4a-4b5c-8d6e-7f8091a2b3aa');
    for (const bad of [undefined, '', 'pix', '../x', '9a0e1c2d-3f4a-4b5c-8d6e-7f8091a2b3aa; path=/'])
      expect(readPaymentMethod(bad)).toBeNull();
  });

  it('is scoped like the session: per supplier on a shared host, httpOnly', () => {
    expect(paymentMethodCookieOptions('/emporio-bom-preco', true)).toMatchObject({
      path: '/emporio-bom-preco',
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
    });
    expect(paymentMethodCookieOptions('', false).path).toBe('/');
  });
});
