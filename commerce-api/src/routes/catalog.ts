import { catalogEndpoints } from '../../../lib/contract/catalog';
import {
  buildSectorTree,
  findSector,
  getProductRow,
  listSimilarProducts,
  loadSectorRows,
  priceOptionsFor,
  sectorPath,
  toDetail,
  toSummary,
} from '../domain/catalog';
import { listProductPage } from '../domain/product-list';
import { assertCompanySegment, getSupplierRow } from '../domain/suppliers';
import { parseTokenSegment } from '../http/auth';
import { defineRoute } from '../http/router';

export const catalogRoutes = [
  defineRoute(catalogEndpoints.listCategories, async ({ db, params, query }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    return { setores: buildSectorTree(await loadSectorRows(db, f.idfornecedor, query.idsegmento)).roots };
  }),

  defineRoute(catalogEndpoints.getSector, async ({ db, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    const { byId } = buildSectorTree(await loadSectorRows(db, f.idfornecedor));
    const setor = findSector(byId, params.setor);
    return { setor, caminho: sectorPath(byId, setor.idsetor) };
  }),

  defineRoute(catalogEndpoints.listProducts, async ({ db, params, query: q, auth }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    assertCompanySegment(f, parseTokenSegment(params.empresa).token);
    const { rows, price, page } = await listProductPage(db, f, auth, q);
    return { produtos: rows.map((r) => toSummary(r, price)), ...page };
  }),

  defineRoute(catalogEndpoints.getProduct, async ({ db, params, query, auth }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    const row = await getProductRow(db, f.idfornecedor, params.idproduto);
    const opts = await priceOptionsFor(db, f, auth, query.idformapagamento);
    const similares = query.disableSimilares ? [] : await listSimilarProducts(db, row, query.tipoEntrega ?? null);
    // A product not offered for the asked delivery type is still answered (the page says so).
    const tiposEntrega = row.tipos_entrega.filter(
      (t): t is 'DELIVERY' | 'RETIRADA' => t === 'DELIVERY' || t === 'RETIRADA',
    );
    return {
      produto: await toDetail(db, row, opts),
      similares: similares.map((r) => toSummary(r, opts)),
      possuiPreco: !opts.hidden,
      disponivelTipoEntrega: !query.tipoEntrega || tiposEntrega.includes(query.tipoEntrega),
      tiposEntrega,
    };
  }),
];
