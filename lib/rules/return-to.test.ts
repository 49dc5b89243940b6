import fc from 'fast-check';

import { returnPathFromReferer, sanitizeReturnTo } from './return-to';

describe('sanitizeReturnTo', () => {
  it.each([
    ['/busca?q=cafe', '/busca?q=cafe'],
    ['/produto/arroz#detalhes', '/produto/arroz#detalhes'],
    ['/', '/'],
  ])('keeps same-site relative path %s', (input, expected) => expect(sanitizeReturnTo(input)).toBe(expected));

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '%2f%5cevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'https://evil.example/',
    'http:/evil.example',
    '/\t/evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%09/evil.example',
    '%252F%252Fevil.example',
    'busca',
    '',
  ])('falls back for %s', (input) => expect(sanitizeReturnTo(input, '/')).toBe('/'));

  it('never returns something that leaves the origin (property-based)', () => {
    // Strings built from the characters that open-redirect tricks are made of, plus any string.
    const tricky = fc
      .array(
        fc.constantFrom(
          '/',
          '\\',
          '%',
          '2',
          'F',
          'f',
          '5',
          'C',
          'c',
          ':',
          'a',
          '.',
          '@',
          '?',
          '#',
          ' ',
          '\t',
          'j',
          'javascript:',
          '//',
          '%2F',
          '%5C',
          '%25',
          '/.',
          '..',
          '/./',
          '/../',
        ),
        { maxLength: 12 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string(), fc.webUrl()), (input) => {
        const out = sanitizeReturnTo(input, '/');
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(out.includes('\\')).toBe(false);
        expect(new URL(out, 'http://loja.test').origin).toBe('http://loja.test');
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps every plain same-site path as it is (property-based)', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(sanitizeReturnTo(path)).toBe(path);
      }),
    );
  });
});

describe('returnPathFromReferer', () => {
  const origin = 'http://emporio.localhost:3000';
  it('a page of this storefront, relative to its base', () => {
    expect(returnPathFromReferer(`${origin}/produto/leite?x=1`, origin, '')).toBe('/produto/leite?x=1');
    expect(
      returnPathFromReferer(
        'http://localhost:3000/emporio-bom-preco/produto/leite',
        'http://localhost:3000',
        '/emporio-bom-preco',
      ),
    ).toBe('/produto/leite');
    expect(
      returnPathFromReferer('http://localhost:3000/emporio-bom-preco', 'http://localhost:3000', '/emporio-bom-preco'),
    ).toBe('/');
  });

  it.each([
    ['another site', 'https://evil.example/produto/leite'],
    ['another port', 'http://emporio.localhost:4000/produto/leite'],
    ['https vs http', 'https://emporio.localhost:3000/produto/leite'],
    ['credentials', 'http://user:x@emporio.localhost:3000/produto/leite'],
    ['the login page itself', `${origin}/entrar?erro=x`],
    ['not a URL', '/produto/leite'],
    ['empty', ''],
  ])('%s → null', (_, referer) => expect(returnPathFromReferer(referer, origin, '')).toBeNull());

  it("another supplier's base on the shared host → null", () => {
    expect(
      returnPathFromReferer(
        'http://localhost:3000/adega-serra/produto/vinho',
        'http://localhost:3000',
        '/emporio-bom-preco',
      ),
    ).toBeNull();
    expect(
      returnPathFromReferer(
        'http://localhost:3000/emporio-bom-precox/produto',
        'http://localhost:3000',
        '/emporio-bom-preco',
      ),
    ).toBeNull();
  });

  it('a path that normalises into another host is refused', () => {
    expect(returnPathFromReferer(`${origin}//evil.example/x`, origin, '')).toBeNull();
  });
});
