import 'server-only';

import type { Cart } from '@/lib/contract/cart';
import {
  shoppingListEndpoints,
  type ShoppingList,
  type ShoppingListDetail,
  type ShoppingListType,
} from '@/lib/contract/shopping-list';
import { spreadsheetEndpoints, type SpreadsheetBody } from '@/lib/contract/spreadsheet';
import { applyOutcome, type ApplyResult } from '@/lib/rules/shopping-list';

import { commerceCallOrNull, commerceCallResult, type CallOutcome } from './call';
import { noStore, ownerAuth, type Owner } from './owner';

/**
 * Shopping lists and the spreadsheet quick order, declared in lib/contract/shopping-list.ts
 * and lib/contract/spreadsheet.ts. Server only; never cached (a client's own data).
 */

/** GET /v4/shopping-list/{idfornecedor}?idclient&type: the client's active lists ("Minhas listas" or "Listas sugeridas"). */
export async function listShoppingLists(owner: Owner, type: ShoppingListType): Promise<ShoppingList[]> {
  const r = await commerceCallResult(
    shoppingListEndpoints.listShoppingLists,
    {
      params: { idfornecedor: owner.idfornecedor },
      query: { idclient: owner.idcliente, type },
      auth: ownerAuth(owner),
    },
    noStore(owner.idfornecedor),
  );
  return r.ok ? r.data.listas : [];
}

/** GET /v4/shopping-list/{idfornecedor}/products/{idlista}; null when unknown or not the client's. */
export function getShoppingList(owner: Owner, idlista: string): Promise<ShoppingListDetail | null> {
  return commerceCallOrNull(
    shoppingListEndpoints.getShoppingListProducts,
    { params: { idfornecedor: owner.idfornecedor, idlista }, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor),
  );
}

export function createShoppingList(
  owner: Owner,
  nome: string,
  produtos: { idproduto: string; quantidade: number }[] = [],
  type: ShoppingListType = 'FROM_CLIENT',
): Promise<CallOutcome<typeof shoppingListEndpoints.createShoppingList>> {
  return commerceCallResult(
    shoppingListEndpoints.createShoppingList,
    {
      params: { idfornecedor: owner.idfornecedor },
      body: { nome, idclient: owner.idcliente, type, produtos },
      auth: ownerAuth(owner),
    },
    noStore(owner.idfornecedor),
  );
}

/** POST /v4/shopping-list/{idlista}/product/{idproduto}/add: sets the quantity (0 removes). */
export function addShoppingListProduct(owner: Owner, idlista: string, idproduto: string, quantidade: number) {
  return commerceCallResult(
    shoppingListEndpoints.addShoppingListProduct,
    { params: { idlista, idproduto }, body: { quantidade }, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor),
  );
}

export function copyShoppingListProduct(owner: Owner, idlista: string, idproduto: string, idlistadestino: string) {
  return commerceCallResult(
    shoppingListEndpoints.copyShoppingListProduct,
    { params: { idlista, idproduto, idlistadestino }, body: {}, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor),
  );
}

export function disableShoppingList(owner: Owner, idlista: string) {
  return commerceCallResult(
    shoppingListEndpoints.disableShoppingList,
    { params: { idfornecedor: owner.idfornecedor, idlista }, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor),
  );
}

export type ApplyListOutcome = { result: ApplyResult; mensagem: string; carrinho: Cart | null };

/**
 * POST /v4/shopping-list/{idfornecedor}/apply/{idlista}. Ends with success, error (a refusal: the
 * cart is untouched) or unknown (no conclusive answer: the cart may have changed).
 */
export async function applyShoppingList(
  owner: Owner,
  idlista: string,
  idformapagamento?: string,
): Promise<ApplyListOutcome> {
  const r = await commerceCallResult(
    shoppingListEndpoints.applyShoppingList,
    {
      params: { idfornecedor: owner.idfornecedor, idlista },
      query: idformapagamento ? { idformapagamento } : {},
      auth: ownerAuth(owner),
    },
    noStore(owner.idfornecedor),
  );
  if (r.ok) return { ...applyOutcome(200, r.data), carrinho: r.data.carrinho };
  return { ...applyOutcome(r.status, { mensagem: r.mensagem }), carrinho: null };
}

/** POST /v4/product/spreadsheet/{idfornecedor}/: the good lines go into the cart; an answer per line. */
export function uploadSpreadsheet(owner: Owner, body: SpreadsheetBody, idformapagamento?: string) {
  return commerceCallResult(
    spreadsheetEndpoints.uploadSpreadsheet,
    {
      params: { idfornecedor: owner.idfornecedor },
      query: idformapagamento ? { idformapagamento } : {},
      body,
      auth: ownerAuth(owner),
    },
    { ...noStore(owner.idfornecedor), timeoutMs: 30_000 },
  );
}
