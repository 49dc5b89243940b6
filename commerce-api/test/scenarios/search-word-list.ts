/**
 * Scenario for search-word-list.test.ts, run with tsx in a child process (Jest cannot load
 * PGlite's WASM): opens a database of its own (PGlite in memory, or the DATABASE_URL given to
 * it), writes products with plain SQL as any writer would, and prints one JSON object with what
 * it observed: the word list (produto_palavras), the expected list computed in TypeScript from
 * the names, similar-word look-ups and search hits at each step.
 */
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { insertRows, stableUuid } from '../../seed/util';
import { prepareDb } from '../../src/app';
import type { Db } from '../../src/db/types';
import type { PriceOptions } from '../../src/domain/catalog';
import { fullTextSearch, similarWords } from '../../src/domain/search';

const E = DEMO_SUPPLIERS.emporio.idfornecedor;
const G = DEMO_SUPPLIERS.adega.idfornecedor;
const PRICE: PriceOptions = { hidden: false, varianceBp: 0 };

async function words(db: Db, id: string): Promise<Record<string, number>> {
  const rows = await db.query<{ palavra: string; produtos: number }>(
    'SELECT palavra, produtos FROM produto_palavras WHERE idfornecedor = $1 ORDER BY palavra',
    [id],
  );
  return Object.fromEntries(rows.map((r) => [r.palavra, r.produtos]));
}

async function expected(db: Db, id: string): Promise<Record<string, number>> {
  const names = await db.query<{ nome: string }>('SELECT nome FROM produtos WHERE idfornecedor = $1', [id]);
  const m = new Map<string, number>();
  for (const { nome } of names) {
    const ws = new Set(
      nome
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 3),
    );
    for (const w of ws) m.set(w, (m.get(w) ?? 0) + 1);
  }
  return Object.fromEntries([...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

async function main(): Promise<void> {
  const db = await prepareDb({
    DATABASE_URL: process.env.SCENARIO_DATABASE_URL || undefined,
    PGLITE_DATA_DIR: 'memory://',
  });
  const hits = async (id: string, text: string) => (await fullTextSearch(db, id, text, PRICE)).hits.map((h) => h.nome);
  const snap = async () => ({
    emporio: await words(db, E),
    emporioExpected: await expected(db, E),
    adega: await words(db, G),
    adegaExpected: await expected(db, G),
  });
  try {
    const out: Record<string, unknown> = {};
    out.seeded = await snap();
    out.similar = Object.fromEntries(await similarWords(db, E, ['arros', 'fejao', 'xyzqw']));

    const id = stableUuid('test:palavras:1');
    const setor = (
      await db.query<{ idsetor: string }>('SELECT idsetor FROM setores WHERE idfornecedor = $1 ORDER BY slug LIMIT 1', [
        E,
      ])
    )[0]!.idsetor;
    out.beforeInsert = await hits(E, 'quinoaa');
    await insertRows(
      db,
      'produtos',
      [
        {
          idproduto: id,
          idfornecedor: E,
          codigo: 'TPAL1',
          nome: 'Quinoa Real em grãos 250 g',
          slug: 'quinoa-real-teste',
          descricao: 'Teste.',
          marca: 'Teste',
          idsetor: setor,
          preco: 1990,
          tags: [],
        },
      ],
      { tags: 'text[]' },
    );
    out.afterInsert = { words: await snap(), quinoaa: await hits(E, 'quinoaa'), kinoa: await hits(E, 'kinoa') };

    await db.query('UPDATE produtos SET preco = preco + 1 WHERE idproduto = $1', [id]);
    out.afterPriceUpdate = await snap();

    await db.query(`UPDATE produtos SET nome = 'Amaranto em flocos 250 g' WHERE idproduto = $1`, [id]);
    out.afterRename = { words: await snap(), quinoaa: await hits(E, 'quinoaa'), amarnto: await hits(E, 'amarnto') };

    await db.query('UPDATE produtos SET idfornecedor = $2 WHERE idproduto = $1', [id, G]);
    out.afterMove = await snap();

    await db.query('DELETE FROM produtos WHERE idproduto = $1', [id]);
    out.afterDelete = await snap();

    // Category words in the search (migration 0061): a renamed category, a renamed parent, a
    // product moved to another category.
    const sector = async (slug: string) =>
      (
        await db.query<{ idsetor: string }>('SELECT idsetor FROM setores WHERE idfornecedor = $1 AND slug = $2', [
          E,
          slug,
        ])
      )[0]!.idsetor;
    const categories: Record<string, string[]> = {
      before: await hits(E, 'beleza'),
      oldNameBefore: await hits(E, 'perfumaria'),
    };
    await db.query(`UPDATE setores SET nome = 'Beleza e cuidados' WHERE idsetor = $1`, [
      await sector('higiene-e-perfumaria'),
    ]);
    categories.renamed = await hits(E, 'beleza');
    categories.oldName = await hits(E, 'perfumaria');
    await db.query(`UPDATE setores SET nome = 'Adega de bebidas' WHERE idsetor = $1`, [await sector('bebidas')]);
    categories.parentRenamed = await hits(E, 'adega');
    await db.query(`UPDATE produtos SET idsetor = $2 WHERE nome = 'Shampoo 400 ml' AND idfornecedor = $1`, [
      E,
      await sector('cervejas'),
    ]);
    categories.movedOut = await hits(E, 'beleza');
    categories.movedIn = await hits(E, 'adega shampoo');
    out.categories = categories;
    process.stdout.write(`${JSON.stringify(out)}\n`);
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
