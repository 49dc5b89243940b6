import { z } from 'zod';

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined)),
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
});
export type Env = z.infer<typeof envSchema>;

export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const r = envSchema.safeParse(env);
  if (!r.success) {
    throw new Error(`Variáveis de ambiente inválidas:\n${z.prettifyError(r.error)}`);
  }
  return r.data;
}
