/** SMTP_URL read into the relay connection: host, port, TLS mode and URL-encoded credentials. */
import { smtpTransportOptions } from '../../src/mail/delivery';

describe('smtpTransportOptions', () => {
  it('reads host, port, TLS and URL-encoded credentials', () => {
    expect(smtpTransportOptions('smtp://u%40x:p%3Aw@mail.example.com:2525')).toMatchObject({
      host: 'mail.example.com',
      port: 2525,
      secure: false,
      auth: { user: 'u@x', pass: 'p:w' },
      ignoreTLS: false,
      tls: { rejectUnauthorized: true },
    });
    expect(smtpTransportOptions('smtps://mail.example.com')).toMatchObject({
      port: 465,
      secure: true,
      auth: undefined,
    });
    expect(smtpTransportOptions('smtp://127.0.0.1')).toMatchObject({ host: '127.0.0.1', port: 587 });
    expect(smtpTransportOptions('smtp://[::1]:25')).toMatchObject({ host: '::1', port: 25 });
  });
  it('never upgrades with ?starttls=false, accepts a self-signed relay only with ?tls_insecure=true', () => {
    expect(smtpTransportOptions('smtp://h?starttls=false')).toMatchObject({ ignoreTLS: true });
    expect(smtpTransportOptions('smtp://h?tls_insecure=true')).toMatchObject({ tls: { rejectUnauthorized: false } });
  });
  it('keeps files and URLs out of a message', () => {
    expect(smtpTransportOptions('smtp://h')).toMatchObject({ disableFileAccess: true, disableUrlAccess: true });
  });
  it('refuses what is not smtp:// or smtps://', () => {
    expect(() => smtpTransportOptions('http://x')).toThrow(/smtp:\/\//);
    expect(() => smtpTransportOptions('nada')).toThrow(/inválida/);
  });
});
