import { z } from 'zod';

import { SCRYPT_LOG_N } from './domain/identity/crypto';

/**
 * Back-office key used in development (`npm run dev`) and tests when ADMIN_API_KEY is not set. It is
 * public (it is in this repository), so production refuses it (resolveAdminKey); `npm start` runs
 * the API in production with a key of its own (scripts/lib/admin-key.mjs).
 */
export const DEV_ADMIN_API_KEY = 'dev-admin-key';

/** Back-office keys written in this repository: never accepted with NODE_ENV=production. */
export const PUBLIC_ADMIN_API_KEYS: readonly string[] = [DEV_ADMIN_API_KEY];
/** Shortest back-office key production accepts (the generated one has 32 characters). */
export const MIN_PRODUCTION_ADMIN_KEY_LENGTH = 16;

export const ADMIN_KEY_MESSAGES = {
  ausente:
    'ADMIN_API_KEY é obrigatório em produção (NODE_ENV=production): defina uma chave própria, com pelo menos 16 caracteres (npm start gera uma em .data/admin-api-key).',
  publica:
    'ADMIN_API_KEY é a chave de desenvolvimento, que está no repositório: em produção (NODE_ENV=production) use uma chave própria.',
  curta: 'ADMIN_API_KEY curta demais para produção: use pelo menos 16 caracteres.',
} as const;

/**
 * The back-office key for this environment, or the reason it is refused: the given key, checked in
 * production (not a repository key, not too short); without one, the development key outside
 * production and a refusal in it. readEnv applies it, so the API does not start with a bad key.
 */
export function resolveAdminKey(
  given: string | undefined,
  nodeEnv: string | undefined,
): { ok: true; key: string } | { ok: false; mensagem: string } {
  const key = given?.trim() || undefined;
  const production = nodeEnv === 'production';
  if (!production) return { ok: true, key: key ?? DEV_ADMIN_API_KEY };
  if (!key) return { ok: false, mensagem: ADMIN_KEY_MESSAGES.ausente };
  if (PUBLIC_ADMIN_API_KEYS.includes(key)) return { ok: false, mensagem: ADMIN_KEY_MESSAGES.publica };
  if (key.length < MIN_PRODUCTION_ADMIN_KEY_LENGTH) return { ok: false, mensagem: ADMIN_KEY_MESSAGES.curta };
  return { ok: true, key };
}

const baseEnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined)),
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  // Identity
  /** Back-office key (header X-Admin-Key): resolveAdminKey. */
  ADMIN_API_KEY: z.string().optional(),
  /**
   * Optional SMTP relay (smtp://user:pass@host:port, smtps:// for implicit TLS): each email_outbox
   * message is also sent through it (enviado_em / erro record the outcome). Without it mail stays
   * in email_outbox only.
   */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || /^smtps?:\/\/[^/?#]+/i.test(v), {
      message: 'use smtp://usuario:senha@host:porta ou smtps://…',
    }),
  /** Sender (From) of the mail sent through SMTP_URL. */
  SMTP_FROM: z.string().trim().min(3).default('Vitrine <nao-responda@vitrine.localhost>'),
  /** Seconds between delivery passes that retry pending (failed) messages, up to 24 h old. */
  SMTP_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Public base URL of the storefront, used in emailed links. */
  STOREFRONT_URL: z.string().min(1).default('http://localhost:3000'),
  HANDOFF_TTL_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 30),
  /**
   * Proxies in front of the API whose X-Forwarded-For entry is trusted: 0 = the socket address is
   * the client; 1 = behind the storefront (scripts/start.mjs and the e2e set it), which forwards the
   * shopper's address. See docs/decisions/0017-login-throttling.md.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Login throttling (docs/decisions/0017-login-throttling.md).
  /** Window of the per-(login, address) and per-address failure limits. */
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  LOGIN_MAX_FAILURES_PER_LOGIN_ADDRESS: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Window of the slower per-login limit, across addresses. */
  LOGIN_GLOBAL_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  LOGIN_MAX_FAILURES_PER_LOGIN: z.coerce.number().int().min(1).default(50),
  /** Past the per-login limit, an address that never logged into it gets this many failures per global window. */
  LOGIN_GUARDED_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(2),
  /** An address where the login succeeded stays known (exempt from the guard) for these days. */
  LOGIN_KNOWN_ADDRESS_DAYS: z.coerce.number().int().min(1).default(30),
  LOOKUP_MAX_PER_IP: z.coerce.number().int().min(1).default(120),
  // Coupon enumeration (docs/decisions/0017-login-throttling.md, "Coupon codes").
  /** Window of the failed-coupon-code limits. */
  COUPON_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 60),
  /** Unknown coupon codes a client may try per window before 429. */
  COUPON_MAX_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).default(10),
  /** Unknown coupon codes an address may try per window, across clients, before 429. */
  COUPON_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /**
   * Multiplies every per-address cap of domain/identity/send-caps.ts (the figures themselves live
   * there). 1 in production; the e2e run raises it, since every one of its shoppers is 127.0.0.1.
   */
  SEND_CAPS_ADDRESS_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * log2 of scrypt's N for new password hashes (domain/identity/crypto.ts). 15 in production; below it only
   * for a throwaway database (scryptCostRefusal): the test runs lower it, as they hash hundreds of passwords.
   */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(SCRYPT_LOG_N),
  // Delivery context
  /** Optional Google Maps Geocoding key; without it CEPs and addresses resolve from the embedded table only. */
  GOOGLE_MAPS_API_KEY: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined)),
  // After the sale
  /**
   * Seconds between runs of the subscriptions job in this process (places the orders of due
   * subscriptions; safe with several instances). 0 turns it off (the API tests do; POST
   * /admin/assinaturas/gerar still runs it on demand).
   */
  SUBSCRIPTION_JOB_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * Seconds between runs of the expiry job in this process (cancels orders unpaid past the PIX or
   * boleto deadline and priced quotes past their validity; safe with several instances). 0 turns
   * it off (the API tests do; POST /admin/pedidos/expirar still runs it on demand).
   */
  ORDER_EXPIRY_JOB_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
});

export const SCRYPT_COST_MESSAGE =
  'SCRYPT_LOG_N abaixo de 15 só vale para um banco descartável (PGLITE_DATA_DIR=memory:// sem DATABASE_URL, ou NODE_ENV=test): senhas guardadas com custo baixo se quebram depressa.';

/**
 * Why a scrypt cost is refused, or null: below the production cost only where no stored password outlives the
 * process (an in-memory PGlite, or a test run's own database) and never with NODE_ENV=production.
 */
export function scryptCostRefusal(e: {
  SCRYPT_LOG_N: number;
  NODE_ENV?: string;
  DATABASE_URL?: string;
  PGLITE_DATA_DIR: string;
}): string | null {
  if (e.SCRYPT_LOG_N >= SCRYPT_LOG_N) return null;
  const throwaway = e.NODE_ENV === 'test' || (e.PGLITE_DATA_DIR === 'memory://' && !e.DATABASE_URL);
  return throwaway && e.NODE_ENV !== 'production' ? null : SCRYPT_COST_MESSAGE;
}

export const envSchema = baseEnvSchema.transform((e, ctx) => {
  const admin = resolveAdminKey(e.ADMIN_API_KEY, e.NODE_ENV);
  if (!admin.ok) {
    ctx.addIssue({ code: 'custom', path: ['ADMIN_API_KEY'], message: admin.mensagem });
    return z.NEVER;
  }
  const scrypt = scryptCostRefusal(e);
  if (scrypt) {
    ctx.addIssue({ code: 'custom', path: ['SCRYPT_LOG_N'], message: scrypt });
    return z.NEVER;
  }
  return { ...e, ADMIN_API_KEY: admin.key };
});
export type Env = z.infer<typeof envSchema>;

export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const r = envSchema.safeParse(env);
  if (!r.success) {
    throw new Error(`Variáveis de ambiente inválidas:\n${z.prettifyError(r.error)}`);
  }
  return r.data;
}
