import { PRODUCT_ORDER_CODES, type ProductOrderCode } from '../../../lib/contract';
import type { Queryable } from '../db/types';
import { badRequest } from '../http/errors';
import { PRODUCT_COLS, type ProductRow } from './catalog';

export type ListFilters = {
  idfornecedor: string;
  categ?: string;
  sk?: string;
  tagsPesquisa?: string;
  ordenacao: ProductOrderCode;
  page: number;
  limit: number;
};

/** Escapes LIKE wildcards so the text is matched literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Sort key of names: unaccented, lower-case, byte order (same result on every server locale). */
const NAME_KEY = `f_unaccent(lower(p.nome)) COLLATE "C"`;

export function orderBy(code: ProductOrderCode, hasSk: boolean): string {
  const tie = `${NAME_KEY} ASC, p.idproduto ASC`;
  switch (code) {
    case 'relevancia':
      return `${hasSk ? `(f_unaccent(lower(p.nome)) LIKE $sk_prefix ESCAPE '\\') DESC, ` : ''}p.disponivel DESC, p.mais_vendidos ASC NULLS LAST, ${tie}`;
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
    if (!g || !v) throw badRequest('Parâmetro inválido: tagsPesquisa — Filtro inválido', { tagsPesquisa: 'Filtro inválido' });
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

export async function listProducts(db: Queryable, f: ListFilters): Promise<{ rows: ProductRow[]; total: number }> {
  const params: unknown[] = [f.idfornecedor];
  const where: string[] = ['p.idfornecedor = $1'];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  let withSql = '';
  if (f.categ) {
    const c = add(f.categ);
    withSql = `WITH RECURSIVE arvore AS (
        SELECT idsetor FROM setores WHERE idfornecedor = $1 AND idsetor = ${c}::uuid
        UNION ALL
        SELECT s.idsetor FROM setores s JOIN arvore a ON s.idsetorpai = a.idsetor WHERE s.idfornecedor = $1
      ) `;
    where.push('p.idsetor IN (SELECT idsetor FROM arvore)');
  }
  let skPrefix: string | null = null;
  const sk = f.sk?.replace(/&/g, ' ').trim();
  if (sk) {
    const words = sk.split(/\s+/).slice(0, 8);
    for (const w of words) {
      const ph = add(`%${likeEscape(w.toLowerCase())}%`);
      where.push(
        `(f_unaccent(lower(p.nome)) LIKE f_unaccent(${ph}) ESCAPE '\\' OR f_unaccent(lower(coalesce(p.marca, ''))) LIKE f_unaccent(${ph}) ESCAPE '\\')`,
      );
    }
  }
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
  const whereSql = where.join(' AND ');
  const countParams = [...params];
  if (sk) skPrefix = add(`${likeEscape(sk.toLowerCase())}%`);
  let order = orderBy(f.ordenacao, skPrefix !== null);
  if (skPrefix) order = order.replace('$sk_prefix', `f_unaccent(${skPrefix})`);
  const lim = add(f.limit);
  const off = add((f.page - 1) * f.limit);
  const [rows, count] = await Promise.all([
    db.query<ProductRow>(`${withSql}SELECT ${PRODUCT_COLS} FROM produtos p WHERE ${whereSql} ORDER BY ${order} LIMIT ${lim} OFFSET ${off}`, params),
    db.query<{ n: number }>(`${withSql}SELECT count(*)::int AS n FROM produtos p WHERE ${whereSql}`, countParams),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}
