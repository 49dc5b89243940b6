import fs from 'node:fs';

import { seedPending } from '../../seed';
import { readEnv } from '../config';
import { openDb, resolveDataDir } from './index';
import { migrate } from './migrate';

/** npm run db:reset — wipes the database, migrates and seeds. */
async function main() {
  const env = readEnv();
  if (env.DATABASE_URL) {
    const db = await openDb({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
    await db.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    await db.close();
  } else {
    const dir = resolveDataDir(env.PGLITE_DATA_DIR);
    if (!dir.startsWith('memory://')) fs.rmSync(dir, { recursive: true, force: true });
  }
  const db = await openDb({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
  const applied = await migrate(db);
  await seedPending(db);
  const [counts] = await db.query<{ f: number; p: number }>(
    'SELECT (SELECT count(*) FROM fornecedores)::int AS f, (SELECT count(*) FROM produtos)::int AS p',
  );
  console.log(
    `Banco recriado (${db.kind}): ${applied.length} migração(ões), ${counts?.f} fornecedores, ${counts?.p} produtos.`,
  );
  await db.close();
}

main().catch((e: unknown) => {
  console.error('Falha ao recriar o banco:', e);
  process.exit(1);
});
