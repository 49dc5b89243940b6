import { z } from 'zod';
import {
  MAX_SIMILAR_PRODUCTS,
  productDetailQuerySchema,
  productDetailResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  sectorPathResponseSchema,
  sectorTreeQuerySchema,
  sectorTreeResponseSchema,
} from '../../../lib/contract';
import { PRODUCT_COLS, buildSectorTree, priceOptionsFor, getProductRow, loadSectorRows, sectorPath, toDetail, toSummary, type ProductRow } from '../domain/catalog';
import { effectiveOrder, listProducts } from '../domain/product-list';
import { getSupplierRow, isUuid, pricesHidden } from '../domain/suppliers';
import { HttpError, supplierNotFound } from '../http/errors';
import { parseTokenSegment } from '../http/auth';
import { defineRoute } from '../http/router';
import { idOuSlug, slugOrIdParam, tokenSegment } from './common';

const TAGS = ['Catálogo'];

const slugOrId = slugOrIdParam('Identificador inválido');

export const catalogRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v2/app/{x}/listacategoriasprodutos/{y}',
    summary: 'Árvore de setores (categorias) do fornecedor com a quantidade de produtos, incluindo subsetores.',
    tags: TAGS,
    tokenParam: 'x',
    params: z.object({ x: tokenSegment, y: idOuSlug }),
    query: sectorTreeQuerySchema,
    response: sectorTreeResponseSchema,
    async handler({ db, params, query }) {
      const f = await getSupplierRow(db, params.y);
      return { setores: buildSectorTree(await loadSectorRows(db, f.idfornecedor, query.idsegmento)).roots };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v2/app/setores-produto/obter-setor/{a}/{b}',
    summary: 'Um setor (por id ou slug) com seus subsetores e o caminho desde a raiz.',
    tags: TAGS,
    params: z.object({ a: idOuSlug, b: slugOrId }),
    response: sectorPathResponseSchema,
    async handler({ db, params }) {
      const f = await getSupplierRow(db, params.a);
      const { byId } = buildSectorTree(await loadSectorRows(db, f.idfornecedor));
      const setor = isUuid(params.b) ? byId.get(params.b.toLowerCase()) : [...byId.values()].find((s) => s.slug === params.b.toLowerCase());
      if (!setor) throw new HttpError(404, 'SETOR_NAO_ENCONTRADO', 'Setor não encontrado');
      return { setor, caminho: sectorPath(byId, setor.idsetor) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v2/app/{empresa}/listaprodutos/{supplier}',
    summary: 'Lista paginada de produtos com filtro por setor (inclui subsetores), texto, filtros (grupo:valor) e ordenação.',
    tags: TAGS,
    tokenParam: 'empresa',
    params: z.object({ empresa: tokenSegment, supplier: idOuSlug }),
    query: productListQuerySchema,
    response: productListResponseSchema,
    async handler({ db, params, query: q, auth }) {
      const f = await getSupplierRow(db, params.supplier);
      const { token } = parseTokenSegment(params.empresa);
      // {empresa} is either the anonymous literal or the supplier's company id.
      if (token !== null && token.toLowerCase() !== f.idempresa) throw supplierNotFound();
      // Price orders fall back to the supplier's default order when prices are hidden (no leak).
      const ordenacao = effectiveOrder(q.ordenacao, f.ordenacoes_produto, pricesHidden(f.tags, auth.cliente));
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
      const opts = await priceOptionsFor(db, f, auth, q.formapagamento);
      return {
        produtos: rows.map((r) => toSummary(r, opts)),
        total,
        page: q.page,
        limit: q.limit,
        paginas: Math.ceil(total / q.limit),
        possuiPreco: !opts.hidden,
        ordenacao,
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v2/app/{x}/fornecedor/{y}/produto/{id}',
    summary: 'Detalhe do produto (por id ou slug) com imagens, filtros, caminho de setores e até 8 similares do mesmo setor.',
    tags: TAGS,
    tokenParam: 'x',
    params: z.object({ x: tokenSegment, y: idOuSlug, id: slugOrId }),
    query: productDetailQuerySchema,
    response: productDetailResponseSchema,
    async handler({ db, params, query, auth }) {
      const f = await getSupplierRow(db, params.y);
      const row = await getProductRow(db, f.idfornecedor, params.id);
      const opts = await priceOptionsFor(db, f, auth, query.idformapagamento);
      const similares = query.disableSimilares
        ? []
        : await db.query<ProductRow>(
            `SELECT ${PRODUCT_COLS} FROM produtos p
             WHERE p.idfornecedor = $1 AND p.idsetor = $2 AND p.idproduto <> $3
               AND ($4::text IS NULL OR $4::text = ANY(p.tipos_entrega))
             ORDER BY p.disponivel DESC, p.mais_vendidos ASC NULLS LAST, p.idproduto LIMIT ${MAX_SIMILAR_PRODUCTS}`,
            [f.idfornecedor, row.idsetor, row.idproduto, query.tipoEntrega ?? null],
          );
      // Issue 5: a product not offered for the asked delivery type is still answered (the page says so).
      const tiposEntrega = row.tipos_entrega.filter((t): t is 'DELIVERY' | 'RETIRADA' => t === 'DELIVERY' || t === 'RETIRADA');
      return {
        produto: await toDetail(db, row, opts),
        similares: similares.map((r) => toSummary(r, opts)),
        possuiPreco: !opts.hidden,
        disponivelTipoEntrega: !query.tipoEntrega || tiposEntrega.includes(query.tipoEntrega),
        tiposEntrega,
      };
    },
  }),
];
