import { shoppingListEndpoints } from '../../../lib/contract/shopping-list';
import { spreadsheetEndpoints } from '../../../lib/contract/spreadsheet';
import { applyShoppingList } from '../domain/shopping-list/apply';
import { addShoppingListProduct, copyShoppingListProduct } from '../domain/shopping-list/items';
import { createShoppingList, disableShoppingList } from '../domain/shopping-list/lists';
import { getShoppingListProducts, listShoppingLists } from '../domain/shopping-list/read';
import { uploadSpreadsheet } from '../domain/spreadsheet/upload';
import { defineRoute } from '../http/router';

/** Shopping lists and the spreadsheet quick order; SQL and rules in domain/shopping-list and domain/spreadsheet. */
export const shoppingListRoutes = [
  defineRoute(shoppingListEndpoints.listShoppingLists, async ({ db, auth, params, query }) => ({
    listas: await listShoppingLists(db, auth, params.idfornecedor, query.idclient, query.type),
  })),
  defineRoute(shoppingListEndpoints.getShoppingListProducts, async ({ db, auth, params }) =>
    getShoppingListProducts(db, auth, params.idfornecedor, params.idlista),
  ),
  defineRoute(shoppingListEndpoints.createShoppingList, async ({ db, auth, params, body, rawHeaders }) =>
    createShoppingList(db, auth, rawHeaders, params.idfornecedor, body),
  ),
  defineRoute(shoppingListEndpoints.addShoppingListProduct, async ({ db, auth, params, body }) =>
    addShoppingListProduct(db, auth, params.idlista, params.idproduto, body.quantidade),
  ),
  defineRoute(shoppingListEndpoints.copyShoppingListProduct, async ({ db, auth, params, body }) =>
    copyShoppingListProduct(db, auth, params.idlista, params.idproduto, params.idlistadestino, body.quantidade),
  ),
  defineRoute(shoppingListEndpoints.disableShoppingList, async ({ db, auth, params }) =>
    disableShoppingList(db, auth, params.idfornecedor, params.idlista),
  ),
  defineRoute(shoppingListEndpoints.applyShoppingList, async ({ db, auth, params, query }) =>
    applyShoppingList(db, auth, params.idfornecedor, params.idlista, query.idformapagamento),
  ),
  defineRoute(spreadsheetEndpoints.uploadSpreadsheet, async ({ db, auth, params, query, body }) =>
    uploadSpreadsheet(db, auth, params.idfornecedor, body, query.idformapagamento),
  ),
];
