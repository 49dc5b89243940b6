import { contentSecurityPolicy, socketSources } from './csp';

describe('the chat socket in connect-src', () => {
  it('the http(s) origin and its ws(s) twin, nothing for a bad URL', () => {
    expect(socketSources('http://127.0.0.1:4000/')).toEqual(['http://127.0.0.1:4000', 'ws://127.0.0.1:4000']);
    expect(socketSources('https://api.exemplo.com.br/base')).toEqual([
      'https://api.exemplo.com.br',
      'wss://api.exemplo.com.br',
    ]);
    expect(socketSources(undefined)).toEqual([]);
    expect(socketSources('não é url')).toEqual([]);
    expect(socketSources('ftp://x')).toEqual([]);
  });

  it('joins them to connect-src', () => {
    expect(contentSecurityPolicy('n', { connect: socketSources('http://api:4000') })).toContain(
      "connect-src 'self' http://api:4000 ws://api:4000;",
    );
    expect(contentSecurityPolicy('n')).toContain("connect-src 'self';");
  });
});
