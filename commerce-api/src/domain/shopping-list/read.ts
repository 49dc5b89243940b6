/**
 * Shopping lists, read: a client's own lists (FROM_CLIENT) and the lists suggested to it
 * (TO_CLIENT) by the supplier's back-office or a representative, with their lines priced for the
 * session. Changes are in lists.ts (create, disable) and items.ts (a list's products).
 *
 * Who sees a list: the client it belongs to, as the session acts for it (itself, a representative's
 * client, a linked user), at the session's supplier; any other list is 404 by id (its existence is
 * not revealed) and another client's id in a query is 403. Who changes it: the client for its own
 * lists; a suggested list only by a representative acting for the client (or the back-office).
 */
import type { ShoppingList, ShoppingListDetail, ShoppingListProduct } from '../../../../lib/contract/shopping-list';
import { applyQuantityAction } from '../../../../lib/rules/quantity';
import { SHOPPING_LIST_MESSAGES as M, type ShoppingListType } from '../../../../lib/rules/shopping-list';
import type { Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { limitsOf } from '../cart/save';
import { priceOptionsFor, PRODUCT_COLS, toSummary, type ProductRow } from '../catalog';
import { forbidden, notFound } from '../errors';
import { requireCliente, type CustomerAuth } from '../identity/guards';
import { getSupplierRow, type SupplierRow } from '../suppliers';

export type ListRow = {
  idlista: string;
  idfornecedor: string;
  idcliente: string;
  nome: string;
  tipo: ShoppingListType;
  autor_tipo: ShoppingList['autor']['tipo'];
  autor_nome: string;
  ativa: boolean;
  total: number;
  criado_em: Date | string;
  atualizado_em: Date | string;
};

export const LIST_COLS = `l.idlista, l.idfornecedor, l.idcliente, l.nome, l.tipo, l.autor_tipo, l.autor_nome, l.ativa, l.criado_em, l.atualizado_em,
  (SELECT count(*) FROM lista_compras_itens i WHERE i.idlista = l.idlista)::int AS total`;

const iso = (d: Date | string) => new Date(d).toISOString();
export const listNotFound = () => notFound(M.naoEncontrada, 'LISTA_NAO_ENCONTRADA');

export function view(r: ListRow): ShoppingList {
  return {
    idlista: r.idlista,
    idfornecedor: r.idfornecedor,
    idcliente: r.idcliente,
    nome: r.nome,
    type: r.tipo,
    autor: { tipo: r.autor_tipo, nome: r.autor_nome },
    ativa: r.ativa,
    totalProdutos: r.total,
    criadoEm: iso(r.criado_em),
    atualizadoEm: iso(r.atualizado_em),
  };
}

export function sameSupplier(a: CustomerAuth, f: Pick<SupplierRow, 'idfornecedor'>) {
  if (a.sessao.idfornecedor !== f.idfornecedor) throw forbidden('Sessão de outro fornecedor');
}

/** GET /v4/shopping-list/{idfornecedor}?idclient&type: the active lists of the client the session acts for. */
export async function listShoppingLists(
  db: Queryable,
  auth: AuthContext,
  ref: string,
  idclient: string,
  type: ShoppingListType,
): Promise<ShoppingList[]> {
  const a = requireCliente(auth);
  const f = await getSupplierRow(db, ref);
  sameSupplier(a, f);
  if (idclient.toLowerCase() !== a.cliente.idcliente) throw forbidden('Acesso negado a este cliente');
  const rows = await db.query<ListRow>(
    `SELECT ${LIST_COLS} FROM listas_compras l WHERE l.idfornecedor = $1 AND l.idcliente = $2 AND l.tipo = $3 AND l.ativa
     ORDER BY l.atualizado_em DESC, l.idlista`,
    [f.idfornecedor, a.cliente.idcliente, type],
  );
  return rows.map(view);
}

/** A list the session may see (404 otherwise); `lock` holds its row until the transaction ends. */
export async function readVisibleList(db: Queryable, a: CustomerAuth, idlista: string, lock = false): Promise<ListRow> {
  const [r] = await db.query<ListRow>(
    `SELECT ${LIST_COLS} FROM listas_compras l WHERE l.idlista = $1${lock ? ' FOR UPDATE' : ''}`,
    [idlista.toLowerCase()],
  );
  if (!r || !r.ativa || r.idcliente !== a.cliente.idcliente || r.idfornecedor !== a.sessao.idfornecedor)
    throw listNotFound();
  return r;
}

/** A suggested list changes only by a representative acting for the client. */
export function assertWritable(a: CustomerAuth, r: ListRow) {
  if (r.tipo === 'TO_CLIENT' && !a.representante) throw forbidden(M.sugeridaSomenteLeitura, 'LISTA_SUGERIDA');
}

export type ItemRow = { idproduto: string; quantidade: string };

export async function products(
  db: Queryable,
  idfornecedor: string,
  ids: readonly string[],
): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLS} FROM produtos p WHERE p.idfornecedor = $1 AND p.idproduto = ANY($2::uuid[])`,
    [idfornecedor, ids],
  );
  return new Map(rows.map((r) => [r.idproduto, r]));
}

/** The list's lines with their products (sorted by name); a line whose product is gone is left out. */
export async function listItems(
  db: Queryable,
  r: Pick<ListRow, 'idlista' | 'idfornecedor'>,
): Promise<{ row: ProductRow; quantidade: number }[]> {
  const items = await db.query<ItemRow>(
    'SELECT idproduto, quantidade::text AS quantidade FROM lista_compras_itens WHERE idlista = $1',
    [r.idlista],
  );
  const byId = await products(
    db,
    r.idfornecedor,
    items.map((i) => i.idproduto),
  );
  return items
    .flatMap((i) => (byId.has(i.idproduto) ? [{ row: byId.get(i.idproduto)!, quantidade: Number(i.quantidade) }] : []))
    .sort((x, y) => x.row.nome.localeCompare(y.row.nome, 'pt-BR') || x.row.idproduto.localeCompare(y.row.idproduto));
}

export async function detail(
  db: Queryable,
  auth: AuthContext,
  r: ListRow,
  mensagem: string | null = null,
): Promise<ShoppingListDetail> {
  const f = await getSupplierRow(db, r.idfornecedor);
  const [opts, items, [fresh]] = await Promise.all([
    priceOptionsFor(db, f, auth),
    listItems(db, r),
    db.query<ListRow>(`SELECT ${LIST_COLS} FROM listas_compras l WHERE l.idlista = $1`, [r.idlista]),
  ]);
  const produtos: ShoppingListProduct[] = items.map(({ row, quantidade }) => {
    const s = toSummary(row, opts);
    return {
      idproduto: row.idproduto,
      codigo: row.codigo,
      nome: row.nome,
      slug: row.slug,
      unidade: row.unidade,
      imagem: s.imagem,
      quantidade,
      preco: s.preco,
      disponivel: row.disponivel && row.preco !== null,
    };
  });
  return { lista: view(fresh ?? r), produtos, mensagem };
}

export async function getShoppingListProducts(
  db: Queryable,
  auth: AuthContext,
  ref: string,
  idlista: string,
): Promise<ShoppingListDetail> {
  const a = requireCliente(auth);
  const f = await getSupplierRow(db, ref);
  sameSupplier(a, f);
  const r = await readVisibleList(db, a, idlista);
  if (r.idfornecedor !== f.idfornecedor) throw listNotFound();
  return detail(db, auth, r);
}

/** The list quantity of a product: the cart's quantity rule from 0 (granularity, minimum, maximum). */
export const normalised = (row: ProductRow, q: number) =>
  applyQuantityAction(0, { type: 'SET', value: q }, limitsOf(row));
