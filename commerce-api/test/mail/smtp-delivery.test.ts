/**
 * SMTP delivery of the email outbox, end to end: an independent SMTP server (the `smtp-server`
 * package, with STARTTLS and AUTH) records every message it accepts; a second API instance
 * (PGlite in memory) is spawned with SMTP_URL pointing to it; a password recovery must arrive
 * there, in pt-BR, with the reset link, and the outbox row must be marked sent. When the relay
 * refuses (4xx) or is down, the user's request still succeeds, the row keeps the error and the
 * periodic retry delivers the message later, once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

import { outboxResponseSchema, passwordRecoveryResponseSchema } from '../../../lib/contract';
import { DEMO_ACCOUNTS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { ADMIN } from '../identity-helpers';

const ROOT = path.resolve(__dirname, '../../..');
const E = DEMO_SUPPLIERS.emporio;

type Accepted = {
  raw: string;
  mailFrom: string;
  rcptTo: string[];
  secure: boolean;
  auth: { method: string; username?: string; password?: string | null } | null;
};

/**
 * The relay: accepts PLAIN/LOGIN with the given credentials (after STARTTLS, with the package's
 * self-signed localhost certificate), records each accepted message, and answers `451` at the end
 * of DATA while `rejectData()` says so.
 */
function startRelay(opts: { user: string; pass: string; rejectData: () => boolean }) {
  const accepted: Accepted[] = [];
  const auths = new Map<string, Accepted['auth']>();
  let server: SMTPServer | null = null;
  const make = () =>
    new SMTPServer({
      logger: false,
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth(auth, session, cb) {
        if (auth.username !== opts.user || auth.password !== opts.pass) {
          return cb(Object.assign(new Error('credenciais inválidas'), { responseCode: 535 }));
        }
        auths.set(session.id, { method: auth.method, username: auth.username, password: auth.password });
        cb(null, { user: auth.username });
      },
      onData(stream, session: SMTPServerSession, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (opts.rejectData()) {
            return cb(Object.assign(new Error('4.3.0 falha temporaria'), { responseCode: 451 }));
          }
          accepted.push({
            raw: Buffer.concat(chunks).toString('latin1'),
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            secure: session.secure,
            auth: auths.get(session.id) ?? null,
          });
          cb(null, 'aceito');
        });
      },
    });
  return {
    accepted,
    /** Listens on `port` (0: any free one) and answers the port. */
    listen: (port = 0) =>
      new Promise<number>((resolve, reject) => {
        server = make();
        server.on('error', reject);
        server.listen(port, '127.0.0.1', () => resolve((server!.server.address() as AddressInfo).port));
      }),
    close: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(fn: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() - t0 > timeoutMs) throw new Error('tempo esgotado esperando a condição');
    await sleep(100);
  }
}

/** RFC 2047 "B" and "Q" encoded words decoded (adjacent words joined, as a mail client shows them). */
function decodeHeader(v: string): string {
  const unfolded = v.replace(/\r\n[ \t]+/g, ' ');
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  const bytes = (enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        );
  let out = '';
  let pending: Buffer[] = [];
  let last = 0;
  for (const m of unfolded.matchAll(word)) {
    const between = unfolded.slice(last, m.index);
    // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
    if (!(pending.length && /^\s*$/.test(between))) {
      out += Buffer.concat(pending).toString('utf8') + between;
      pending = [];
    }
    pending.push(bytes(m[2]!, m[3]!));
    last = m.index + m[0].length;
  }
  return out + Buffer.concat(pending).toString('utf8') + unfolded.slice(last);
}

function headerOf(message: string, name: string): string | undefined {
  const head = message.slice(0, message.indexOf('\r\n\r\n'));
  const m = new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'mi').exec(head);
  return m?.[1];
}

/** The text body as a mail client shows it (7bit/8bit, quoted-printable or base64). */
function bodyOf(message: string): string {
  const raw = message.slice(message.indexOf('\r\n\r\n') + 4);
  const cte = (headerOf(message, 'Content-Transfer-Encoding') ?? '7bit').trim().toLowerCase();
  if (cte === 'base64') return Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (cte === 'quoted-printable') {
    const latin = raw
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(latin, 'latin1').toString('utf8');
  }
  return Buffer.from(raw, 'latin1').toString('utf8');
}

const consumer = DEMO_ACCOUNTS.consumidor;
const USER = 'relay-user';
const PASS = 'p@ss:word';
const RETRY_SECONDS = 1;

describe('email outbox delivered through SMTP_URL', () => {
  let rejecting = false;
  const relay = startRelay({ user: USER, pass: PASS, rejectData: () => rejecting });
  let port = 0;
  let api: Awaited<ReturnType<typeof spawnApi>>;

  beforeAll(async () => {
    port = await relay.listen();
    api = await spawnApi({
      // The relay's certificate is its package's self-signed one: tls_insecure=true lets STARTTLS through.
      SMTP_URL: `smtp://${USER}:${encodeURIComponent(PASS)}@127.0.0.1:${port}?tls_insecure=true`,
      SMTP_FROM: 'Empório Bom Preço <nao-responda@emporio.localhost>',
      SMTP_RETRY_SECONDS: String(RETRY_SECONDS),
    });
  }, 150_000);

  afterAll(async () => {
    api?.child.kill('SIGTERM');
    await relay.close();
  });

  const outbox = async (para: string) => {
    const r = await fetch(`${api.url}/admin/email-outbox?para=${encodeURIComponent(para)}`, { headers: ADMIN });
    expect(r.status).toBe(200);
    return outboxResponseSchema.parse(await r.json()).mensagens;
  };
  /** Asks for a password recovery; answers the link its email carries (from the outbox row). */
  const recover = async () => {
    const before = new Set((await outbox(consumer.email)).map((m) => m.id));
    const t0 = Date.now();
    const r = await fetch(`${api.url}/v2/app/token/cliente/senha/recuperar/${consumer.cpf}?idfornecedor=${E.slug}`);
    expect(r.status).toBe(200);
    passwordRecoveryResponseSchema.parse(await r.json());
    // The request never waits for the relay.
    expect(Date.now() - t0).toBeLessThan(10_000);
    const row = await waitFor(async () =>
      (await outbox(consumer.email)).find((m) => m.tipo === 'redefinicao-senha' && !before.has(m.id)),
    );
    return { id: row.id, link: /https?:\/\/\S+\/redefinir-senha\?token=\S+/.exec(row.corpo)![0] };
  };
  const copiesOf = (link: string) => relay.accepted.filter((m) => bodyOf(m.raw).includes(link));

  it('sends the password recovery (recipient, pt-BR subject, reset link) and marks the outbox row sent', async () => {
    const { id, link } = await recover();
    const [message] = await waitFor(() => (copiesOf(link).length ? copiesOf(link) : undefined));

    // Envelope, STARTTLS and authentication, as the relay saw them.
    expect(message!.secure).toBe(true);
    expect(message!.auth).toMatchObject({ username: USER, password: PASS });
    expect(message!.mailFrom).toBe('nao-responda@emporio.localhost');
    expect(message!.rcptTo).toEqual([consumer.email]);

    // Headers as a mail client shows them: the pt-BR text survives the encoding.
    const raw = message!.raw;
    expect(decodeHeader(headerOf(raw, 'Subject')!)).toBe('Redefinição de senha');
    expect(decodeHeader(headerOf(raw, 'From')!)).toMatch(/^"?Empório Bom Preço"? <nao-responda@emporio\.localhost>$/);
    expect(decodeHeader(headerOf(raw, 'To')!)).toBe(consumer.email);
    expect(headerOf(raw, 'Content-Type')).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(headerOf(raw, 'Message-ID')).toMatch(new RegExp(`^<outbox-${id}-\\d+@emporio\\.localhost>$`));

    const body = bodyOf(raw);
    expect(body).toContain('Recebemos um pedido para redefinir sua senha');
    expect(body).toMatch(/https?:\/\/\S+\/redefinir-senha\?token=[A-Za-z0-9_-]{20,}/);
    // The link in the mail is the one stored in the outbox.
    expect(body).toContain(link);
    const row = await waitFor(async () => (await outbox(consumer.email)).find((m) => m.id === id && m.enviado_em));
    expect(row.erro).toBeNull();
    // The password never leaves in clear text, nor appears in the API's logs.
    expect(api.output()).not.toContain(PASS);
  });

  it('a relay answering 4xx: the request succeeds, the row keeps the error, a later pass delivers it once', async () => {
    rejecting = true;
    const { id, link } = await recover();
    const failed = await waitFor(async () =>
      (await outbox(consumer.email)).find((m) => m.id === id && m.erro !== null && m.enviado_em === null),
    );
    expect(failed.erro).toMatch(/451/);
    expect(failed.erro).not.toContain(PASS);
    expect(copiesOf(link)).toHaveLength(0);

    rejecting = false;
    const sent = await waitFor(async () =>
      (await outbox(consumer.email)).find((m) => m.id === id && m.enviado_em !== null),
    );
    expect(sent.erro).toBeNull();
    // Several more retry periods: no second copy.
    await sleep(3_000 * RETRY_SECONDS);
    expect(copiesOf(link)).toHaveLength(1);
    expect(api.output()).not.toContain(PASS);
  });

  it('a relay that is down: the row keeps the connection error and the periodic retry delivers it once when it is back', async () => {
    await relay.close();
    const { id, link } = await recover();
    const failed = await waitFor(async () =>
      (await outbox(consumer.email)).find((m) => m.id === id && m.erro !== null && m.enviado_em === null),
    );
    expect(failed.erro).toMatch(/ECONNREFUSED/);
    expect(failed.erro).not.toContain(PASS);
    // Still down for a few retry periods: the message waits, nothing is lost.
    await sleep(2_000 * RETRY_SECONDS);
    expect((await outbox(consumer.email)).find((m) => m.id === id)!.enviado_em).toBeNull();

    // Nothing is queued any more: only the periodic retry can deliver it now (and it says so).
    const periodicLines = () =>
      api.output().match(/\[email\] 1 mensagem\(ns\) da caixa de saída enviada\(s\)/g)?.length ?? 0;
    const linesBefore = periodicLines();
    await relay.listen(port);
    const sent = await waitFor(async () =>
      (await outbox(consumer.email)).find((m) => m.id === id && m.enviado_em !== null),
    );
    expect(sent.erro).toBeNull();
    await sleep(3_000 * RETRY_SECONDS);
    expect(copiesOf(link)).toHaveLength(1);
    expect(periodicLines()).toBe(linesBefore + 1);
    expect(api.output()).not.toContain(PASS);
  });
});
