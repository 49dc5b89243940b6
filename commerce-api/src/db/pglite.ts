import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

import type { Db, Queryable } from './types';

type PgliteLike = {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
};

function wrap(pg: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await pg.query<T>(sql, [...params]);
      return res.rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
  };
}

/** Opens an embedded PGlite database; `memory://` keeps everything in memory. */
export async function openPglite(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { extensions: { unaccent, pg_trgm } });
  const base = wrap(pg);
  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      return pg.transaction((tx) => fn(wrap(tx)));
    },
    async withLock(_key, fn) {
      // Single process: serialise in memory only.
      const run = queue.then(fn, fn);
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      await pg.close();
    },
  };
}
