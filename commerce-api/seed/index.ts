import type { Db } from '../src/db/types';
import { adegaCatalogSeed } from './catalog-adega';
import { atacadoCatalogSeed } from './catalog-atacado';
import { emporioCatalogSeed } from './catalog-emporio';
import { contentSeed } from './content';
import { suppliersSeed } from './suppliers';
import type { SeedModule } from './types';

/** Seed modules in dependency order. Later issues append customers, coupons, orders… */
export const SEED_MODULES: SeedModule[] = [
  suppliersSeed,
  emporioCatalogSeed,
  atacadoCatalogSeed,
  adegaCatalogSeed,
  contentSeed,
];

/** True when the database has no supplier yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM fornecedores');
  return (rows[0]?.n ?? 0) === 0;
}

/** Runs every seed module in one transaction (all or nothing). */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const m of SEED_MODULES) await m.run(tx);
  });
}
