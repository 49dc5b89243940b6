import { MAX_SEARCH_HITS, type ProductSummary } from '../../../lib/contract';
import type { Queryable } from '../db/types';
import { PRODUCT_COLS, toSummary, type PriceOptions, type ProductRow } from './catalog';

/**
 * Product search engine, one SQL dialect for PGlite and PostgreSQL.
 *
 * - The text is reduced to words of [a-z0-9] (accents folded, '&', punctuation, HTML and SQL
 *   characters become separators), at most MAX_WORDS words of MAX_WORD_LENGTH characters.
 *   Words only ever travel as bound parameters.
 * - A word matches a product when its Portuguese stem, as a prefix (as-you-type), is in the
 *   product's `busca` tsvector (name A, brand B, description C; unaccented), or when it is
 *   close to a word of the name (pg_trgm word_similarity ≥ TYPO_THRESHOLD, words of 3+ letters).
 *   Typo tolerance only applies to words that match nothing as a stem/prefix (so 'leite' never
 *   brings 'azeite'). Every non-stopword word must match.
 * - Typo tolerance never scans the products: the similar words are looked up in the supplier's
 *   word list `produto_palavras` (distinct words of the names, kept by triggers; migration 0007)
 *   through its GIN trigram index, then the products are found by those words in the name (the
 *   `busca` full-text index, weight A).
 * - Rank: 3 = the words in the name (stemmed/prefix), 2 = in the brand or description,
 *   1 = typo-tolerant only (ordered by similarity); ties by mais_vendidos, then name.
 */
export const MAX_WORDS = 8;
export const MAX_WORD_LENGTH = 40;
export const TYPO_THRESHOLD = 0.4;
const TYPO_MIN_LENGTH = 3;

/** Words of a search text: unaccented, lower-case, only [a-z0-9]. '&' and symbols are separators. */
export function searchWords(text: string | undefined | null): string[] {
  if (!text) return [];
  const clean = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (!clean) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of clean.split(' ')) {
    const word = w.slice(0, MAX_WORD_LENGTH);
    if (!word || seen.has(word)) continue;
    seen.add(word);
    out.push(word);
    if (out.length === MAX_WORDS) break;
  }
  return out;
}

export type PreparedSearch = {
  /** Meaningful words (stopwords removed). */
  words: string[];
  /** Words with no stemmed/prefix match anywhere in the supplier's catalogue: matched by similarity. */
  fuzzy: Set<string>;
  /** For each fuzzy word of TYPO_MIN_LENGTH+ letters: the similar words of the supplier's product names. */
  similar: Map<string, string[]>;
  /** 'all' (the engine's mode): every word must match; 'any' (any word, ranked by words matched) is kept for callers that want it. */
  mode: 'all' | 'any';
};

/**
 * Prepares a search text for a supplier: drops Portuguese stopwords (words whose tsquery is
 * empty, per the database's dictionary) and marks the words that need typo tolerance (no product
 * of the supplier matches them as a stem/prefix). Every word must match (AND).
 * Returns null when nothing can match (no word, or only stopwords).
 */
export async function prepareSearch(
  db: Queryable,
  idfornecedor: string,
  text: string | undefined | null,
): Promise<PreparedSearch | null> {
  const raw = searchWords(text);
  if (raw.length === 0) return null;
  const rows = await db.query<{ w: string; n: number; hit: boolean }>(
    `SELECT w, numnode(q)::int AS n,
            (numnode(q) > 0 AND EXISTS (SELECT 1 FROM produtos p WHERE p.idfornecedor = $1 AND p.busca @@ q)) AS hit
     FROM unnest($2::text[]) AS w CROSS JOIN LATERAL to_tsquery('portuguese', w || ':*') AS q`,
    [idfornecedor, raw],
  );
  const info = new Map(rows.map((r) => [r.w, r]));
  const words = raw.filter((w) => (info.get(w)?.n ?? 0) > 0);
  if (words.length === 0) return null;
  const fuzzy = new Set(words.filter((w) => !info.get(w)?.hit));
  const similar = await similarWords(
    db,
    idfornecedor,
    [...fuzzy].filter((w) => w.length >= TYPO_MIN_LENGTH),
  );
  const prepared: PreparedSearch = { words, fuzzy, similar, mode: 'all' };
  return prepared;
}

/** At most this many similar name words per misspelt word (best first). */
export const MAX_SIMILAR_WORDS = 20;

/**
 * Words of the supplier's product names close to each given word (word_similarity ≥
 * TYPO_THRESHOLD), found through the trigram index of produto_palavras: `%` (pg_trgm similarity
 * over the index) narrows the candidates, word_similarity decides. Stopwords are left out (they
 * cannot be searched by full text).
 */
export async function similarWords(
  db: Queryable,
  idfornecedor: string,
  words: string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (words.length === 0) return out;
  // The candidates come from the trigram index alone (MATERIALIZED keeps the supplier filter out
  // of that scan, so no plan walks every word of the supplier), then each word keeps its own.
  const rows = await db.query<{ w: string; palavra: string }>(
    `WITH candidatas AS MATERIALIZED (
       SELECT pp.idfornecedor, pp.palavra FROM produto_palavras pp WHERE pp.palavra % ANY($2::text[])
     )
     SELECT f.w, s.palavra
     FROM unnest($2::text[]) AS f(w)
     CROSS JOIN LATERAL (
       SELECT c.palavra
       FROM candidatas c
       WHERE c.idfornecedor = $1 AND c.palavra % f.w
         AND word_similarity(f.w, c.palavra) >= ${TYPO_THRESHOLD}
         AND numnode(to_tsquery('portuguese', c.palavra)) > 0
       ORDER BY word_similarity(f.w, c.palavra) DESC, similarity(f.w, c.palavra) DESC, c.palavra
       LIMIT ${MAX_SIMILAR_WORDS}
     ) AS s`,
    [idfornecedor, words],
  );
  for (const r of rows) out.set(r.w, [...(out.get(r.w) ?? []), r.palavra]);
  return out;
}

/** Key of a product name for trigram matching (same expression as the trigram index). */
const NAME_TRGM = 'lower(f_unaccent(p.nome))';

export type SearchSql = {
  /** `CROSS JOIN (…) AS sq` holding the parsed tsqueries once per statement. */
  join: string;
  /** Conditions to AND into the WHERE clause. */
  where: string[];
  /** ORDER BY keys (rank first); append the caller's tie-breaks. */
  rank: string;
};

/**
 * Builds the SQL fragments of a prepared search over `produtos p`.
 * `add` binds a parameter and returns its placeholder.
 */
export function searchSql(s: PreparedSearch, addParam: (v: unknown) => string): SearchSql {
  const { words, fuzzy, similar, mode } = s;
  // Typed placeholders: a statement may leave some unused (the AND/OR probe has no ORDER BY).
  const add = (v: string) => `${addParam(v)}::text`;
  const op = mode === 'all' ? ' & ' : ' | ';
  const prefix = (w: string) => `${w}:*`;
  const qAll = add(words.map(prefix).join(op));
  const qName = add(words.map((w) => `${w}:*A`).join(op));
  const text = add(words.join(' '));
  const perWord: string[] = [];
  const cols: string[] = [
    `to_tsquery('portuguese', ${qAll}) AS q_all`,
    `to_tsquery('portuguese', ${qName}) AS q_nome`,
    `${text} AS q_text`,
  ];
  words.forEach((w, i) => {
    cols.push(`to_tsquery('portuguese', ${add(prefix(w))}) AS q${i}`);
    // Typo: the name has one of the similar words (words of names, so a stem match is exact).
    const alike = fuzzy.has(w) && w.length >= TYPO_MIN_LENGTH ? (similar.get(w) ?? []) : [];
    let typo = '';
    if (alike.length) {
      cols.push(`to_tsquery('portuguese', ${add(alike.map((a) => `${a}:A`).join(' | '))}) AS t${i}`);
      typo = ` OR p.busca @@ sq.t${i}`;
    }
    perWord.push(`(p.busca @@ sq.q${i}${typo})`);
  });
  const matched =
    mode === 'any' ? `(${perWord.map((c) => `CASE WHEN ${c} THEN 1 ELSE 0 END`).join(' + ')}) DESC, ` : '';
  return {
    join: ` CROSS JOIN (SELECT ${cols.join(', ')}) AS sq`,
    where: mode === 'all' ? perWord : [`(${perWord.join(' OR ')})`],
    rank: `CASE WHEN p.busca @@ sq.q_nome THEN 3 WHEN p.busca @@ sq.q_all THEN 2 ELSE 1 END DESC, ${matched}
      CASE WHEN p.busca @@ sq.q_all THEN 0 ELSE word_similarity(sq.q_text, ${NAME_TRGM}) END DESC`,
  };
}

/** Tie-breaks after the rank: best sellers, then name (byte order of the unaccented name), then id. */
export const SEARCH_TIE_BREAK = `p.mais_vendidos ASC NULLS LAST, lower(f_unaccent(p.nome)) COLLATE "C" ASC, p.idproduto ASC`;

/**
 * Full-text search: top MAX_SEARCH_HITS hits and the number of matches; with `tipoentrega`, only
 * products offered for that delivery type (as the product list).
 */
export async function fullTextSearch(
  db: Queryable,
  idfornecedor: string,
  text: string,
  price: PriceOptions,
  tipoentrega?: 'DELIVERY' | 'RETIRADA',
): Promise<{ hits: ProductSummary[]; total: number }> {
  const prepared = await prepareSearch(db, idfornecedor, text);
  if (!prepared) return { hits: [], total: 0 };
  const params: unknown[] = [idfornecedor];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const s = searchSql(prepared, add);
  const where = ['p.idfornecedor = $1', ...s.where];
  if (tipoentrega) where.push(`${add(tipoentrega)} = ANY(p.tipos_entrega)`);
  const rows = await db.query<ProductRow & { total: number }>(
    `SELECT ${PRODUCT_COLS}, count(*) OVER ()::int AS total
     FROM produtos p${s.join}
     WHERE ${where.join(' AND ')}
     ORDER BY ${s.rank}, ${SEARCH_TIE_BREAK}
     LIMIT ${MAX_SEARCH_HITS}`,
    params,
  );
  return { hits: rows.map((r) => toSummary(r, price)), total: rows[0]?.total ?? 0 };
}
