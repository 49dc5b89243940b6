import type { Queryable } from '../db/types';

/** Keeps one GA4 event in the supplier's log (eventos_analytics). */
export async function recordAnalyticsEvent(
  db: Queryable,
  idfornecedor: string,
  evento: string,
  parametros: Record<string, unknown> | undefined,
): Promise<void> {
  await db.query('INSERT INTO eventos_analytics (idfornecedor, evento, parametros) VALUES ($1, $2, $3::jsonb)', [
    idfornecedor,
    evento,
    JSON.stringify(parametros ?? {}),
  ]);
}
