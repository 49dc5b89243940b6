import fc from 'fast-check';
import { sanitizeReturnTo } from './return-to';

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
      .array(fc.constantFrom('/', '\\', '%', '2', 'F', 'f', '5', 'C', 'c', ':', 'a', '.', '@', '?', '#', ' ', '\t', 'j', 'javascript:', '//', '%2F', '%5C', '%25', '/.', '..', '/./', '/../'), { maxLength: 12 })
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
