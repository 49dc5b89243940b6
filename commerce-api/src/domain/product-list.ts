import { OFFERS_ORDER, PRODUCT_ORDER_CODES, type ProductOrderCode } from '../../../lib/contract';
import type { Queryable } from '../db/types';
import type { AuthContext } from './caller';
import { priceOptionsFor, PRODUCT_COLS, type PriceOptions, type ProductRow } from './catalog';
import { invalid as badRequest } from './errors';
import { OFFER_CANDIDATE_SQL, selectOffers, type OfferSelection } from './offers';
import { prepareSearch, SEARCH_TIE_BREAK, searchSql, searchWords } from './search';
import type { SupplierRow } from './suppliers';

export type ListFilters = {
  idfornecedor: string;
  categ?: string;
  sk?: string;
  tagsPesquisa?: string;
  /** Only products offered for this delivery type (column tipos_entrega). */
  tipoentrega?: 'DELIVERY' | 'RETIRADA';
  ordenacao: ProductOrderCode;
  page: number;
  limit: number;
  /** Only available offers (domain/offers.ts), paged after the rules have chosen them. */
  ofertas?: OfferSelection;
};

/** Escapes LIKE wildcards so the text is matched literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Sort key of names: unaccented, lower-case (stored, migration 0076), byte order (same result on every server locale). */
const NAME_KEY = `p.nome_chave COLLATE "C"`;

export function orderBy(code: ProductOrderCode, hasSk: boolean): string {
  const tie = `${NAME_KEY} ASC, p.idproduto ASC`;
  switch (code) {
    case 'relevancia':
      return `${hasSk ? `(p.nome_chave LIKE $sk_prefix ESCAPE '\\') DESC, ` : ''}p.disponivel DESC, p.mais_vendidos ASC NULLS LAST, ${tie}`;
    case 'mais_vendidos':
      return `p.mais_vendidos ASC NULLS LAST, ${tie}`;
    case 'nome_asc':
      return tie;
    case 'nome_desc':
      return `${NAME_KEY} DESC, p.idproduto ASC`;
    case 'preco_asc':
      return `p.preco ASC NULLS LAST, ${tie}`;
    case 'preco_desc':
      return `p.preco DESC NULLS LAST, ${tie}`;
  }
}

/** Parses `grupo:valor,grupo:valor`; values of one group are ORed, groups are ANDed. Bare values match a product tag. */
export function parseTagsPesquisa(s: string | undefined): { grupos: Map<string, string[]>; tags: string[] } {
  const grupos = new Map<string, string[]>();
  const tags: string[] = [];
  for (const part of (s ?? '').split(',')) {
    const t = part.trim();
    if (!t) continue;
    const i = t.indexOf(':');
    if (i === -1) {
      tags.push(t);
      continue;
    }
    const g = t.slice(0, i).trim();
    const v = t.slice(i + 1).trim();
    if (!g || !v)
      throw badRequest('Parâmetro inválido: tagsPesquisa — Filtro inválido', { tagsPesquisa: 'Filtro inválido' });
    grupos.set(g, [...(grupos.get(g) ?? []), v]);
  }
  return { grupos, tags };
}

export function assertOrderCode(code: string, offered: { codigo: string }[]): ProductOrderCode {
  if (!(PRODUCT_ORDER_CODES as readonly string[]).includes(code) || !offered.some((o) => o.codigo === code)) {
    throw badRequest('Ordenação inválida', { ordenacao: 'Ordenação inválida' }, 'ORDENACAO_INVALIDA');
  }
  return code as ProductOrderCode;
}

export type ListSql = {
  params: unknown[];
  add: (v: unknown) => string;
  /** `WITH RECURSIVE …` of the category subtree, or ''. */
  withSql: string;
  /** Joins after `FROM produtos p` (the search's parsed queries). */
  joinSql: string;
  where: string[];
  /** Rank of the search text, or null without sk. */
  searchRank: string | null;
};

/**
 * WHERE clause shared by the list, the filter groups and the tag list: supplier, category
 * subtree, search text (the full-text engine of domain/search.ts) and, unless skipTags,
 * the tagsPesquisa selection.
 */
export async function buildListSql(
  db: Queryable,
  f: Omit<ListFilters, 'ordenacao' | 'page' | 'limit'>,
  skipTags = false,
): Promise<ListSql | null> {
  const params: unknown[] = [f.idfornecedor];
  const where: string[] = ['p.idfornecedor = $1'];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  let withSql = '';
  if (f.tipoentrega) where.push(`${add(f.tipoentrega)} = ANY(p.tipos_entrega)`);
  if (f.categ) {
    const c = add(f.categ);
    withSql = `WITH RECURSIVE arvore AS (
        SELECT idsetor FROM setores WHERE idfornecedor = $1 AND idsetor = ${c}::uuid
        UNION ALL
        SELECT s.idsetor FROM setores s JOIN arvore a ON s.idsetorpai = a.idsetor WHERE s.idfornecedor = $1
      ) `;
    where.push('p.idsetor IN (SELECT idsetor FROM arvore)');
  }
  let joinSql = '';
  let searchRank: string | null = null;
  // A text made only of symbols ('%', '&&') matches nothing; a blank text is no filter.
  if (f.sk?.trim() && searchWords(f.sk).length === 0) return null;
  if (searchWords(f.sk).length) {
    const prepared = await prepareSearch(db, f.idfornecedor, f.sk);
    // Only stopwords: nothing can match.
    if (!prepared) return null;
    const s = searchSql(prepared, add);
    joinSql = s.join;
    where.push(...s.where);
    searchRank = s.rank;
  }
  if (!skipTags) {
    const { grupos, tags } = parseTagsPesquisa(f.tagsPesquisa);
    for (const [grupo, valores] of grupos) {
      where.push(
        `EXISTS (SELECT 1 FROM produto_filtros pf WHERE pf.idproduto = p.idproduto AND pf.grupo = ${add(grupo)} AND pf.valor = ANY(${add(valores)}::text[]))`,
      );
    }
    for (const t of tags) {
      const ph = add(t);
      where.push(
        `(${ph} = ANY(p.tags) OR EXISTS (SELECT 1 FROM produto_filtros pf WHERE pf.idproduto = p.idproduto AND pf.valor = ${ph}))`,
      );
    }
  }
  return { params, add, withSql, joinSql, where, searchRank };
}

export async function listProducts(db: Queryable, f: ListFilters): Promise<{ rows: ProductRow[]; total: number }> {
  const q = await buildListSql(db, f);
  if (!q) return { rows: [], total: 0 };
  const { params, add, withSql, joinSql } = q;
  const whereSql = q.where.join(' AND ');
  const countParams = [...params];
  // With a search text, 'relevancia' is the search rank (then best sellers, then name).
  const order =
    f.ordenacao === 'relevancia' && q.searchRank ? `${q.searchRank}, ${SEARCH_TIE_BREAK}` : orderBy(f.ordenacao, false);
  if (f.ofertas) {
    const rows = await db.query<ProductRow>(
      `${withSql}SELECT ${PRODUCT_COLS} FROM produtos p${joinSql} WHERE ${whereSql} AND p.disponivel AND ${OFFER_CANDIDATE_SQL} ORDER BY ${order}`,
      params,
    );
    const offers = selectOffers(rows, f.ofertas);
    return { rows: offers.slice((f.page - 1) * f.limit, f.page * f.limit), total: offers.length };
  }
  const lim = add(f.limit);
  const off = add((f.page - 1) * f.limit);
  const [rows, count] = await Promise.all([
    db.query<ProductRow>(
      `${withSql}SELECT ${PRODUCT_COLS} FROM produtos p${joinSql} WHERE ${whereSql} ORDER BY ${order} LIMIT ${lim} OFFSET ${off}`,
      params,
    ),
    db.query<{ n: number }>(
      `${withSql}SELECT count(*)::int AS n FROM produtos p${joinSql} WHERE ${whereSql}`,
      countParams,
    ),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** Price orders are not allowed when the caller cannot see prices. */
export const PRICE_ORDERS: readonly ProductOrderCode[] = ['preco_asc', 'preco_desc'];

/**
 * The order actually used: the requested one, else the supplier's first offered order; a price
 * order when prices are hidden falls back to the supplier's first non-price order (so the
 * sequence never reveals prices).
 */
export function effectiveOrder(
  requested: string | undefined,
  offered: { codigo: string }[],
  pricesHidden: boolean,
): ProductOrderCode {
  const code = assertOrderCode(requested ?? offered[0]?.codigo ?? 'relevancia', offered);
  if (!pricesHidden || !PRICE_ORDERS.includes(code)) return code;
  const fallback = offered.find(
    (o) =>
      (PRODUCT_ORDER_CODES as readonly string[]).includes(o.codigo) &&
      !PRICE_ORDERS.includes(o.codigo as ProductOrderCode),
  );
  return (fallback?.codigo as ProductOrderCode | undefined) ?? 'nome_asc';
}

export type ProductPageQuery = Omit<ListFilters, 'idfornecedor' | 'ordenacao' | 'ofertas'> & {
  ordenacao?: string;
  formapagamento?: string;
  ofertas?: boolean;
};

/**
 * One page of a supplier's products as this caller sees them (listaprodutos, listaprodutosf):
 * the rows, how prices show, and the page's counts and order.
 */
export async function listProductPage(
  db: Queryable,
  f: SupplierRow,
  auth: AuthContext,
  q: ProductPageQuery,
): Promise<{
  rows: ProductRow[];
  price: PriceOptions;
  page: {
    total: number;
    page: number;
    limit: number;
    paginas: number;
    possuiPreco: boolean;
    ordenacao: ProductOrderCode | typeof OFFERS_ORDER;
  };
}> {
  const price = await priceOptionsFor(db, f, auth, q.formapagamento);
  // Price orders fall back to the supplier's default order when prices are hidden (no leak).
  const ordenacao = effectiveOrder(q.ordenacao, f.ordenacoes_produto, price.hidden);
  // Offers without a requested order: deepest discount first, unless that would hint at hidden prices.
  const byDiscount = Boolean(q.ofertas) && q.ordenacao === undefined && !price.hidden;
  const { rows, total } = await listProducts(db, {
    idfornecedor: f.idfornecedor,
    categ: q.categ,
    sk: q.sk,
    tagsPesquisa: q.tagsPesquisa,
    tipoentrega: q.tipoentrega,
    ordenacao: byDiscount ? 'nome_asc' : ordenacao,
    page: q.page,
    limit: q.limit,
    ...(q.ofertas
      ? { ofertas: { byDiscount, disableProductMultiple: f.tags.includes('disable-product-multiple') } }
      : {}),
  });
  return {
    rows,
    price,
    page: {
      total,
      page: q.page,
      limit: q.limit,
      paginas: Math.ceil(total / q.limit),
      possuiPreco: !price.hidden,
      ordenacao: byDiscount ? OFFERS_ORDER : ordenacao,
    },
  };
}
