import type { Queryable } from '../db/types';

/** Throws when the database does not answer (GET /health). */
export async function checkDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
