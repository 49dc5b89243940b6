// The back-office key (X-Admin-Key) outside tests and `npm run dev`: ADMIN_API_KEY from the
// environment, else a random key made on the first `npm start` and kept in the git-ignored .data/
// folder (so it survives restarts and the demo:* scripts find it). The API refuses the repository's
// development key in production (commerce-api/src/config.ts resolveAdminKey). Node only.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ADMIN_KEY_FILE = path.join(ROOT, '.data', 'admin-api-key');

/** The key kept by a previous `npm start`, or null. */
export function storedAdminKey(file = ADMIN_KEY_FILE) {
  if (!existsSync(file)) return null;
  const saved = readFileSync(file, 'utf8').trim();
  return saved.length >= 16 ? saved : null;
}

/** ADMIN_API_KEY, else the stored key, else a new random one stored (0600). `generated`: made now. */
export function productionAdminKey(env = process.env, file = ADMIN_KEY_FILE) {
  const given = env.ADMIN_API_KEY?.trim();
  if (given) return { key: given, generated: false, file: null };
  const saved = storedAdminKey(file);
  if (saved) return { key: saved, generated: false, file };
  const key = randomBytes(24).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return { key, generated: true, file };
}

/**
 * Keys a back-office client (demo:*) tries, in order: ADMIN_API_KEY alone when set; otherwise the
 * stored key (an API of `npm start`) and then the development key (an API of `npm run dev`).
 */
export function adminKeyCandidates(env = process.env, devKey = 'dev-admin-key') {
  const given = env.ADMIN_API_KEY?.trim();
  if (given) return [given];
  const saved = storedAdminKey();
  return saved ? [saved, devKey] : [devKey];
}

/**
 * fetch with X-Admin-Key for a back-office client: the candidates in turn while the API answers
 * 401 (the one that worked is kept for the next call).
 */
export function adminFetcher(candidates = adminKeyCandidates()) {
  const keys = [...candidates];
  return async function adminFetch(url, init = {}) {
    for (;;) {
      const r = await fetch(url, { ...init, headers: { ...init.headers, 'X-Admin-Key': keys[0] } });
      if (r.status !== 401 || keys.length === 1) return r;
      keys.shift();
    }
  };
}
