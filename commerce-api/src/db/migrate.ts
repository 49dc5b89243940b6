import fs from 'node:fs';
import path from 'node:path';

import { REPO_ROOT, type Db } from './index';

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'commerce-api/migrations');
/** Arbitrary constant key of the migration advisory lock. */
const MIGRATION_LOCK_KEY = 4_281_337;

export function listMigrations(): { versao: string; arquivo: string }[] {
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((arquivo) => ({ versao: arquivo.slice(0, 4), arquivo }));
}

/**
 * Applies pending migrations in order, each in its own transaction. Returns applied files.
 * `before` stops short of that version (a test arranges data as an older schema held it).
 */
export async function migrate(db: Db, { before }: { before?: string } = {}): Promise<string[]> {
  return db.withLock(MIGRATION_LOCK_KEY, async () => {
    await db.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         versao text PRIMARY KEY,
         arquivo text NOT NULL,
         aplicada_em timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Set(
      (await db.query<{ versao: string }>('SELECT versao FROM schema_migrations')).map((r) => r.versao),
    );
    const applied: string[] = [];
    for (const m of listMigrations()) {
      if (done.has(m.versao)) continue;
      if (before && m.versao >= before) break;
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, m.arquivo), 'utf8');
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('INSERT INTO schema_migrations (versao, arquivo) VALUES ($1, $2)', [m.versao, m.arquivo]);
      });
      applied.push(m.arquivo);
    }
    return applied;
  });
}
