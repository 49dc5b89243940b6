import { createTransport, type SMTPTransportOptions } from 'nodemailer';

import type { Db } from '../db/types';
import { markMailFailed, markMailSent, nextPendingMail } from '../domain/mail/outbox';
import { startPeriodicJob } from '../domain/periodic-job';

/**
 * Delivers email_outbox through SMTP (nodemailer) when SMTP_URL is set. The outbox row is always
 * written first (enqueueMail) and never deleted: a delivered message gets enviado_em, a failed one
 * keeps enviado_em null and records the error in `erro` (never credentials), and is retried on the
 * next pass. A pass runs right after a message is queued, and the periodic job (periodic-job.ts)
 * runs one every SMTP_RETRY_SECONDS for messages younger than RETRY_MAX_AGE_HOURS. Requests never
 * wait for SMTP. With several API instances on one PostgreSQL, passes take turns (advisory lock).
 */
export const RETRY_INTERVAL_MS = 60_000;
export const RETRY_MAX_AGE_HOURS = 24;
/** Messages looked at per pass at most (the rest waits for the next pass). */
const MAX_PER_PASS = 200;
/** Arbitrary constant key of the delivery advisory lock. */
const MAIL_LOCK_KEY = 4_281_338;
/** Bounds of one conversation with the relay (connect, greeting, silence). */
const SMTP_TIMEOUT_MS = 30_000;

type PassResult = { sent: number; failed: number };

export type MailDelivery = {
  /** Schedules a pass soon (after the current request). */
  kick(): void;
  /** Runs a pass now and resolves when it is done (tests, shutdown). */
  runOnce(): Promise<PassResult>;
  stop(): Promise<void>;
};

let current: MailDelivery | null = null;

/** Called by enqueueMail after the row is written: a no-op without SMTP. */
export function notifyMailQueued(): void {
  current?.kick();
}

/**
 * SMTP_URL → nodemailer options: smtp://user:pass@host:port (STARTTLS when offered, port 587 by
 * default) or smtps://… (implicit TLS, 465); user and password URL-decoded. `?starttls=false`
 * never upgrades; `?tls_insecure=true` accepts a self-signed certificate (local relays only).
 */
export function smtpTransportOptions(url: string): SMTPTransportOptions {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error('SMTP_URL inválida');
  }
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new Error('SMTP_URL deve usar smtp:// ou smtps://');
  if (!u.hostname) throw new Error('SMTP_URL sem host');
  const secure = u.protocol === 'smtps:';
  const user = u.username ? decodeURIComponent(u.username) : undefined;
  return {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    auth: user === undefined ? undefined : { user, pass: u.password ? decodeURIComponent(u.password) : '' },
    ignoreTLS: u.searchParams.get('starttls') === 'false',
    tls: { rejectUnauthorized: u.searchParams.get('tls_insecure') !== 'true' },
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    // Nothing in a message (text or HTML part) may make the process read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** Safe error text for the outbox: no credentials, one line, bounded. */
function errorText(e: unknown, secrets: (string | undefined)[]): string {
  let msg = e instanceof Error ? e.message : String(e);
  for (const secret of secrets) {
    if (secret) msg = msg.split(secret).join('***');
  }
  return msg.replace(/\s+/g, ' ').slice(0, 500);
}

export function startMailDelivery(
  db: Db,
  env: { SMTP_URL?: string; SMTP_FROM: string; SMTP_RETRY_SECONDS?: number },
  opts: { log?: (msg: string) => void } = {},
): MailDelivery | null {
  if (!env.SMTP_URL) return null;
  const options = smtpTransportOptions(env.SMTP_URL);
  const auth = options.auth as { user?: string; pass?: string } | undefined;
  const secrets = [auth?.pass, auth?.user];
  const transport = createTransport(options);
  const fromDomain = /@([^\s<>@]+)>?\s*$/.exec(env.SMTP_FROM)?.[1] ?? 'localhost';
  const log = opts.log ?? ((m: string) => console.warn(m));
  let running: Promise<PassResult> | null = null;
  let again = false;
  let stopped = false;
  let soon: NodeJS.Immediate | null = null;

  async function pass(): Promise<PassResult> {
    let sent = 0;
    let failed = 0;
    const tried: string[] = [];
    while (!stopped && tried.length < MAX_PER_PASS) {
      // Short statements only: nothing is locked while the relay is talked to.
      const r = await nextPendingMail(db, tried, RETRY_MAX_AGE_HOURS);
      if (!r) break;
      tried.push(String(r.id));
      try {
        await transport.sendMail({
          from: env.SMTP_FROM,
          to: r.para,
          subject: r.assunto,
          text: r.corpo,
          // Built by the API with every value escaped (domain/notification/order-mail.ts); file and URL access stay off.
          ...(r.corpo_html ? { html: r.corpo_html } : {}),
          messageId: `<outbox-${r.id}-${Date.now()}@${fromDomain}>`,
        });
        await markMailSent(db, r.id);
        sent++;
      } catch (e) {
        const erro = errorText(e, secrets);
        await markMailFailed(db, r.id, erro);
        log(`[email] falha ao enviar a mensagem ${r.id} da caixa de saída: ${erro}`);
        failed++;
      }
    }
    return { sent, failed };
  }

  function runOnce(): Promise<PassResult> {
    if (running) {
      again = true;
      return running;
    }
    // Several API instances on one PostgreSQL: one pass at a time (advisory lock), so a message
    // is handed to the relay once; a pass that waited finds it already sent.
    running = db
      .withLock(MAIL_LOCK_KEY, pass)
      .catch((e: unknown) => {
        log(`[email] falha na entrega da caixa de saída: ${errorText(e, secrets)}`);
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          kick();
        }
      });
    return running;
  }

  function kick(): void {
    if (stopped || soon) return;
    soon = setImmediate(() => {
      soon = null;
      void runOnce();
    });
  }

  // The retries: the shared timer of the periodic jobs, one pass after another ends.
  const retries = startPeriodicJob(
    'email',
    async () => {
      const r = await runOnce();
      return r.sent ? `${r.sent} mensagem(ns) da caixa de saída enviada(s)` : null;
    },
    (env.SMTP_RETRY_SECONDS ?? RETRY_INTERVAL_MS / 1000) * 1000,
  );
  const delivery: MailDelivery = {
    kick,
    runOnce,
    async stop() {
      stopped = true;
      if (soon) clearImmediate(soon);
      if (current === delivery) current = null;
      await retries.stop();
      await running?.catch(() => undefined);
      transport.close();
    },
  };
  current = delivery;
  kick();
  return delivery;
}
