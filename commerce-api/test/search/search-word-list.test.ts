/**
 * The per-supplier word list of typo-tolerant search (migration 0007) on a real database of its
 * own: the scenario (scenarios/search-word-list.ts) runs under tsx in a child process, on PGlite
 * in memory or, when the suite runs on PostgreSQL (DATABASE_URL), on a throw-away database there.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const ROOT = path.resolve(__dirname, '../../..');
type Words = Record<string, number>;
type Snap = { emporio: Words; emporioExpected: Words; adega: Words; adegaExpected: Words };
type Out = {
  seeded: Snap;
  similar: Record<string, string[]>;
  beforeInsert: string[];
  afterInsert: { words: Snap; quinoaa: string[]; kinoa: string[] };
  afterPriceUpdate: Snap;
  afterRename: { words: Snap; quinoaa: string[]; amarnto: string[] };
  afterMove: Snap;
  afterDelete: Snap;
  categories: Record<
    'before' | 'oldNameBefore' | 'renamed' | 'oldName' | 'parentRenamed' | 'movedOut' | 'movedIn',
    string[]
  >;
};

const dbName = `commerce_words_${process.pid}`;
const adminUrl = process.env.DATABASE_URL?.trim() || undefined;
let out: Out;

async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  let url = '';
  if (adminUrl) {
    await admin(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin(`CREATE DATABASE ${dbName}`);
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  try {
    const { stdout } = await promisify(execFile)(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['commerce-api/test/scenarios/search-word-list.ts'],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', SCENARIO_DATABASE_URL: url }, maxBuffer: 64 * 1024 * 1024 },
    );
    out = JSON.parse(stdout.trim().split('\n').pop()!) as Out;
  } finally {
    if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${dbName}`);
  }
}, 180_000);

const consistent = (s: Snap) => {
  expect(s.emporio).toEqual(s.emporioExpected);
  expect(s.adega).toEqual(s.adegaExpected);
};

describe('typo-tolerant search word list (produto_palavras)', () => {
  it('holds the distinct normalised words of the seeded names, with their product counts', () => {
    consistent(out.seeded);
    expect(out.seeded.emporio.arroz).toBeGreaterThanOrEqual(1);
    expect(out.seeded.emporio.feijao).toBeGreaterThanOrEqual(1); // accents folded
    expect(Object.keys(out.seeded.emporio).every((k) => /^[a-z0-9]{3,}$/.test(k))).toBe(true);
  });

  it('looks up similar words (arros → arroz first, fejao → feijao, nonsense → none)', () => {
    expect(out.similar.arros?.[0]).toBe('arroz');
    expect(out.similar.fejao).toContain('feijao');
    expect(out.similar.xyzqw).toBeUndefined();
  });

  it('follows an insert: the new name is found with typos', () => {
    expect(out.beforeInsert).toEqual([]);
    consistent(out.afterInsert.words);
    expect(out.afterInsert.words.emporio.quinoa).toBe(1);
    expect(out.afterInsert.quinoaa).toEqual(['Quinoa Real em grãos 250 g']);
    expect(out.afterInsert.kinoa).toEqual(['Quinoa Real em grãos 250 g']);
  });

  it('ignores updates that keep the name; follows renames, moves between suppliers and deletes', () => {
    expect(out.afterPriceUpdate).toEqual(out.afterInsert.words);
    consistent(out.afterRename.words);
    expect(out.afterRename.words.emporio.quinoa).toBeUndefined();
    expect(out.afterRename.words.emporio.amaranto).toBe(1);
    expect(out.afterRename.quinoaa).toEqual([]);
    expect(out.afterRename.amarnto).toEqual(['Amaranto em flocos 250 g']);
    consistent(out.afterMove);
    expect(out.afterMove.emporio.amaranto).toBeUndefined();
    expect(out.afterMove.adega.amaranto).toBe(1);
    consistent(out.afterDelete);
    expect(out.afterDelete.adega.amaranto).toBeUndefined();
    expect(out.afterDelete).toEqual(out.seeded);
  });
});

describe('category words in the search (migration 0061)', () => {
  it('follow a renamed category, a renamed parent category and a product moved to another category', () => {
    const c = out.categories;
    const higiene = ['Creme dental 90 g', 'Sabonete em barra 85 g', 'Shampoo 400 ml'];
    expect(c.before).toEqual([]);
    expect([...c.oldNameBefore].sort()).toEqual(higiene);
    expect([...c.renamed].sort()).toEqual(higiene);
    expect(c.oldName).toEqual([]);
    // Products of the child categories (Sucos, Refrigerantes e águas, Cervejas) by the parent's new name.
    expect(c.parentRenamed).toEqual(
      expect.arrayContaining(['Guaraná 2 L', 'Cerveja pilsen lata 350 ml', 'Suco de uva integral 1 L']),
    );
    expect(c.parentRenamed).toHaveLength(8);
    expect([...c.movedOut].sort()).toEqual(['Creme dental 90 g', 'Sabonete em barra 85 g']);
    expect(c.movedIn).toEqual(['Shampoo 400 ml']);
  });
});
