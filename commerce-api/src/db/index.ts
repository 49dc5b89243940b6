import { existsSync } from 'node:fs';
import path from 'node:path';

import type { Db } from './types';

export type { Db, DbKind, Queryable } from './types';

/** The checkout: the folder holding commerce-api/migrations, above this file run from source or from dist/api. */
function repoRoot(from: string): string {
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'commerce-api', 'migrations'))) return dir;
  }
  return path.resolve(from, '../../..');
}

export const REPO_ROOT = repoRoot(__dirname);

export type DbOptions = { databaseUrl?: string; pgliteDataDir: string };

/** Resolves the PGlite data dir relative to the repository root (memory:// kept as is). */
export function resolveDataDir(dir: string): string {
  if (dir.startsWith('memory://')) return dir;
  return path.isAbsolute(dir) ? dir : path.join(REPO_ROOT, dir);
}

export async function openDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(opts.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(resolveDataDir(opts.pgliteDataDir));
}
