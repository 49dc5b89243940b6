import { MAX_SEARCH_HITS, type ProductSummary, type SearchSynonym } from '../../../lib/contract';
import type { Db, Queryable } from '../db/types';
import { PRODUCT_COLS, toSummary, type PriceOptions, type ProductRow } from './catalog';
import { invalid } from './errors';

/**
 * Product search engine, one SQL dialect for PGlite and PostgreSQL
 * (docs/decisions/0044-search-ranks-by-field-with-synonyms.md).
 *
 * - The text is reduced to words of [a-z0-9] (accents folded, '&', punctuation, HTML and SQL
 *   characters become separators), at most MAX_WORDS words of MAX_WORD_LENGTH characters.
 *   Words only ever travel as bound parameters.
 * - Each word is a slot; every slot must match (AND). A slot matches a product through the word
 *   itself or through one of the supplier's synonyms of it (`sinonimos_busca`: an expansion is one
 *   or more words, all of which must match), OR within the slot.
 * - `busca` holds the name (A), the brand (B), the names of the category and its parent and the
 *   tags (C), the description (D), stemmed and unaccented. A word matches as a stem prefix
 *   (as-you-type) in A, B and C, but only as a whole stem in the description: 'refri' finds
 *   Refrigerantes, not every description saying 'Mantenha refrigerado'.
 * - A word that matches nothing (and has no synonym) is matched by similarity to a word of the names
 *   (pg_trgm word_similarity ≥ TYPO_THRESHOLD, words of 3+ letters), looked up in the supplier's
 *   word list `produto_palavras` (migration 0007) through its trigram index.
 * - Rank: each slot scores by where it matched: name/brand 6, category/tags 4, description 2
 *   (+1 when through a synonym, what the shopper meant; synonyms never match descriptions), typo only 1. Products are ordered by
 *   their weakest slot, then by the sum of the slots; ties by mais_vendidos, then name.
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
  /** For each word with synonyms: its expansions, each a list of meaningful words (all must match). */
  expansions: Map<string, string[][]>;
  /** Words without synonyms and with no match anywhere in the supplier's catalogue: matched by similarity. */
  fuzzy: Set<string>;
  /** For each fuzzy word of TYPO_MIN_LENGTH+ letters: the similar words of the supplier's product names. */
  similar: Map<string, string[]>;
  /** 'all' (the engine's mode): every word must match; 'any' (any word, ranked by words matched) is kept for callers that want it. */
  mode: 'all' | 'any';
};

/** Match levels of a word in `busca`: 3 = name or brand, 2 = also category or tags, 1 = also description. */
type Level = 1 | 2 | 3;

/** tsquery text of one word at a level: a stem prefix in A/B(/C); in the description only the whole stem. */
function termQuery(w: string, level: Level): string {
  if (level === 3) return `${w}:*AB`;
  if (level === 2) return `${w}:*ABC`;
  return `(${w}:*ABC | ${w}:D)`;
}

/** tsquery text of alternatives (each a list of words that must all match) at a level. */
function altQuery(alts: string[][], level: Level): string {
  return alts.map((ws) => `(${ws.map((w) => termQuery(w, level)).join(' & ')})`).join(' | ');
}

/**
 * tsquery text of a slot: the word anywhere (its description matches only as a whole stem), or an
 * expansion in the name, brand, category or tags. Expansions skip the description: a stem shared
 * by other words there ('refrigerante' and 'refrigerado') is noise, never what the synonym meant.
 */
function slotQuery(w: string, exps: string[][]): string {
  return exps.length ? `${altQuery([[w]], 1)} | ${altQuery(exps, 2)}` : altQuery([[w]], 1);
}

/**
 * Prepares a search text for a supplier in one round trip: drops Portuguese stopwords (words whose
 * tsquery is empty, per the database's dictionary), adds the supplier's synonyms and marks the words
 * that need typo tolerance (no synonym, and no product of the supplier matches the word). Every word
 * must match (AND). Returns null when nothing can match (no word, or only stopwords).
 */
export async function prepareSearch(
  db: Queryable,
  idfornecedor: string,
  text: string | undefined | null,
): Promise<PreparedSearch | null> {
  const raw = searchWords(text);
  if (raw.length === 0) return null;
  const rows = await db.query<{ w: string; n: number; expansoes: string[] | null; hit: boolean }>(
    // The probe's tsquery is built once per word (a lateral), not once per product row: inside the
    // EXISTS it was recomputed for every row of a full scan, ~100 ms for a misspelt word at 10k products.
    `SELECT u.w, numnode(q)::int AS n, s.expansoes,
            (numnode(q) > 0 AND (s.termo IS NOT NULL OR EXISTS (
              SELECT 1 FROM produtos p WHERE p.idfornecedor = $1 AND p.busca @@ hq))) AS hit
     FROM unnest($2::text[]) AS u(w)
     CROSS JOIN LATERAL to_tsquery('portuguese', u.w || ':*') AS q
     CROSS JOIN LATERAL to_tsquery('portuguese', '(' || u.w || ':*ABC | ' || u.w || ':D)') AS hq
     LEFT JOIN sinonimos_busca s ON s.idfornecedor = $1 AND s.termo = u.w`,
    [idfornecedor, raw],
  );
  const info = new Map(rows.map((r) => [r.w, r]));
  const words = raw.filter((w) => (info.get(w)?.n ?? 0) > 0);
  if (words.length === 0) return null;
  const expansions = new Map<string, string[][]>();
  for (const w of words) {
    // Stopwords inside an expansion are dropped by to_tsquery itself.
    const exps = (info.get(w)?.expansoes ?? []).map((e) => searchWords(e)).filter((ws) => ws.length > 0);
    if (exps.length) expansions.set(w, exps);
  }
  const fuzzy = new Set(words.filter((w) => !info.get(w)?.hit));
  const similar = await similarWords(
    db,
    idfornecedor,
    [...fuzzy].filter((w) => w.length >= TYPO_MIN_LENGTH),
  );
  return { words, expansions, fuzzy, similar, mode: 'all' };
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

/** Key of a product name for trigram matching: lower(f_unaccent(nome)), stored (migration 0076). */
const NAME_TRGM = 'p.nome_chave';

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
  const { words, expansions, fuzzy, similar, mode } = s;
  // Typed placeholders: a statement may leave some unused (the AND/OR probe has no ORDER BY).
  const add = (v: string) => `${addParam(v)}::text`;
  const cols: string[] = [`${add(words.join(' '))} AS q_text`];
  const tsq = (name: string, q: string) => {
    cols.push(`to_tsquery('portuguese', ${add(q)}) AS ${name}`);
    return `p.busca @@ sq.${name}`;
  };
  const perWord: string[] = [];
  const scores: string[] = [];
  words.forEach((w, i) => {
    const exps = expansions.get(w) ?? [];
    // Typo: the name has one of the similar words (words of names, so a stem match is exact).
    const alike = fuzzy.has(w) && w.length >= TYPO_MIN_LENGTH ? (similar.get(w) ?? []) : [];
    const any = tsq(`q${i}`, slotQuery(w, exps));
    perWord.push(alike.length ? `(${any} OR ${tsq(`t${i}`, alike.map((a) => `${a}:A`).join(' | '))})` : `(${any})`);
    const cases: string[] = [];
    for (const level of [3, 2] as const) {
      if (exps.length) cases.push(`WHEN ${tsq(`x${level}_${i}`, altQuery(exps, level))} THEN ${2 * level + 1}`);
      cases.push(`WHEN ${tsq(`o${level}_${i}`, termQuery(w, level))} THEN ${2 * level}`);
    }
    cases.push(`WHEN p.busca @@ sq.q${i} THEN 2`);
    scores.push(
      `(CASE ${cases.join(' ')} ELSE ${mode === 'any' ? 'CASE WHEN ' + perWord[i] + ' THEN 1 ELSE 0 END' : '1'} END)`,
    );
  });
  const typoKey = fuzzy.size ? `, word_similarity(sq.q_text, ${NAME_TRGM}) DESC` : '';
  const weakest = scores.length > 1 ? `LEAST(${scores.join(', ')})` : scores[0]!;
  const sum = scores.length > 1 ? `(${scores.join(' + ')})` : null;
  return {
    join: ` CROSS JOIN (SELECT ${cols.join(', ')}) AS sq`,
    where: mode === 'all' ? perWord : [`(${perWord.join(' OR ')})`],
    rank: `${mode === 'any' ? `${sum ?? weakest} DESC` : `${weakest} DESC${sum ? `, ${sum} DESC` : ''}`}${typoKey}`,
  };
}

/** Tie-breaks after the rank: best sellers, then name (byte order of the unaccented name), then id. */
export const SEARCH_TIE_BREAK = `p.mais_vendidos ASC NULLS LAST, p.nome_chave COLLATE "C" ASC, p.idproduto ASC`;

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

/** A supplier's search synonyms, by term (back office). */
export async function listSearchSynonyms(db: Queryable, idfornecedor: string): Promise<SearchSynonym[]> {
  return db.query<SearchSynonym>(
    'SELECT termo, expansoes FROM sinonimos_busca WHERE idfornecedor = $1 ORDER BY termo COLLATE "C"',
    [idfornecedor],
  );
}

/**
 * Replaces a supplier's search synonyms (already validated for count and length by the contract).
 * A term must be one search word (stored normalised, as searchWords makes it); an expansion must
 * have a word; a term given twice is refused. 400 with a pt-BR message, nothing stored, otherwise.
 */
export async function replaceSearchSynonyms(
  db: Db,
  idfornecedor: string,
  entries: SearchSynonym[],
): Promise<SearchSynonym[]> {
  const rows: SearchSynonym[] = [];
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    const words = searchWords(e.termo);
    if (words.length !== 1 || words[0]!.length !== e.termo.normalize('NFD').replace(/[\u0300-\u036f]/g, '').length)
      throw invalid(`O termo “${e.termo}” deve ser uma única palavra, só com letras e números`, {
        [`sinonimos.${i}.termo`]: 'O termo deve ser uma única palavra',
      });
    const termo = words[0]!;
    if (seen.has(termo))
      throw invalid(`O termo “${e.termo}” aparece mais de uma vez`, { [`sinonimos.${i}.termo`]: 'Termo repetido' });
    seen.add(termo);
    e.expansoes.forEach((x, j) => {
      if (searchWords(x).length === 0)
        throw invalid(`A expansão “${x}” do termo “${e.termo}” não tem palavras`, {
          [`sinonimos.${i}.expansoes.${j}`]: 'A expansão não tem palavras',
        });
    });
    rows.push({ termo, expansoes: [...new Set(e.expansoes)] });
  });
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM sinonimos_busca WHERE idfornecedor = $1', [idfornecedor]);
    if (rows.length)
      await tx.query(
        `INSERT INTO sinonimos_busca (idfornecedor, termo, expansoes)
         SELECT $1, s.termo, ARRAY(SELECT jsonb_array_elements_text(s.expansoes))
         FROM jsonb_to_recordset($2::jsonb) AS s(termo text, expansoes jsonb)`,
        [idfornecedor, JSON.stringify(rows)],
      );
  });
  return listSearchSynonyms(db, idfornecedor);
}
