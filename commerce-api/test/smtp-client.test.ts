/** Pure parts of the SMTP client: dot-stuffing, RFC 2047 headers, message building, URL parsing. */
import {
  buildMessage,
  dotStuff,
  encodeHeaderText,
  envelopeAddress,
  formatAddress,
  parseSmtpUrl,
} from '../src/mail/smtp-client';

const decodeWords = (v: string) =>
  v
    .split(/\r\n /)
    .map((w) => {
      const m = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=$/.exec(w);
      if (!m) throw new Error(`palavra codificada inválida: ${w}`);
      return Buffer.from(m[1]!, 'base64').toString('utf8');
    })
    .join('');

describe('dotStuff', () => {
  it('doubles a leading dot on every line, uses CRLF and ends with CRLF.CRLF', () => {
    expect(dotStuff('a\n.b\n..c\nd.\n.')).toBe('a\r\n..b\r\n...c\r\nd.\r\n..\r\n.\r\n');
  });
  it('normalises CR, LF and CRLF line ends and keeps a lone dot line from ending the data', () => {
    expect(dotStuff('linha 1\r\n.\rlinha 3\n')).toBe('linha 1\r\n..\r\nlinha 3\r\n.\r\n');
    expect(dotStuff('')).toBe('\r\n.\r\n');
  });
});

describe('encodeHeaderText (RFC 2047)', () => {
  it('leaves ASCII text alone', () => {
    expect(encodeHeaderText('Password reset')).toBe('Password reset');
  });
  it('encodes pt-BR text as UTF-8 B words that decode back', () => {
    const v = encodeHeaderText('Redefinição de senha');
    expect(v).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    expect(decodeWords(v)).toBe('Redefinição de senha');
  });
  it('splits long text into words of at most 75 characters, never inside a character', () => {
    const text = 'Ação promoção pão de açúcar '.repeat(8) + '🍷 vinho';
    const v = encodeHeaderText(text);
    const words = v.split('\r\n ');
    expect(words.length).toBeGreaterThan(1);
    for (const w of words) expect(w.length).toBeLessThanOrEqual(75);
    // each word decodes on its own (no split UTF-8 sequence)
    for (const w of words) expect(decodeWords(w)).not.toContain('\uFFFD');
    expect(decodeWords(v)).toBe(text);
  });
  it('never lets a header break into two (header injection)', () => {
    expect(encodeHeaderText('oi\r\nBcc: x@y.z')).toBe('oi Bcc: x@y.z');
  });
});

describe('addresses', () => {
  it('formats display names (quoted ASCII, encoded otherwise) and extracts the envelope address', () => {
    expect(formatAddress('Loja <a@b.com>')).toBe('"Loja" <a@b.com>');
    expect(decodeWords(formatAddress('Empório <a@b.com>').split(' <')[0]!)).toBe('Empório');
    expect(formatAddress('a@b.com')).toBe('a@b.com');
    expect(envelopeAddress('Empório <a@b.com>')).toBe('a@b.com');
    expect(() => envelopeAddress('a@b.com>\r\nRCPT TO:<x@y.z')).toThrow();
    expect(() => envelopeAddress('sem arroba')).toThrow();
  });
});

describe('buildMessage', () => {
  const m = {
    from: 'Vitrine <n@v.test>',
    to: 'maria@demo.com.br',
    subject: 'Redefinição de senha',
    text: 'Olá!\n.linha com ponto\nfim',
    date: new Date('2026-01-02T03:04:05Z'),
    messageId: 'x1',
  };
  it('writes the headers and an 8bit UTF-8 body when the relay has 8BITMIME', () => {
    const msg = buildMessage(m, { eightBit: true });
    const [head, body] = msg.split('\r\n\r\n');
    expect(head).toContain('From: "Vitrine" <n@v.test>');
    expect(head).toContain('To: maria@demo.com.br');
    expect(head).toContain('Date: Fri, 02 Jan 2026 03:04:05 +0000');
    expect(head).toContain('Message-ID: <x1@v.test>');
    expect(head).toContain('Content-Type: text/plain; charset=UTF-8');
    expect(head).toContain('Content-Transfer-Encoding: 8bit');
    expect(decodeWords(/Subject: (.*)/.exec(head!)![1]!)).toBe('Redefinição de senha');
    expect(body).toBe('Olá!\r\n.linha com ponto\r\nfim');
    expect(dotStuff(msg)).toContain('\r\n..linha com ponto\r\n');
  });
  it('falls back to base64 without 8BITMIME, and 7bit for ASCII bodies', () => {
    const msg = buildMessage(m, { eightBit: false });
    expect(msg).toContain('Content-Transfer-Encoding: base64');
    expect(Buffer.from(msg.split('\r\n\r\n')[1]!.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe(
      'Olá!\r\n.linha com ponto\r\nfim',
    );
    expect(buildMessage({ ...m, text: 'plain' }, { eightBit: false })).toContain('Content-Transfer-Encoding: 7bit');
  });
});

describe('parseSmtpUrl', () => {
  it('reads host, port, TLS and URL-encoded credentials', () => {
    expect(parseSmtpUrl('smtp://u%40x:p%3Aw@mail.example.com:2525')).toMatchObject({
      host: 'mail.example.com',
      port: 2525,
      secure: false,
      user: 'u@x',
      pass: 'p:w',
    });
    expect(parseSmtpUrl('smtps://mail.example.com')).toMatchObject({ port: 465, secure: true, user: undefined });
    expect(parseSmtpUrl('smtp://127.0.0.1')).toMatchObject({ port: 587 });
    expect(() => parseSmtpUrl('http://x')).toThrow();
  });
});
