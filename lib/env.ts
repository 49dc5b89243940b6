import { z } from 'zod';

const hostList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h.length > 0),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9.\-[\]:]+$/, 'SHARED_HOSTS inválido')).min(1, 'SHARED_HOSTS vazio'));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export const envSchema = z.object({
  COMMERCE_API_URL: z
    .url({ message: 'COMMERCE_API_URL deve ser uma URL' })
    .default('http://127.0.0.1:4000')
    .transform((v) => v.replace(/\/+$/, '')),
  /** Provider home; when unset it is derived from the request (the shared host's root). */
  PROVIDER_HOME_URL: optionalString.pipe(z.url({ message: 'PROVIDER_HOME_URL deve ser uma URL' }).optional()),
  /** White-label mode: only this supplier (slug) is served. */
  WHITE_LABEL_SUPPLIER: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]{1,120}$/, 'WHITE_LABEL_SUPPLIER deve ser um slug')
      .optional(),
  ),
  SHARED_HOSTS: hostList.default(['localhost', '127.0.0.1']),
  PUBLIC_PROTOCOL: z.enum(['http', 'https']).default('http'),
  /** Port appended to supplier origins; empty string for none. */
  PUBLIC_PORT: z
    .string()
    .regex(/^\d{0,5}$/, 'PUBLIC_PORT deve ser numérico ou vazio')
    .default('3000'),
  SESSION_SECRET: optionalString.pipe(
    z.string().min(32, 'SESSION_SECRET deve ter pelo menos 32 caracteres').optional(),
  ),
  /**
   * Only where scripts/storefront-server.mjs does not run (`next dev`): the commerce API's URL as the
   * browser reaches it, for the chat's socket.io (then in the CSP's connect-src). Unset: the socket is
   * on the store's own origin, relayed to the API by the storefront server (decision 0017).
   */
  CHAT_SOCKET_URL: optionalString.pipe(z.url({ message: 'CHAT_SOCKET_URL deve ser uma URL' }).optional()),
});

export type Env = z.infer<typeof envSchema>;

/** Parses an environment record; throws a readable error listing every invalid variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse({
    COMMERCE_API_URL: source.COMMERCE_API_URL || undefined,
    PROVIDER_HOME_URL: source.PROVIDER_HOME_URL,
    WHITE_LABEL_SUPPLIER: source.WHITE_LABEL_SUPPLIER,
    SHARED_HOSTS: source.SHARED_HOSTS || undefined,
    PUBLIC_PROTOCOL: source.PUBLIC_PROTOCOL || undefined,
    PUBLIC_PORT: source.PUBLIC_PORT,
    SESSION_SECRET: source.SESSION_SECRET,
    CHAT_SOCKET_URL: source.CHAT_SOCKET_URL,
  });
  if (!result.success) {
    const lines = result.error.issues.map((i) => `- ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Configuração inválida do storefront:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated environment (parsed once per process). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
