import { IDENTITY_MESSAGES } from '../../../lib/contract';
import { searchEndpoints } from '../../../lib/contract/search';
import { priceOptionsFor, toSummary } from '../domain/catalog';
import { configuredPrice } from '../domain/pricing';
import { listProductPage, parseTagsPesquisa } from '../domain/product-list';
import { fullTextSearch } from '../domain/search';
import { candidates, filterGroups, listProductsSharingTags, resolveSector, searchTags } from '../domain/search-tags';
import { assertCompanySegment, getSupplierRow } from '../domain/suppliers';
import { parseTokenSegment } from '../http/auth';
import { HttpError } from '../http/errors';
import { defineRoute } from '../http/router';

export const searchRoutes = [
  defineRoute(searchEndpoints.fullTextSearch, async ({ db, query, auth }) => {
    // Spec: a search response with `action: 'logout'` logs the user out and warns with the
    // server's error. A session token that is no longer valid (revoked by logout or a password
    // change, or expired) gets that answer instead of silently searching as a visitor.
    if (auth.token && auth.sessao === null) {
      throw new HttpError(401, 'SESSAO_EXPIRADA', IDENTITY_MESSAGES.sessaoExpirada, undefined, { action: 'logout' });
    }
    const f = await getSupplierRow(db, query.idfornecedor);
    const price = await priceOptionsFor(db, f, auth, query.idformapagamento);
    const { hits, total } = await fullTextSearch(db, f.idfornecedor, query.query, price, query.tipoentrega);
    return { resultset: { hits, total }, possuiPreco: !price.hidden };
  }),

  defineRoute(searchEndpoints.listFilterGroups, async ({ db, params, query }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    const categ = await resolveSector(db, f.idfornecedor, params.setor);
    // Validates the selection syntax before counting.
    parseTagsPesquisa(query.tagsPesquisa);
    return { grupos: filterGroups(await candidates(db, f.idfornecedor, categ, query.query), query.tagsPesquisa) };
  }),

  defineRoute(searchEndpoints.listSearchTags, async ({ db, params, query }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    return { tags: searchTags(await candidates(db, f.idfornecedor, query.idcategoria, query.query)) };
  }),

  defineRoute(searchEndpoints.listProductsByTags, async ({ db, params, query, auth }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    const price = await priceOptionsFor(db, f, auth, query.idformapagamento);
    const rows = await listProductsSharingTags(db, f.idfornecedor, query, query.tagsPesquisa);
    return { produtos: rows.map((r) => toSummary(r, price)), possuiPreco: !price.hidden };
  }),

  defineRoute(searchEndpoints.listProductsForAddress, async ({ db, params, query: q, auth }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    assertCompanySegment(f, parseTokenSegment(params.token).token);
    const { rows, price, page } = await listProductPage(db, f, auth, q);
    const policy = {
      ignorePolicy: q.ignorepolicy === 'true' || q.ignorepolicy === '1',
      disableProductMultiple: f.tags.includes('disable-product-multiple'),
    };
    return {
      dados: rows.map((r) => {
        const s = toSummary(r, price);
        return { ...s, preconf: configuredPrice(s, policy) };
      }),
      ...page,
    };
  }),
];
