/**
 * SMTP delivery of the email outbox, end to end: a tiny SMTP server written here (node:net)
 * records every conversation; a second API instance (PGlite in memory) is spawned with SMTP_URL
 * pointing to it; a password recovery must arrive there, in pt-BR, with the reset link, and the
 * outbox row must be marked sent. When the relay refuses, the user's request still succeeds, the
 * row keeps the error and the message goes out on a later pass.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

import { outboxResponseSchema, passwordRecoveryResponseSchema } from '../../lib/contract';
import { DEMO_ACCOUNTS, DEMO_SUPPLIERS } from '../seed/demo-world';
import { ADMIN } from './identity-helpers';

const ROOT = path.resolve(__dirname, '../..');
const E = DEMO_SUPPLIERS.emporio;

type Conversation = { commands: string[]; data: string[] };

/** Minimal ESMTP server: EHLO (8BITMIME, AUTH PLAIN LOGIN), AUTH, MAIL, RCPT, DATA, RSET, QUIT. */
function startFakeSmtp(opts: { rejectData: () => boolean }) {
  const conversations: Conversation[] = [];
  const server = net.createServer((sock) => {
    const conv: Conversation = { commands: [], data: [] };
    conversations.push(conv);
    let buf = '';
    let inData = false;
    let dataBuf = '';
    let authLogin = 0;
    sock.setEncoding('utf8');
    sock.write('220 fake.smtp.test ESMTP pronto\r\n');
    sock.on('data', (chunk: string) => {
      buf += chunk;
      for (;;) {
        if (inData) {
          const end = buf.indexOf('\r\n.\r\n');
          if (end === -1) return;
          dataBuf += buf.slice(0, end + 2);
          buf = buf.slice(end + 5);
          inData = false;
          if (opts.rejectData()) {
            sock.write('451 4.3.0 falha temporaria\r\n');
          } else {
            conv.data.push(dataBuf);
            sock.write('250 2.0.0 aceito\r\n');
          }
          dataBuf = '';
          continue;
        }
        const i = buf.indexOf('\r\n');
        if (i === -1) return;
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        conv.commands.push(line);
        if (authLogin === 1) {
          authLogin = 2;
          sock.write('334 UGFzc3dvcmQ6\r\n');
          continue;
        }
        if (authLogin === 2) {
          authLogin = 0;
          sock.write('235 2.7.0 ok\r\n');
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO')
          sock.write('250-fake.smtp.test\r\n250-8BITMIME\r\n250-AUTH PLAIN LOGIN\r\n250 SIZE 1000000\r\n');
        else if (cmd === 'AUTH' && /^AUTH PLAIN /i.test(line)) sock.write('235 2.7.0 ok\r\n');
        else if (cmd === 'AUTH') {
          authLogin = 1;
          sock.write('334 VXNlcm5hbWU6\r\n');
        } else if (cmd === 'MAIL' || cmd === 'RCPT' || cmd === 'RSET' || cmd === 'NOOP') sock.write('250 ok\r\n');
        else if (cmd === 'DATA') {
          inData = true;
          sock.write('354 envie\r\n');
        } else if (cmd === 'QUIT') {
          sock.end('221 tchau\r\n');
          return;
        } else sock.write('500 comando desconhecido\r\n');
      }
    });
    sock.on('error', () => undefined);
  });
  return {
    conversations,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function spawnApi(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['commerce-api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PGLITE_DATA_DIR: 'memory://', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API não iniciou:\n${output}`)), 120_000);
    const check = () => {
      const m = /ouvindo em (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API terminou com código ${code}:\n${output}`));
    });
  });
  return { child, url, output: () => output };
}

async function waitFor<T>(fn: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() - t0 > timeoutMs) throw new Error('tempo esgotado esperando a condição');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Decodes RFC 2047 "B" encoded words (what a mail client shows). */
function decodeHeader(v: string): string {
  return v
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=\s*(?==\?UTF-8\?B\?)/gi, '=?UTF-8?B?$1?=')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_m, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
}

function headerOf(message: string, name: string): string | undefined {
  const head = message.slice(0, message.indexOf('\r\n\r\n'));
  const m = new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'mi').exec(head);
  return m?.[1];
}

const consumer = DEMO_ACCOUNTS.consumidor;
const USER = 'relay-user';
const PASS = 'p@ss:word';

describe('email outbox delivered through SMTP_URL', () => {
  let rejecting = false;
  const smtp = startFakeSmtp({ rejectData: () => rejecting });
  let api: Awaited<ReturnType<typeof spawnApi>>;

  beforeAll(async () => {
    const port = await smtp.listen();
    api = await spawnApi({
      SMTP_URL: `smtp://${USER}:${encodeURIComponent(PASS)}@127.0.0.1:${port}`,
      SMTP_FROM: 'Empório Bom Preço <nao-responda@emporio.localhost>',
      SMTP_RETRY_SECONDS: '1',
    });
  }, 150_000);

  afterAll(async () => {
    api?.child.kill('SIGTERM');
    await smtp.close();
  });

  const outbox = async (para: string) => {
    const r = await fetch(`${api.url}/admin/email-outbox?para=${encodeURIComponent(para)}`, { headers: ADMIN });
    expect(r.status).toBe(200);
    return outboxResponseSchema.parse(await r.json()).mensagens;
  };
  const recover = async () => {
    const r = await fetch(`${api.url}/v2/app/token/cliente/senha/recuperar/${consumer.cpf}?idfornecedor=${E.slug}`);
    expect(r.status).toBe(200);
    return passwordRecoveryResponseSchema.parse(await r.json());
  };
  const delivered = () => smtp.conversations.flatMap((c) => c.data);

  it('sends the password recovery (recipient, pt-BR subject, reset link) and marks the outbox row sent', async () => {
    await recover();
    const message = await waitFor(() => delivered().find((d) => d.includes('redefinir-senha')));
    const conv = smtp.conversations.find((c) => c.data.includes(message))!;

    // Envelope and authentication.
    expect(conv.commands[0]).toMatch(/^EHLO /);
    const auth = conv.commands.find((c) => c.startsWith('AUTH PLAIN '))!;
    expect(Buffer.from(auth.slice('AUTH PLAIN '.length), 'base64').toString('utf8')).toBe(`\0${USER}\0${PASS}`);
    expect(conv.commands).toContain('MAIL FROM:<nao-responda@emporio.localhost> BODY=8BITMIME');
    expect(conv.commands).toContain(`RCPT TO:<${consumer.email}>`);
    expect(conv.commands).toContain('DATA');
    expect(conv.commands[conv.commands.length - 1]).toBe('QUIT');

    // Headers: RFC 2047 for non-ASCII, decoded back to the pt-BR text.
    const subject = headerOf(message, 'Subject')!;
    expect(subject).toMatch(/^=\?UTF-8\?B\?/);
    expect(decodeHeader(subject)).toBe('Redefinição de senha');
    expect(decodeHeader(headerOf(message, 'From')!)).toBe('Empório Bom Preço <nao-responda@emporio.localhost>');
    expect(headerOf(message, 'To')).toBe(consumer.email);
    expect(headerOf(message, 'Content-Type')).toBe('text/plain; charset=UTF-8');
    expect(headerOf(message, 'Content-Transfer-Encoding')).toBe('8bit');

    const body = message.slice(message.indexOf('\r\n\r\n') + 4);
    expect(body).toContain('Recebemos um pedido para redefinir sua senha');
    expect(body).toMatch(/https?:\/\/\S+\/redefinir-senha\?token=[A-Za-z0-9_-]{20,}/);
    // The link in the mail is the one stored in the outbox.
    const row = await waitFor(async () =>
      (await outbox(consumer.email)).find((m) => m.tipo === 'redefinicao-senha' && m.enviado_em),
    );
    expect(row.erro).toBeNull();
    const link = /https?:\/\/\S+\/redefinir-senha\?token=\S+/.exec(row.corpo)![0];
    expect(body).toContain(link);
    // The password never leaves in clear text, nor appears in the API's logs.
    expect(api.output()).not.toContain(PASS);
  });

  it('never fails the request when the relay refuses: the row keeps the error and is retried', async () => {
    rejecting = true;
    const before = delivered().length;
    const t0 = Date.now();
    await recover();
    expect(Date.now() - t0).toBeLessThan(10_000);
    const failed = await waitFor(async () =>
      (await outbox(consumer.email)).find((m) => m.erro !== null && m.enviado_em === null),
    );
    expect(failed.erro).toMatch(/451/);
    expect(failed.erro).not.toContain(PASS);
    expect(delivered().length).toBe(before);

    rejecting = false;
    const sent = await waitFor(async () =>
      (await outbox(consumer.email)).find((m) => m.id === failed.id && m.enviado_em !== null),
    );
    expect(sent.erro).toBeNull();
    expect(delivered().length).toBe(before + 1);
    expect(api.output()).not.toContain(PASS);
  });
});
