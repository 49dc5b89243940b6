/**
 * Search tags (tag-pesquisa): the filter groups of a category or search with disjunctive counts,
 * the list of tags to search by, and the products sharing tags with one product.
 */

import { MAX_PRODUCTS_BY_TAGS, SECTOR_ALL, type FilterGroup, type SearchTag } from '../../../lib/contract';
import type { Queryable } from '../db/types';
import { PRODUCT_COLS, type ProductRow } from './catalog';
import { invalid, notFound } from './errors';
import { buildListSql, parseTagsPesquisa } from './product-list';
import { findProductByRef, type ProductRef } from './product-ref';
import { isUuid } from './suppliers';

/** Resolves `{setor}` of filtros-produto: a sector uuid or slug, or `todos` (no category). */
export async function resolveSector(db: Queryable, idfornecedor: string, ref: string): Promise<string | undefined> {
  if (ref.toLowerCase() === SECTOR_ALL) return undefined;
  const rows = isUuid(ref)
    ? await db.query<{ idsetor: string }>('SELECT idsetor FROM setores WHERE idfornecedor = $1 AND idsetor = $2', [
        idfornecedor,
        ref,
      ])
    : await db.query<{ idsetor: string }>('SELECT idsetor FROM setores WHERE idfornecedor = $1 AND slug = $2', [
        idfornecedor,
        ref.toLowerCase(),
      ]);
  if (!rows[0]) throw notFound('Setor não encontrado', 'SETOR_NAO_ENCONTRADO');
  return rows[0].idsetor;
}

export type Candidate = { idproduto: string; tags: string[]; filtros: Map<string, Set<string>>; valores: Set<string> };

/** Products of the category/search (selection not applied) with their tags and filter values. */
export async function candidates(
  db: Queryable,
  idfornecedor: string,
  categ: string | undefined,
  sk: string | undefined,
): Promise<Candidate[]> {
  const q = await buildListSql(db, { idfornecedor, categ, sk }, true);
  if (!q) return [];
  const where = q.where.join(' AND ');
  const [prods, filtros] = await Promise.all([
    db.query<{ idproduto: string; tags: string[] }>(
      `${q.withSql}SELECT p.idproduto, p.tags FROM produtos p${q.joinSql} WHERE ${where}`,
      q.params,
    ),
    db.query<{ idproduto: string; grupo: string; valor: string }>(
      `${q.withSql}SELECT pf.idproduto, pf.grupo, pf.valor FROM produtos p${q.joinSql}
       JOIN produto_filtros pf ON pf.idproduto = p.idproduto WHERE ${where}`,
      q.params,
    ),
  ]);
  const byId = new Map<string, Candidate>();
  for (const p of prods)
    byId.set(p.idproduto, { idproduto: p.idproduto, tags: p.tags, filtros: new Map(), valores: new Set() });
  for (const r of filtros) {
    const c = byId.get(r.idproduto);
    if (!c) continue;
    if (!c.filtros.has(r.grupo)) c.filtros.set(r.grupo, new Set());
    c.filtros.get(r.grupo)!.add(r.valor);
    c.valores.add(r.valor);
  }
  return [...byId.values()];
}

const cmpText = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

/**
 * Disjunctive facet counts: a value's quantity is the number of products having it among those
 * matching the selection of every other group (values of one group are ORed, groups ANDed).
 */
export function filterGroups(cands: Candidate[], tagsPesquisa: string | undefined): FilterGroup[] {
  const { grupos: sel, tags: bare } = parseTagsPesquisa(tagsPesquisa);
  const passes = (c: Candidate, except: string | null) => {
    for (const [g, vals] of sel) {
      if (g === except) continue;
      const have = c.filtros.get(g);
      if (!have || !vals.some((v) => have.has(v))) return false;
    }
    return bare.every((t) => c.tags.includes(t) || c.valores.has(t));
  };
  const counts = new Map<string, Map<string, number>>();
  for (const c of cands) {
    for (const [g, vals] of c.filtros) {
      if (!passes(c, g)) continue;
      if (!counts.has(g)) counts.set(g, new Map());
      const m = counts.get(g)!;
      for (const v of vals) m.set(v, (m.get(v) ?? 0) + 1);
    }
  }
  // Selected values stay visible (quantity 0) so they can be unselected.
  for (const [g, vals] of sel) {
    if (!counts.has(g)) counts.set(g, new Map());
    for (const v of vals) if (!counts.get(g)!.has(v)) counts.get(g)!.set(v, 0);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => cmpText(a, b))
    .map(([grupo, m]) => ({
      grupo,
      valores: [...m.entries()]
        .sort(([a], [b]) => cmpText(a, b))
        .map(([valor, quantidade]) => ({
          valor,
          quantidade,
          selecionado: sel.get(grupo)?.includes(valor) ?? false,
          tagPesquisa: `${grupo}:${valor}`,
        })),
    }));
}

/** pt-BR labels of the demo product tags. */
const TAG_LABELS: Record<string, string> = {
  destaque: 'Destaques',
  organico: 'Orgânicos',
  alcoolico: 'Bebidas alcoólicas',
  artesanal: 'Artesanais',
  premium: 'Premium',
  presente: 'Para presente',
  'sem-lactose': 'Sem lactose',
};
const tagLabel = (t: string) => TAG_LABELS[t] ?? t.charAt(0).toUpperCase() + t.slice(1).replace(/-/g, ' ');

export function searchTags(cands: Candidate[]): SearchTag[] {
  const bare = new Map<string, number>();
  const grouped = new Map<string, { grupo: string; valor: string; n: number }>();
  for (const c of cands) {
    for (const t of new Set(c.tags)) bare.set(t, (bare.get(t) ?? 0) + 1);
    for (const [g, vals] of c.filtros) {
      for (const v of vals) {
        const k = `${g}:${v}`;
        const cur = grouped.get(k) ?? { grupo: g, valor: v, n: 0 };
        cur.n++;
        grouped.set(k, cur);
      }
    }
  }
  const a: SearchTag[] = [...bare.entries()]
    .sort(([x, nx], [y, ny]) => ny - nx || cmpText(x, y))
    .map(([t, n]) => ({ tagPesquisa: t, rotulo: tagLabel(t), grupo: null, quantidade: n }));
  const b: SearchTag[] = [...grouped.entries()]
    .sort(([, x], [, y]) => cmpText(x.grupo, y.grupo) || y.n - x.n || cmpText(x.valor, y.valor))
    .map(([k, x]) => ({ tagPesquisa: k, rotulo: x.valor, grupo: x.grupo, quantidade: x.n }));
  return [...a, ...b];
}

/**
 * Products sharing tags with the product named by `ref` (itself excluded) and/or the bare tags of
 * `tagsPesquisa` (`Grupo:Valor` entries are ignored), most tags in common first, at most
 * MAX_PRODUCTS_BY_TAGS. 400 when neither a product nor a tag is given.
 */
export async function listProductsSharingTags(
  db: Queryable,
  idfornecedor: string,
  ref: ProductRef,
  tagsPesquisa: string | undefined,
): Promise<ProductRow[]> {
  const extra = (tagsPesquisa ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t && !t.includes(':'));
  let exclude: string | null = null;
  let tags = extra;
  if (ref.idproduto || ref.idcadastroextraproduto) {
    const p = await findProductByRef(db, idfornecedor, ref);
    exclude = p.idproduto;
    tags = [...new Set([...p.tags, ...extra])];
  } else if (extra.length === 0) {
    throw invalid('Informe o produto ou as tags', { idcadastroextraproduto: 'Informe o produto ou as tags' });
  }
  if (tags.length === 0) return [];
  return db.query<ProductRow>(
    `SELECT ${PRODUCT_COLS} FROM produtos p
     WHERE p.idfornecedor = $1 AND p.tags && $2::text[] AND ($3::uuid IS NULL OR p.idproduto <> $3::uuid)
     ORDER BY cardinality(ARRAY(SELECT unnest(p.tags) INTERSECT SELECT unnest($2::text[]))) DESC,
              p.disponivel DESC, p.mais_vendidos ASC NULLS LAST, p.idproduto
     LIMIT ${MAX_PRODUCTS_BY_TAGS}`,
    [idfornecedor, tags, exclude],
  );
}
