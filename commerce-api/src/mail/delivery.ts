import type { Db } from '../db/types';
import { markMailFailed, markMailSent, nextPendingMail } from '../domain/mail/outbox';
import { parseSmtpUrl, sendMail, type SmtpConfig } from './smtp-client';

/**
 * Delivers email_outbox through SMTP when SMTP_URL is set. The outbox row is always written
 * first (enqueueMail) and never deleted: a delivered message gets enviado_em, a failed one keeps
 * enviado_em null and records the error in `erro` (never credentials), and is retried on the
 * next pass. A pass runs right after a message is queued and then every RETRY_INTERVAL_MS while
 * messages younger than RETRY_MAX_AGE_HOURS are pending. Requests never wait for SMTP.
 * With several API instances on one PostgreSQL, passes take turns (advisory lock).
 */
export const RETRY_INTERVAL_MS = 60_000;
export const RETRY_MAX_AGE_HOURS = 24;
/** Messages looked at per pass at most (the rest waits for the next pass). */
const MAX_PER_PASS = 200;
/** Arbitrary constant key of the delivery advisory lock. */
const MAIL_LOCK_KEY = 4_281_338;

export type MailDelivery = {
  /** Schedules a pass soon (after the current request). */
  kick(): void;
  /** Runs a pass now and resolves when it is done (tests, shutdown). */
  runOnce(): Promise<{ sent: number; failed: number }>;
  stop(): Promise<void>;
};

let current: MailDelivery | null = null;

/** Called by enqueueMail after the row is written: a no-op without SMTP. */
export function notifyMailQueued(): void {
  current?.kick();
}

/** Safe error text for the outbox: no credentials, one line, bounded. */
function errorText(e: unknown, cfg: SmtpConfig): string {
  let msg = e instanceof Error ? e.message : String(e);
  for (const secret of [cfg.pass, cfg.user]) {
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
  const cfg = parseSmtpUrl(env.SMTP_URL);
  const log = opts.log ?? ((m: string) => console.warn(m));
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let again = false;
  let stopped = false;
  let soon: NodeJS.Immediate | null = null;

  async function pass(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    const tried: string[] = [];
    while (!stopped && tried.length < MAX_PER_PASS) {
      // Short statements only: nothing is locked while the relay is talked to.
      const r = await nextPendingMail(db, tried, RETRY_MAX_AGE_HOURS);
      if (!r) break;
      tried.push(String(r.id));
      try {
        await sendMail(cfg, {
          from: env.SMTP_FROM,
          to: r.para,
          subject: r.assunto,
          text: r.corpo,
          messageId: `outbox-${r.id}-${Date.now()}`,
        });
        await markMailSent(db, r.id);
        sent++;
      } catch (e) {
        const erro = errorText(e, cfg);
        await markMailFailed(db, r.id, erro);
        log(`[email] falha ao enviar a mensagem ${r.id} da caixa de saída: ${erro}`);
        failed++;
      }
    }
    return { sent, failed };
  }

  function runOnce(): Promise<{ sent: number; failed: number }> {
    if (running) {
      again = true;
      return running;
    }
    // Several API instances on one PostgreSQL: one pass at a time (advisory lock), so a message
    // is handed to the relay once; a pass that waited finds it already sent.
    running = db
      .withLock(MAIL_LOCK_KEY, pass)
      .catch((e: unknown) => {
        log(`[email] falha na entrega da caixa de saída: ${errorText(e, cfg)}`);
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

  const timer = setInterval(() => void runOnce(), (env.SMTP_RETRY_SECONDS ?? RETRY_INTERVAL_MS / 1000) * 1000);
  timer.unref();
  const delivery: MailDelivery = {
    kick,
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (soon) clearImmediate(soon);
      if (current === delivery) current = null;
      await running?.catch(() => undefined);
    },
  };
  current = delivery;
  kick();
  return delivery;
}
