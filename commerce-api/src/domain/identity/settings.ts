import { readEnv, type Env } from '../../config';

let cached: Env | null = null;

/** Identity settings from the environment (read once). */
export function identitySettings(): Env {
  cached ??= readEnv();
  return cached;
}
