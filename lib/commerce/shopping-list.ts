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

/**
 * Shopping lists and the spreadsheet quick order, declared in lib/contract/shopping-list.ts
 * and lib/contract/spreadsheet.ts. Server only; never cached (a client's own data).
 */
export type ListOwner = { token: string; idcliente: string; idfornecedor: string };

const auth = (o: ListOwner) => ({ token: o.token, idcliente: o.idcliente });
const noStore = (idfornecedor: string) => ({ idfornecedor, cache: 'no-store' as const });

/** GET /v4/shopping-list/{idfornecedor}?idclient&type: the client's active lists ("Minhas listas" or "Listas sugeridas"). */
export async function listShoppingLists(owner: ListOwner, type: ShoppingListType): Promise<ShoppingList[]> {
  const r = await commerceCallResult(
    shoppingListEndpoints.listShoppingLists,
    { params: { idfornecedor: owner.idfornecedor }, query: { idclient: owner.idcliente, type }, auth: auth(owner) },
    noStore(owner.idfornecedor),
  );
  return r.ok ? r.data.listas : [];
}

/** GET /v4/shopping-list/{idfornecedor}/products/{idlista}; null when unknown or not the client's. */
export function getShoppingList(owner: ListOwner, idlista: string): Promise<ShoppingListDetail | null> {
  return commerceCallOrNull(
    shoppingListEndpoints.getShoppingListProducts,
    { params: { idfornecedor: owner.idfornecedor, idlista }, auth: auth(owner) },
    noStore(owner.idfornecedor),
  );
}

export function createShoppingList(
  owner: ListOwner,
  nome: string,
  produtos: { idproduto: string; quantidade: number }[] = [],
  type: ShoppingListType = 'FROM_CLIENT',
): Promise<CallOutcome<typeof shoppingListEndpoints.createShoppingList>> {
  return commerceCallResult(
    shoppingListEndpoints.createShoppingList,
    {
      params: { idfornecedor: owner.idfornecedor },
      body: { nome, idclient: owner.idcliente, type, produtos },
      auth: auth(owner),
    },
    noStore(owner.idfornecedor),
  );
}

/** POST /v4/shopping-list/{idlista}/product/{idproduto}/add: sets the quantity (0 removes). */
export function addShoppingListProduct(owner: ListOwner, idlista: string, idproduto: string, quantidade: number) {
  return commerceCallResult(
    shoppingListEndpoints.addShoppingListProduct,
    { params: { idlista, idproduto }, body: { quantidade }, auth: auth(owner) },
    noStore(owner.idfornecedor),
  );
}

export function copyShoppingListProduct(owner: ListOwner, idlista: string, idproduto: string, idlistadestino: string) {
  return commerceCallResult(
    shoppingListEndpoints.copyShoppingListProduct,
    { params: { idlista, idproduto, idlistadestino }, body: {}, auth: auth(owner) },
    noStore(owner.idfornecedor),
  );
}

export function disableShoppingList(owner: ListOwner, idlista: string) {
  return commerceCallResult(
    shoppingListEndpoints.disableShoppingList,
    { params: { idfornecedor: owner.idfornecedor, idlista }, auth: auth(owner) },
    noStore(owner.idfornecedor),
  );
}

export type ApplyListOutcome = { result: ApplyResult; mensagem: string; carrinho: Cart | null };

/**
 * POST /v4/shopping-list/{idfornecedor}/apply/{idlista}. Ends with success, error (a refusal: the
 * cart is untouched) or unknown (no conclusive answer: the cart may have changed).
 */
export async function applyShoppingList(
  owner: ListOwner,
  idlista: string,
  idformapagamento?: string,
): Promise<ApplyListOutcome> {
  const r = await commerceCallResult(
    shoppingListEndpoints.applyShoppingList,
    {
      params: { idfornecedor: owner.idfornecedor, idlista },
      query: idformapagamento ? { idformapagamento } : {},
      auth: auth(owner),
    },
    noStore(owner.idfornecedor),
  );
  if (r.ok) return { ...applyOutcome(200, r.data), carrinho: r.data.carrinho };
  return { ...applyOutcome(r.status, { mensagem: r.mensagem }), carrinho: null };
}

/** POST /v4/product/spreadsheet/{idfornecedor}/: the good lines go into the cart; an answer per line. */
export function uploadSpreadsheet(owner: ListOwner, body: SpreadsheetBody, idformapagamento?: string) {
  return commerceCallResult(
    spreadsheetEndpoints.uploadSpreadsheet,
    {
      params: { idfornecedor: owner.idfornecedor },
      query: idformapagamento ? { idformapagamento } : {},
      body,
      auth: auth(owner),
    },
    { ...noStore(owner.idfornecedor), timeoutMs: 30_000 },
  );
}
