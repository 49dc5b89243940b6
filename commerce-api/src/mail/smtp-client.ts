import { randomUUID } from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';

/**
 * A small SMTP client over node:net / node:tls (RFC 5321), enough to hand the outbox to a relay:
 * EHLO (HELO fallback), STARTTLS when offered (smtp://) or implicit TLS (smtps://), AUTH PLAIN
 * or LOGIN when the URL has credentials, MAIL FROM (BODY=8BITMIME when offered), RCPT TO, DATA
 * with dot-stuffing, QUIT. Headers with non-ASCII text are encoded as RFC 2047 encoded words.
 * Credentials never appear in errors or logs.
 */

export type SmtpConfig = {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  /** Do not upgrade with STARTTLS even when offered (smtp://…?starttls=false). */
  noStartTls: boolean;
  /** Accept self-signed certificates (…?tls_insecure=true), for local relays only. */
  tlsInsecure: boolean;
};

export type SmtpMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  date?: Date;
  messageId?: string;
};

export class SmtpError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'SmtpError';
  }
}

/** Parses smtp://user:pass@host:port or smtps://…; the password is URL-decoded. */
export function parseSmtpUrl(url: string): SmtpConfig {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new SmtpError('SMTP_URL inválida');
  }
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new SmtpError('SMTP_URL deve usar smtp:// ou smtps://');
  if (!u.hostname) throw new SmtpError('SMTP_URL sem host');
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    user: u.username ? decodeURIComponent(u.username) : undefined,
    pass: u.password ? decodeURIComponent(u.password) : undefined,
    noStartTls: u.searchParams.get('starttls') === 'false',
    tlsInsecure: u.searchParams.get('tls_insecure') === 'true',
  };
}

const isAscii = (s: string) => /^[\x00-\x7f]*$/.test(s);

/**
 * RFC 2047: a header text with non-ASCII characters becomes UTF-8 "B" encoded words of at most
 * 75 characters, split between characters (never inside a UTF-8 sequence), joined by folding
 * whitespace. ASCII text is returned as is.
 */
export function encodeHeaderText(text: string): string {
  const clean = text.replace(/[\r\n]+/g, ' ');
  if (isAscii(clean)) return clean;
  // '=?UTF-8?B?' + '?=' = 12 characters; 75 - 12 = 63 base64 characters → at most 45 bytes per word.
  const MAX_BYTES = 45;
  const words: string[] = [];
  let chunk = '';
  for (const ch of clean) {
    if (Buffer.byteLength(chunk + ch) > MAX_BYTES) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`).join('\r\n ');
}

/** A mailbox for a header: `Name <addr>` with the name encoded when needed, or the bare address. */
export function formatAddress(addr: string): string {
  const m = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(addr);
  if (!m) return addr.trim();
  const name = m[1]!.replace(/^"|"$/g, '');
  if (!name) return `<${m[2]}>`;
  const shown = isAscii(name) ? `"${name.replace(/["\\]/g, '\\$&')}"` : encodeHeaderText(name);
  return `${shown} <${m[2]}>`;
}

/** The bare address of `Name <addr>` or `addr`, for MAIL FROM / RCPT TO. */
export function envelopeAddress(addr: string): string {
  const m = /<([^<>]+)>\s*$/.exec(addr);
  const a = (m ? m[1]! : addr).trim();
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(a)) throw new SmtpError('Endereço de email inválido');
  return a;
}

/**
 * DATA payload: CRLF line endings, every line that starts with '.' gets one more '.'
 * (RFC 5321 §4.5.2), and the terminating CRLF.CRLF.
 */
export function dotStuff(message: string): string {
  const lines = message.replace(/\r\n|\r|\n/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return `${lines.map((l) => (l.startsWith('.') ? `.${l}` : l)).join('\r\n')}\r\n.\r\n`;
}

const wrap76 = (b64: string) => b64.match(/.{1,76}/g)?.join('\r\n') ?? '';

/** The RFC 5322 message (headers + text/plain UTF-8 body), before dot-stuffing. */
export function buildMessage(m: SmtpMessage, opts: { eightBit: boolean }): string {
  const date = (m.date ?? new Date()).toUTCString().replace('GMT', '+0000');
  const domain = envelopeAddress(m.from).split('@')[1];
  const body = m.text.replace(/\r\n|\r|\n/g, '\r\n');
  const ascii = isAscii(body) && body.split('\r\n').every((l) => l.length <= 998);
  const encoding = ascii ? '7bit' : opts.eightBit ? '8bit' : 'base64';
  const headers = [
    `From: ${formatAddress(m.from)}`,
    `To: ${formatAddress(m.to)}`,
    `Subject: ${encodeHeaderText(m.subject)}`,
    `Date: ${date}`,
    `Message-ID: <${m.messageId ?? randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    `Content-Transfer-Encoding: ${encoding}`,
  ];
  const content = encoding === 'base64' ? wrap76(Buffer.from(body, 'utf8').toString('base64')) : body;
  return `${headers.join('\r\n')}\r\n\r\n${content}`;
}

type Reply = { code: number; lines: string[] };

/** Line-oriented reader of SMTP replies (multi-line `250-…` up to `250 …`). */
class ReplyReader {
  private buf = '';
  private lines: string[] = [];
  private waiting: { resolve: (r: Reply) => void; reject: (e: Error) => void } | null = null;
  private failure: Error | null = null;

  push(data: string): void {
    this.buf += data;
    let i: number;
    while ((i = this.buf.indexOf('\n')) !== -1) {
      const line = this.buf.slice(0, i).replace(/\r$/, '');
      this.buf = this.buf.slice(i + 1);
      this.lines.push(line);
    }
    this.flush();
  }

  fail(e: Error): void {
    this.failure ??= e;
    if (this.waiting) {
      this.waiting.reject(this.failure);
      this.waiting = null;
    }
  }

  private take(): Reply | null {
    const end = this.lines.findIndex((l) => /^\d{3}(?: |$)/.test(l));
    if (end === -1) return null;
    const got = this.lines.splice(0, end + 1);
    return { code: Number(got[end]!.slice(0, 3)), lines: got.map((l) => l.slice(4)) };
  }

  private flush(): void {
    if (!this.waiting) return;
    const r = this.take();
    if (r) {
      this.waiting.resolve(r);
      this.waiting = null;
    }
  }

  next(): Promise<Reply> {
    const r = this.take();
    if (r) return Promise.resolve(r);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }
}

/** Sends one message; resolves when the relay accepted it (250 after DATA). */
export async function sendMail(
  cfg: SmtpConfig,
  m: SmtpMessage,
  opts: { timeoutMs?: number; clientName?: string } = {},
): Promise<void> {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const clientName = opts.clientName ?? 'localhost';
  const from = envelopeAddress(m.from);
  const to = envelopeAddress(m.to);

  let socket: net.Socket = await new Promise<net.Socket>((resolve, reject) => {
    const s = cfg.secure
      ? tls.connect(
          {
            host: cfg.host,
            port: cfg.port,
            servername: net.isIP(cfg.host) ? undefined : cfg.host,
            rejectUnauthorized: !cfg.tlsInsecure,
          },
          () => resolve(s),
        )
      : net.connect({ host: cfg.host, port: cfg.port }, () => resolve(s));
    s.once('error', reject);
    s.setTimeout(timeoutMs, () => s.destroy(new SmtpError('Tempo esgotado ao conectar ao servidor SMTP')));
  });
  let reader = new ReplyReader();
  const attach = (s: net.Socket, r: ReplyReader) => {
    s.setEncoding('utf8');
    s.setTimeout(timeoutMs, () => s.destroy(new SmtpError('Tempo esgotado na conversa SMTP')));
    s.on('data', (d: string) => r.push(d));
    s.on('error', (e) => r.fail(e));
    s.on('close', () => r.fail(new SmtpError('Conexão SMTP encerrada pelo servidor')));
  };
  attach(socket, reader);

  const expect = async (ok: (code: number) => boolean, what: string): Promise<Reply> => {
    const r = await reader.next();
    if (!ok(r.code)) throw new SmtpError(`SMTP ${what}: ${r.code} ${r.lines.join(' ').slice(0, 200)}`, r.code);
    return r;
  };
  const send = (line: string) => {
    socket.write(`${line}\r\n`);
  };
  const command = async (line: string, ok: (code: number) => boolean, what: string) => {
    send(line);
    return expect(ok, what);
  };
  const is2xx = (c: number) => c >= 200 && c < 300;

  try {
    await expect((c) => c === 220, 'saudação');
    const ehlo = async (): Promise<Set<string>> => {
      send(`EHLO ${clientName}`);
      const r = await reader.next();
      if (r.code === 250) return new Set(r.lines.slice(1).map((l) => l.toUpperCase()));
      await command(`HELO ${clientName}`, (c) => c === 250, 'HELO');
      return new Set();
    };
    let ext = await ehlo();
    const has = (name: string) => [...ext].some((l) => l === name || l.startsWith(`${name} `));

    if (!cfg.secure && !cfg.noStartTls && has('STARTTLS')) {
      await command('STARTTLS', (c) => c === 220, 'STARTTLS');
      socket.removeAllListeners('data');
      socket.removeAllListeners('close');
      const plain = socket;
      socket = await new Promise<net.Socket>((resolve, reject) => {
        const s = tls.connect(
          {
            socket: plain,
            servername: net.isIP(cfg.host) ? undefined : cfg.host,
            rejectUnauthorized: !cfg.tlsInsecure,
          },
          () => resolve(s),
        );
        s.once('error', reject);
      });
      reader = new ReplyReader();
      attach(socket, reader);
      ext = await ehlo();
    }

    if (cfg.user !== undefined) {
      const auth = [...ext].find((l) => l.startsWith('AUTH ') || l.startsWith('AUTH='));
      const mechs = new Set((auth ?? '').slice(5).split(/\s+/));
      const user = cfg.user;
      const pass = cfg.pass ?? '';
      if (mechs.has('PLAIN')) {
        const token = Buffer.from(`\0${user}\0${pass}`, 'utf8').toString('base64');
        await command(`AUTH PLAIN ${token}`, (c) => c === 235, 'AUTH PLAIN');
      } else if (mechs.has('LOGIN')) {
        await command('AUTH LOGIN', (c) => c === 334, 'AUTH LOGIN');
        await command(Buffer.from(user, 'utf8').toString('base64'), (c) => c === 334, 'AUTH LOGIN (usuário)');
        await command(Buffer.from(pass, 'utf8').toString('base64'), (c) => c === 235, 'AUTH LOGIN (senha)');
      } else {
        throw new SmtpError('Servidor SMTP não oferece AUTH PLAIN nem LOGIN');
      }
    }

    const eightBit = has('8BITMIME');
    const payload = buildMessage(m, { eightBit });
    const needs8 = /Content-Transfer-Encoding: 8bit/.test(payload.slice(0, payload.indexOf('\r\n\r\n')));
    await command(`MAIL FROM:<${from}>${needs8 ? ' BODY=8BITMIME' : ''}`, is2xx, 'MAIL FROM');
    await command(`RCPT TO:<${to}>`, is2xx, 'RCPT TO');
    await command('DATA', (c) => c === 354, 'DATA');
    socket.write(dotStuff(payload));
    await expect(is2xx, 'fim do DATA');
    send('QUIT');
    // The message is accepted already: wait briefly for 221, never for long.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([reader.next().catch(() => undefined), new Promise((r) => (timer = setTimeout(r, 1000)))]);
    clearTimeout(timer);
  } finally {
    socket.end();
    socket.destroy();
  }
}
