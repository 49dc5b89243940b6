import { z } from 'zod';
import {
  IDENTITY_MESSAGES,
  MAX_PRODUCTS_BY_TAGS,
  addressProductListQuerySchema,
  addressProductListResponseSchema,
  filterGroupsQuerySchema,
  filterGroupsResponseSchema,
  fullTextSearchQuerySchema,
  fullTextSearchResponseSchema,
  productsByTagsQuerySchema,
  productsByTagsResponseSchema,
  searchTagListQuerySchema,
  searchTagListResponseSchema,
  type FilterGroup,
  type SearchTag,
} from '../../../lib/contract';
import { unitPrice } from '../../../lib/rules/price';
import type { Queryable } from '../db/types';
import { PRODUCT_COLS, priceOptionsFor, toSummary, type ProductRow } from '../domain/catalog';
import { buildListSql, effectiveOrder, listProducts, parseTagsPesquisa } from '../domain/product-list';
import { fullTextSearch } from '../domain/search';
import { getSupplierRow, isUuid, pricesHidden } from '../domain/suppliers';
import { parseTokenSegment } from '../http/auth';
import { HttpError, badRequest, supplierNotFound } from '../http/errors';
import { defineRoute } from '../http/router';
import { idOuSlug, slugOrIdParam, tokenSegment } from './common';

const TAGS = ['Busca'];

const sectorRef = slugOrIdParam('Setor inválido');

/** Resolves `{b}` of filtros-produto: a sector uuid or slug, or `todos` (no category). */
async function resolveSector(db: Queryable, idfornecedor: string, ref: string): Promise<string | undefined> {
  if (ref.toLowerCase() === 'todos') return undefined;
  const rows = isUuid(ref)
    ? await db.query<{ idsetor: string }>('SELECT idsetor FROM setores WHERE idfornecedor = $1 AND idsetor = $2', [idfornecedor, ref])
    : await db.query<{ idsetor: string }>('SELECT idsetor FROM setores WHERE idfornecedor = $1 AND slug = $2', [idfornecedor, ref.toLowerCase()]);
  if (!rows[0]) throw new HttpError(404, 'SETOR_NAO_ENCONTRADO', 'Setor não encontrado');
  return rows[0].idsetor;
}

type Candidate = { idproduto: string; tags: string[]; filtros: Map<string, Set<string>>; valores: Set<string> };

/** Products of the category/search (selection not applied) with their tags and filter values. */
async function candidates(db: Queryable, idfornecedor: string, categ: string | undefined, sk: string | undefined): Promise<Candidate[]> {
  const q = await buildListSql(db, { idfornecedor, categ, sk }, true);
  if (!q) return [];
  const where = q.where.join(' AND ');
  const [prods, filtros] = await Promise.all([
    db.query<{ idproduto: string; tags: string[] }>(`${q.withSql}SELECT p.idproduto, p.tags FROM produtos p${q.joinSql} WHERE ${where}`, q.params),
    db.query<{ idproduto: string; grupo: string; valor: string }>(
      `${q.withSql}SELECT pf.idproduto, pf.grupo, pf.valor FROM produtos p${q.joinSql}
       JOIN produto_filtros pf ON pf.idproduto = p.idproduto WHERE ${where}`,
      q.params,
    ),
  ]);
  const byId = new Map<string, Candidate>();
  for (const p of prods) byId.set(p.idproduto, { idproduto: p.idproduto, tags: p.tags, filtros: new Map(), valores: new Set() });
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

export const searchRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v2/app/token/listaprodutos/full-text/pesquisar',
    summary:
      'Busca textual de produtos (stemming em português, sem acentos, prefixo, tolerante a erros de digitação), ordenada por relevância; até 10 resultados. Com tipoentrega, só os produtos oferecidos nesse tipo de entrega.',
    tags: TAGS,
    query: fullTextSearchQuerySchema,
    response: fullTextSearchResponseSchema,
    async handler({ db, query, auth }) {
      // Spec: a search response with `action: 'logout'` logs the user out and warns with the
      // server's error. A session token that is no longer valid (revoked by logout or a password
      // change, or expired) gets that answer instead of silently searching as a visitor.
      if (auth.token && auth.sessao === null) {
        throw new HttpError(401, 'SESSAO_EXPIRADA', IDENTITY_MESSAGES.sessaoExpirada, undefined, { action: 'logout' });
      }
      const f = await getSupplierRow(db, query.idfornecedor);
      const price = await priceOptionsFor(db, f, auth);
      const { hits, total } = await fullTextSearch(db, f.idfornecedor, query.query, price, query.tipoentrega);
      return { resultset: { hits, total }, possuiPreco: !price.hidden };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v4/tag-pesquisa/{a}/filtros-produto/{b}',
    summary:
      'Grupos de filtros (grupo, valores e quantidades) do setor b (uuid, slug ou "todos") e do texto de busca, considerando a seleção atual.',
    tags: TAGS,
    params: z.object({ a: idOuSlug, b: sectorRef }),
    query: filterGroupsQuerySchema,
    response: filterGroupsResponseSchema,
    async handler({ db, params, query }) {
      const f = await getSupplierRow(db, params.a);
      const categ = await resolveSector(db, f.idfornecedor, params.b);
      // Validates the selection syntax before counting.
      parseTagsPesquisa(query.tagsPesquisa);
      return { grupos: filterGroups(await candidates(db, f.idfornecedor, categ, query.query), query.tagsPesquisa) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v4/tag-pesquisa/{id}/lista',
    summary: 'Tags de pesquisa (valores para tagsPesquisa) disponíveis no setor e no texto de busca, com a quantidade de produtos.',
    tags: TAGS,
    params: z.object({ id: idOuSlug }),
    query: searchTagListQuerySchema,
    response: searchTagListResponseSchema,
    async handler({ db, params, query }) {
      const f = await getSupplierRow(db, params.id);
      return { tags: searchTags(await candidates(db, f.idfornecedor, query.idcategoria, query.query)) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v2/app/fornecedor/{id}/produto-by-tags',
    summary: 'Produtos que compartilham tags com o produto informado (ele mesmo excluído), até 12, mais tags mais em comum primeiro.',
    tags: TAGS,
    params: z.object({ id: idOuSlug }),
    query: productsByTagsQuerySchema,
    response: productsByTagsResponseSchema,
    async handler({ db, params, query, auth }) {
      const f = await getSupplierRow(db, params.id);
      const price = await priceOptionsFor(db, f, auth);
      const extra = (query.tagsPesquisa ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter((t) => t && !t.includes(':'));
      let exclude: string | null = null;
      let tags = extra;
      if (query.idproduto || query.idcadastroextraproduto) {
        const rows = await db.query<{ idproduto: string; tags: string[] }>(
          `SELECT idproduto, tags FROM produtos WHERE idfornecedor = $1
           AND (($2::uuid IS NOT NULL AND idproduto = $2::uuid) OR ($2::uuid IS NULL AND idcadastroextraproduto = $3::uuid))`,
          [f.idfornecedor, query.idproduto ?? null, query.idcadastroextraproduto ?? null],
        );
        if (!rows[0]) throw new HttpError(404, 'PRODUTO_NAO_ENCONTRADO', 'Produto não encontrado');
        exclude = rows[0].idproduto;
        tags = [...new Set([...rows[0].tags, ...extra])];
      } else if (extra.length === 0) {
        throw badRequest('Informe o produto ou as tags', { idcadastroextraproduto: 'Informe o produto ou as tags' });
      }
      if (tags.length === 0) return { produtos: [], possuiPreco: !price.hidden };
      const rows = await db.query<ProductRow>(
        `SELECT ${PRODUCT_COLS} FROM produtos p
         WHERE p.idfornecedor = $1 AND p.tags && $2::text[] AND ($3::uuid IS NULL OR p.idproduto <> $3::uuid)
         ORDER BY cardinality(ARRAY(SELECT unnest(p.tags) INTERSECT SELECT unnest($2::text[]))) DESC,
                  p.disponivel DESC, p.mais_vendidos ASC NULLS LAST, p.idproduto
         LIMIT ${MAX_PRODUCTS_BY_TAGS}`,
        [f.idfornecedor, tags, exclude],
      );
      return { produtos: rows.map((r) => toSummary(r, price)), possuiPreco: !price.hidden };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/app/{x}/listaprodutosf/{y}',
    summary:
      'Lista de produtos como listaprodutos, aceitando endereço (idendereco ou lat/lng); cada item traz preconf, o preço após forma de pagamento e políticas.',
    tags: TAGS,
    tokenParam: 'x',
    params: z.object({ x: tokenSegment, y: idOuSlug }),
    query: addressProductListQuerySchema,
    response: addressProductListResponseSchema,
    async handler({ db, params, query: q, auth }) {
      const f = await getSupplierRow(db, params.y);
      const { token } = parseTokenSegment(params.x);
      if (token !== null && token.toLowerCase() !== f.idempresa) throw supplierNotFound();
      const hidden = pricesHidden(f.tags, auth.cliente);
      const ordenacao = effectiveOrder(q.ordenacao, f.ordenacoes_produto, hidden);
      const { rows, total } = await listProducts(db, {
        idfornecedor: f.idfornecedor,
        categ: q.categ,
        sk: q.sk,
        tagsPesquisa: q.tagsPesquisa,
        tipoentrega: q.tipoentrega,
        ordenacao,
        page: q.page,
        limit: q.limit,
      });
      const price = await priceOptionsFor(db, f, auth, q.formapagamento);
      const ignorePolicy = q.ignorepolicy === 'true' || q.ignorepolicy === '1';
      const disableProductMultiple = f.tags.includes('disable-product-multiple');
      return {
        dados: rows.map((r) => {
          const s = toSummary(r, price);
          const preconf =
            s.preco === null ? null : ignorePolicy ? s.preco : unitPrice({ ...s, preco: s.preco }, s.min_por_pedido, { disableProductMultiple }).preco;
          return { ...s, preconf };
        }),
        total,
        page: q.page,
        limit: q.limit,
        paginas: Math.ceil(total / q.limit),
        possuiPreco: !price.hidden,
        ordenacao,
      };
    },
  }),
];
