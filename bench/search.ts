/**
 * Search latency benchmark: `npm run bench:search [-- --products 10000] [--runs 5]`.
 *
 * Starts the commerce API in-process on PostgreSQL (DATABASE_URL when set, else a throw-away
 * cluster; a throw-away database either way; `--pglite` for PGlite in memory), warms up, then measures the full-text
 * search and listaprodutos with `sk` over a fixed list of realistic terms (accents, typos,
 * prefixes): `runs` runs × one request per term, sequential, printing median and p95 per
 * endpoint. With `--products N` it then inserts N extra generated products for one supplier
 * (deterministic, bench-only) and measures again.
 */
import { performance } from 'node:perf_hooks';

import { DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world';
import { insertRows, prng, stableUuid, type Row } from '../commerce-api/seed/util';
import type { Queryable } from '../commerce-api/src/db/types';
import { arg, machineLoad, run, statsLine, withBenchApi, withPostgresBenchApi } from './harness';

const TERMS = [
  'arroz',
  'arros',
  'arr',
  'feijão',
  'feijao',
  'fejao',
  'café',
  'cafe',
  'caf',
  'banana',
  'bananas',
  'leite integral',
  'leite',
  'queijo',
  'queijos',
  'pão',
  'pao de queijo',
  'açúcar',
  'acucar',
  'azeite',
  'azeitte',
  'cerveja',
  'cervja',
  'macarrão',
  'molho de tomate',
  'detergente',
  'sabão',
  'iogurte',
  'chocolate',
  'arroz & feijão',
];

async function timeGet(url: string, retry = true): Promise<number> {
  const t0 = performance.now();
  let r: Response;
  try {
    r = await fetch(url);
  } catch (e) {
    // A kept-alive socket the server closed while idle (e.g. during the bulk insert): retry once, untimed.
    if (retry) return timeGet(url, false);
    throw e;
  }
  await r.arrayBuffer();
  const ms = performance.now() - t0;
  if (r.status !== 200) throw new Error(`${r.status} em ${url}`);
  return ms;
}

async function measure(base: string, label: string, runs: number): Promise<void> {
  const E = DEMO_SUPPLIERS.emporio;
  const endpoints: Record<string, (t: string) => string> = {
    'full-text/pesquisar': (t) =>
      `${base}/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${E.slug}&query=${encodeURIComponent(t)}`,
    'listaprodutos?sk': (t) =>
      `${base}/v2/app/token/listaprodutos/${E.slug}?sk=${encodeURIComponent(t)}&ordenacao=relevancia`,
  };
  // Warm-up: every term once on every endpoint.
  for (const f of Object.values(endpoints)) for (const t of TERMS) await timeGet(f(t));
  console.log(`\n${label}: ${runs} execuções × ${TERMS.length} termos por endpoint`);
  for (const [name, f] of Object.entries(endpoints)) {
    const all: number[] = [];
    for (let r = 0; r < runs; r++) for (const t of TERMS) all.push(await timeGet(f(t)));
    console.log(statsLine(name, all));
  }
}

const WORDS_A = [
  'Arroz',
  'Feijão',
  'Café',
  'Biscoito',
  'Molho',
  'Suco',
  'Queijo',
  'Leite',
  'Farinha',
  'Macarrão',
  'Sabão',
  'Azeite',
  'Chocolate',
  'Iogurte',
  'Tempero',
  'Cerveja',
  'Água',
  'Refrigerante',
  'Detergente',
  'Pão',
];
const WORDS_B = [
  'integral',
  'tradicional',
  'orgânico',
  'light',
  'premium',
  'caseiro',
  'especial',
  'zero açúcar',
  'sem glúten',
  'gourmet',
  'artesanal',
  'extra',
  'fino',
  'colonial',
];
const WORDS_C = [
  'Serra Verde',
  'Bom Sabor',
  'Vale Dourado',
  'Casa Nova',
  'Sítio Alegre',
  'Campo Belo',
  'Recanto',
  'Estrela',
  'Aurora',
  'Primavera',
];
const SIZES = ['200 g', '500 g', '1 kg', '2 kg', '5 kg', '350 ml', '1 L', '2 L', 'pacote 12 un', 'caixa 6 un'];

/** Bench-only: N deterministic extra products for the emporio supplier (never part of the seed). */
async function insertExtraProducts(db: Queryable, n: number): Promise<void> {
  const E = DEMO_SUPPLIERS.emporio;
  const setores = await db.query<{ idsetor: string }>(
    'SELECT idsetor FROM setores WHERE idfornecedor = $1 ORDER BY slug',
    [E.idfornecedor],
  );
  const rnd = prng('bench:produtos');
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const rows: Row[] = [];
  for (let i = 0; i < n; i++) {
    const nome = `${pick(WORDS_A)} ${pick(WORDS_B)} ${pick(SIZES)} nº ${i + 1}`;
    const marca = pick(WORDS_C);
    const slug = `bench-${i + 1}`;
    rows.push({
      idproduto: stableUuid(`bench:produto:${i}`),
      idfornecedor: E.idfornecedor,
      codigo: `BENCH${String(i + 1).padStart(6, '0')}`,
      nome,
      slug,
      descricao: `${nome} da marca ${marca}. Produto ${pick(WORDS_B)} selecionado para o dia a dia, ideal para ${pick(WORDS_A).toLowerCase()}.`,
      marca,
      idsetor: pick(setores).idsetor,
      preco: 100 + Math.floor(rnd() * 20000),
      tags: rnd() < 0.1 ? ['destaque'] : [],
      mais_vendidos: 1000 + i,
    });
  }
  await insertRows(db, 'produtos', rows, { tags: 'text[]' });
  await db.exec('ANALYZE produtos');
}

async function main(): Promise<void> {
  const extra = Number(arg('products') ?? 0);
  const runs = Number(arg('runs') ?? 5);
  const withApi = process.argv.includes('--pglite') ? withBenchApi : withPostgresBenchApi;
  console.log(machineLoad());
  await withApi('search', async (api) => {
    const n = (
      await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM produtos WHERE idfornecedor = $1', [
        DEMO_SUPPLIERS.emporio.idfornecedor,
      ])
    )[0]!.n;
    await measure(api.url, `Catálogo de demonstração (${n} produtos no fornecedor)`, runs);
    if (extra > 0) {
      const t0 = performance.now();
      await insertExtraProducts(api.db, extra);
      console.log(`\n${extra} produtos gerados inseridos em ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      await measure(api.url, `Catálogo com +${extra} produtos (${n + extra} no fornecedor)`, runs);
    }
  });
}

run(main);
