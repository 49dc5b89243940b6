import fs from 'node:fs';
import path from 'node:path';

import { fullTextSearchResponseSchema } from '../../../lib/contract';
import { adegaCatalog } from '../../seed/catalog-adega';
import { atacadoCatalog } from '../../seed/catalog-atacado';
import type { ProductDef } from '../../seed/catalog-builder';
import { emporioCatalog } from '../../seed/catalog-emporio';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { get } from '../helpers';

/**
 * Relevance of the product search on the demo catalogues (docs/decisions/0044-search-ranks-by-field-with-synonyms.md):
 * for each supplier, queries with the products a shopper expects among the first 4, judged by
 * reading the seed catalogue (test/fixtures/relevance/<slug>.json). precision@4 of a query =
 * expected products in the top 4 / min(4, number expected); the supplier's figure is the mean.
 */
const MIN_PRECISION = 0.85;
const TOP = 4;
const PATH = '/v2/app/token/listaprodutos/full-text/pesquisar';

type RelevanceSet = { fornecedor: 'emporio' | 'atacado' | 'adega'; consultas: { q: string; esperados: string[] }[] };

const CATALOGS: Record<RelevanceSet['fornecedor'], { products: ProductDef[] }> = {
  emporio: emporioCatalog,
  atacado: atacadoCatalog,
  adega: adegaCatalog,
};

const sets: RelevanceSet[] = (['emporio', 'atacado', 'adega'] as const).map(
  (slug) =>
    JSON.parse(
      fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'relevance', `${slug}.json`), 'utf8'),
    ) as RelevanceSet,
);

async function top(slug: string, q: string): Promise<string[]> {
  const r = await get(`${PATH}?idfornecedor=${slug}&query=${encodeURIComponent(q)}`);
  if (r.status !== 200) throw new Error(`${r.status} ${r.text}`);
  return fullTextSearchResponseSchema
    .parse(r.body)
    .resultset.hits.slice(0, TOP)
    .map((h) => h.nome);
}

describe('search relevance on the demo catalogues (precision@4)', () => {
  it('every relevance set has 30+ queries whose expected products exist in the catalogue', () => {
    for (const set of sets) {
      expect(set.consultas.length).toBeGreaterThanOrEqual(30);
      const names = new Set(CATALOGS[set.fornecedor].products.map((p) => p[0]));
      const unknown = set.consultas.flatMap((c) => c.esperados.filter((n) => !names.has(n)));
      expect(unknown).toEqual([]);
      for (const c of set.consultas) expect(c.esperados.length).toBeGreaterThan(0);
    }
  });

  it(`reaches ${MIN_PRECISION} per supplier`, async () => {
    const figures: Record<string, number> = {};
    const misses: Record<string, string[]> = {};
    for (const set of sets) {
      const slug = DEMO_SUPPLIERS[set.fornecedor].slug;
      let sum = 0;
      misses[set.fornecedor] = [];
      // In sequence: one API, one database, no contention with the other test files.
      for (const { q, esperados } of set.consultas) {
        const got = await top(slug, q);
        const p = got.filter((n) => esperados.includes(n)).length / Math.min(TOP, esperados.length);
        sum += p;
        if (p < 1) misses[set.fornecedor]!.push(`${q} (${p.toFixed(2)}): ${got.join(' | ')}`);
      }
      figures[set.fornecedor] = Number((sum / set.consultas.length).toFixed(3));
    }
    console.log(`precision@${TOP} da busca: ${JSON.stringify(figures)}`);
    if (process.env.RELEVANCE_MISSES) console.log(JSON.stringify(misses, null, 1));
    for (const set of sets) {
      if (figures[set.fornecedor]! < MIN_PRECISION) {
        throw new Error(
          `${set.fornecedor}: precision@${TOP} ${figures[set.fornecedor]} < ${MIN_PRECISION}\n${misses[set.fornecedor]!.join('\n')}`,
        );
      }
    }
  });
});
