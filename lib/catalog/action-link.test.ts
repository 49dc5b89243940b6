import { safeSupplierPath } from './action-link';

describe('safeSupplierPath', () => {
  it.each([
    ['/produto/cafe', '/produto/cafe'],
    ['/busca?categoria=mercearia', '/busca?categoria=mercearia'],
    ['/busca?q=caf%C3%A9', '/busca?q=caf%C3%A9'],
    ['/pagina/../produto/x', '/produto/x'],
  ])('keeps %p', (input, out) => expect(safeSupplierPath(input)).toBe(out));

  it.each([
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'produto/x',
    '/\nx',
    '',
  ])('sends %p home', (input) => expect(safeSupplierPath(input)).toBe('/'));
});
