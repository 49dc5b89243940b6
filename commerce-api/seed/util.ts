import { createHash } from 'node:crypto';

import type { Queryable } from '../src/db/types';

/** Deterministic PRNG (mulberry32). Never Math.random in the seed. */
export function prng(seed: number | string): () => number {
  let a = typeof seed === 'number' ? seed >>> 0 : hash32(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hash32(s: string): number {
  return createHash('sha1').update(s).digest().readUInt32BE(0);
}

/** UUID v5-style id from sha1 of a stable key (version nibble 5, variant 10xx). */
export function stableUuid(key: string): string {
  const b = createHash('sha1').update(`vitrine-fornecedores:${key}`).digest();
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

export function slugify(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export type ColType = 'jsonb' | 'text[]' | 'uuid[]';
export type Row = Record<string, unknown>;

/** Multi-row INSERT in chunks. jsonb values are serialised here; arrays are cast explicitly. */
export async function insertRows(
  tx: Queryable,
  table: string,
  rows: readonly Row[],
  types: Record<string, ColType> = {},
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const cols = Object.keys(first);
  const chunk = Math.max(1, Math.floor(30000 / cols.length));
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const params: unknown[] = [];
    const tuples = part.map((r) => {
      const ph = cols.map((c) => {
        const t = types[c];
        const v = r[c];
        params.push(t === 'jsonb' ? JSON.stringify(v ?? null) : (v ?? null));
        return t ? `$${params.length}::${t}` : `$${params.length}`;
      });
      return `(${ph.join(', ')})`;
    });
    await tx.query(`INSERT INTO ${table} (${cols.join(', ')}) VALUES ${tuples.join(',\n')}`, params);
  }
}
