/**
 * Shopping lists: a client's own lists (FROM_CLIENT) and the lists suggested to it
 * (TO_CLIENT) by the supplier's back-office or a representative.
 *
 * Who sees a list: the client it belongs to, as the session acts for it (itself, a representative's
 * client, a linked user), at the session's supplier; any other list is 404 by id (its existence is
 * not revealed) and another client's id in a query is 403. Who changes it: the client for its own
 * lists; a suggested list only by a representative acting for the client (or the back-office).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import type { ShoppingList, ShoppingListDetail, ShoppingListProduct } from '../../../../lib/contract/shopping-list';
import { applyQuantityAction } from '../../../../lib/rules/quantity';
import {
  SHOPPING_LIST_MESSAGES as M,
  MAX_LIST_PRODUCTS,
  MAX_LISTS_PER_CLIENT,
  type ShoppingListType,
} from '../../../../lib/rules/shopping-list';
import type { Db, Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { limitsOf } from '../cart/save';
import { priceOptionsFor, PRODUCT_COLS, toSummary, type ProductRow } from '../catalog';
import { conflict, forbidden, invalid, notFound, productNotFound } from '../errors';
import { isAdmin, requireCliente, type CustomerAuth } from '../identity/guards';
import { getSupplierRow, type SupplierRow } from '../suppliers';

type ListRow = {
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

const LIST_COLS = `l.idlista, l.idfornecedor, l.idcliente, l.nome, l.tipo, l.autor_tipo, l.autor_nome, l.ativa, l.criado_em, l.atualizado_em,
  (SELECT count(*) FROM lista_compras_itens i WHERE i.idlista = l.idlista)::int AS total`;

const iso = (d: Date | string) => new Date(d).toISOString();
export const listNotFound = () => notFound(M.naoEncontrada, 'LISTA_NAO_ENCONTRADA');

function view(r: ListRow): ShoppingList {
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

function sameSupplier(a: CustomerAuth, f: Pick<SupplierRow, 'idfornecedor'>) {
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
function assertWritable(a: CustomerAuth, r: ListRow) {
  if (r.tipo === 'TO_CLIENT' && !a.representante) throw forbidden(M.sugeridaSomenteLeitura, 'LISTA_SUGERIDA');
}

type ItemRow = { idproduto: string; quantidade: string };

async function products(db: Queryable, idfornecedor: string, ids: readonly string[]): Promise<Map<string, ProductRow>> {
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

async function detail(
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
const normalised = (row: ProductRow, q: number) => applyQuantityAction(0, { type: 'SET', value: q }, limitsOf(row));

type Author = { tipo: ShoppingList['autor']['tipo']; nome: string; idrepresentante: string | null };

/** Who creates a list of `type` for `idclient`: the client itself, a representative acting for it, or the back-office. */
async function authorFor(
  db: Queryable,
  auth: AuthContext,
  headers: IncomingHttpHeaders,
  f: SupplierRow,
  idclient: string,
  type: ShoppingListType,
): Promise<Author> {
  if (type === 'TO_CLIENT' && isAdmin(headers)) {
    const [c] = await db.query('SELECT 1 FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2', [
      idclient,
      f.idfornecedor,
    ]);
    if (!c) throw notFound(M.clienteNaoAtendido, 'CLIENTE_NAO_ENCONTRADO');
    return { tipo: 'FORNECEDOR', nome: f.nome, idrepresentante: null };
  }
  const a = requireCliente(auth);
  sameSupplier(a, f);
  if (idclient !== a.cliente.idcliente) throw forbidden('Acesso negado a este cliente');
  if (type === 'FROM_CLIENT') {
    const [c] = await db.query<{ nome: string }>('SELECT nome FROM clientes WHERE idcliente = $1', [
      a.cliente.idcliente,
    ]);
    return { tipo: 'CLIENTE', nome: c?.nome ?? '', idrepresentante: null };
  }
  if (!a.representante) throw forbidden(M.apenasFornecedorOuRepresentante, 'LISTA_SUGERIDA');
  const [rep] = await db.query<{ nome: string }>('SELECT nome FROM representantes WHERE idusuario = $1', [
    a.representante.idusuario,
  ]);
  return { tipo: 'REPRESENTANTE', nome: rep?.nome ?? '', idrepresentante: a.representante.idusuario };
}

export type NewList = {
  nome: string;
  idclient: string;
  type: ShoppingListType;
  produtos: { idproduto: string; quantidade: number }[];
};

/** Inserts a list and its lines (quantity rule applied); also used by the seed. Null when the name is taken. */
export async function insertList(
  tx: Queryable,
  f: Pick<SupplierRow, 'idfornecedor'>,
  n: NewList,
  autor: Author,
  idlista: string = randomUUID(),
): Promise<string | null> {
  const wanted = new Map<string, number>();
  n.produtos.forEach((p, i) => {
    const id = p.idproduto.toLowerCase();
    if (wanted.has(id))
      throw invalid(
        'Produto repetido na lista',
        { [`produtos.${i}.idproduto`]: 'Produto repetido na lista' },
        'PRODUTO_REPETIDO',
      );
    wanted.set(id, p.quantidade);
  });
  const byId = await products(tx, f.idfornecedor, [...wanted.keys()]);
  const lines: { idproduto: string; quantidade: number }[] = [];
  for (const [id, q] of wanted) {
    const row = byId.get(id);
    if (!row) throw productNotFound();
    const quantidade = normalised(row, q);
    if (quantidade > 0) lines.push({ idproduto: id, quantidade });
  }
  const inserted = await tx.query<{ idlista: string }>(
    `INSERT INTO listas_compras (idlista, idfornecedor, idcliente, nome, tipo, autor_tipo, idrepresentante, autor_nome)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING idlista`,
    [idlista, f.idfornecedor, n.idclient, n.nome, n.type, autor.tipo, autor.idrepresentante, autor.nome],
  );
  if (inserted.length === 0) return null;
  if (lines.length > 0) {
    await tx.query(
      `INSERT INTO lista_compras_itens (idlista, idproduto, quantidade)
       SELECT $1, t.idproduto, t.quantidade FROM unnest($2::uuid[], $3::numeric[]) AS t(idproduto, quantidade)`,
      [idlista, lines.map((l) => l.idproduto), lines.map((l) => l.quantidade)],
    );
  }
  return idlista;
}

/** POST /v4/shopping-list/{idfornecedor}. */
export async function createShoppingList(
  db: Db,
  auth: AuthContext,
  headers: IncomingHttpHeaders,
  ref: string,
  n: NewList,
): Promise<ShoppingListDetail> {
  const f = await getSupplierRow(db, ref);
  const idclient = n.idclient.toLowerCase();
  const autor = await authorFor(db, auth, headers, f, idclient, n.type);
  const idlista = await db.transaction(async (tx) => {
    // Serialises the creations of one client (the count below stays true).
    await tx.query('SELECT 1 FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2 FOR UPDATE', [
      idclient,
      f.idfornecedor,
    ]);
    const [{ n: count } = { n: 0 }] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM listas_compras WHERE idcliente = $1 AND idfornecedor = $2 AND ativa',
      [idclient, f.idfornecedor],
    );
    if (count >= MAX_LISTS_PER_CLIENT) throw conflict(M.muitasListas, 'LISTAS_DEMAIS');
    const id = await insertList(tx, f, { ...n, idclient }, autor);
    if (!id) throw conflict(M.nomeRepetido, 'LISTA_NOME_REPETIDO', { nome: M.nomeRepetido });
    return id;
  });
  const [r] = await db.query<ListRow>(`SELECT ${LIST_COLS} FROM listas_compras l WHERE l.idlista = $1`, [idlista]);
  return detail(db, auth, r!, M.criada(r!.nome));
}

async function touch(tx: Queryable, idlista: string) {
  await tx.query('UPDATE listas_compras SET atualizado_em = now() WHERE idlista = $1', [idlista]);
}

/** Sets a product's quantity in a list (quantity rule; 0 removes); the product must be the list supplier's. */
async function putProduct(
  tx: Queryable,
  r: ListRow,
  idproduto: string,
  quantidade: number,
): Promise<{ row: ProductRow; quantidade: number }> {
  const row = (await products(tx, r.idfornecedor, [idproduto.toLowerCase()])).get(idproduto.toLowerCase());
  if (!row) throw productNotFound();
  const q = quantidade === 0 ? 0 : normalised(row, quantidade);
  if (q === 0) {
    await tx.query('DELETE FROM lista_compras_itens WHERE idlista = $1 AND idproduto = $2', [r.idlista, row.idproduto]);
  } else {
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM lista_compras_itens WHERE idlista = $1 AND idproduto <> $2',
      [r.idlista, row.idproduto],
    );
    if (n >= MAX_LIST_PRODUCTS) throw conflict(M.muitosProdutos, 'LISTA_CHEIA');
    await tx.query(
      `INSERT INTO lista_compras_itens (idlista, idproduto, quantidade) VALUES ($1, $2, $3)
       ON CONFLICT (idlista, idproduto) DO UPDATE SET quantidade = EXCLUDED.quantidade`,
      [r.idlista, row.idproduto, q],
    );
  }
  await touch(tx, r.idlista);
  return { row, quantidade: q };
}

/** POST /v4/shopping-list/{idlista}/product/{idproduto}/add. */
export async function addShoppingListProduct(
  db: Db,
  auth: AuthContext,
  idlista: string,
  idproduto: string,
  quantidade: number,
): Promise<ShoppingListDetail> {
  const a = requireCliente(auth);
  const { r, mensagem } = await db.transaction(async (tx) => {
    const r = await readVisibleList(tx, a, idlista, true);
    assertWritable(a, r);
    const put = await putProduct(tx, r, idproduto, quantidade);
    return {
      r,
      mensagem:
        put.quantidade === 0 ? M.produtoRemovido(put.row.nome, r.nome) : M.produtoAdicionado(put.row.nome, r.nome),
    };
  });
  return detail(db, auth, r, mensagem);
}

/** POST /v4/shopping-list/{idlista}/product/{idproduto}/copy/{idlistadestino}: the source's quantity unless one is given. */
export async function copyShoppingListProduct(
  db: Db,
  auth: AuthContext,
  idlista: string,
  idproduto: string,
  idlistadestino: string,
  quantidade?: number,
): Promise<ShoppingListDetail> {
  const a = requireCliente(auth);
  if (idlista.toLowerCase() === idlistadestino.toLowerCase())
    throw invalid(M.mesmaLista, { idlistadestino: M.mesmaLista }, 'MESMA_LISTA');
  const { target, mensagem } = await db.transaction(async (tx) => {
    const source = await readVisibleList(tx, a, idlista);
    const target = await readVisibleList(tx, a, idlistadestino, true);
    assertWritable(a, target);
    const [item] = await tx.query<ItemRow>(
      'SELECT idproduto, quantidade::text AS quantidade FROM lista_compras_itens WHERE idlista = $1 AND idproduto = $2',
      [source.idlista, idproduto.toLowerCase()],
    );
    if (!item) throw notFound(M.produtoForaDaLista, 'PRODUTO_FORA_DA_LISTA');
    const put = await putProduct(tx, target, item.idproduto, quantidade ?? Number(item.quantidade));
    return { target, mensagem: M.produtoCopiado(put.row.nome, target.nome) };
  });
  return detail(db, auth, target, mensagem);
}

/** DELETE /v4/shopping-list/{idfornecedor}/disable/{idlista}: idempotent for the list's owner. */
export async function disableShoppingList(
  db: Db,
  auth: AuthContext,
  ref: string,
  idlista: string,
): Promise<{ lista: ShoppingList; mensagem: string }> {
  const a = requireCliente(auth);
  const f = await getSupplierRow(db, ref);
  sameSupplier(a, f);
  const [r] = await db.query<ListRow>(`SELECT ${LIST_COLS} FROM listas_compras l WHERE l.idlista = $1`, [
    idlista.toLowerCase(),
  ]);
  if (!r || r.idcliente !== a.cliente.idcliente || r.idfornecedor !== f.idfornecedor) throw listNotFound();
  assertWritable(a, r);
  const [done] = await db.query<ListRow>(
    `UPDATE listas_compras l SET ativa = false, atualizado_em = CASE WHEN l.ativa THEN now() ELSE l.atualizado_em END
     WHERE l.idlista = $1 RETURNING ${LIST_COLS}`,
    [r.idlista],
  );
  return { lista: view(done!), mensagem: M.desativada(r.nome) };
}
