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

  it('never returns something that leaves the origin', () => {
    const chars = ['/', '\\', '%', '2', 'F', '5', 'C', ':', 'a', '.', '@', '?', '#', ' ', '\t', 'j'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let i = 0; i < 5000; i++) {
      const len = 1 + (next() % 10);
      let s = '';
      for (let j = 0; j < len; j++) s += chars[next() % chars.length];
      const out = sanitizeReturnTo(s, '/');
      expect(out.startsWith('/')).toBe(true);
      expect(out.startsWith('//')).toBe(false);
      expect(new URL(out, 'http://loja.test').origin).toBe('http://loja.test');
    }
  });
});
