import { isDecodablePath, parseHost } from './host';

describe('parseHost', () => {
  it.each([
    ['emporio.localhost:3000', 'emporio.localhost', '3000'],
    ['Emporio.Localhost', 'emporio.localhost', ''],
    ['loja.example.com.', 'loja.example.com', ''],
    ['127.0.0.1:3000', '127.0.0.1', '3000'],
    ['[::1]:3000', '[::1]', '3000'],
  ])('accepts %s', (raw, name, port) => {
    expect(parseHost(raw)).toEqual({ name, port, hostWithPort: port ? `${name}:${port}` : name });
  });

  it.each([
    'emporio.localhost:3000@evil.com',
    'evil.com/x',
    'emporio.localhost:abc',
    'emporio.localhost:99999',
    'a b',
    '',
    'exa_mple.com',
    '-bad.com',
    '[::1',
    '[::1]x',
    'emporio.localhost:3000:1',
    'x'.repeat(300),
  ])('refuses %j', (raw) => {
    expect(parseHost(raw)).toBeNull();
  });
});

describe('isDecodablePath', () => {
  it('refuses malformed percent-encoding', () => {
    expect(isDecodablePath('/produto/%')).toBe(false);
    expect(isDecodablePath('/link/%E0%A4%A')).toBe(false);
    expect(isDecodablePath('/api/cep/%')).toBe(false);
    expect(isDecodablePath('/busca/caf%C3%A9')).toBe(true);
  });
});
