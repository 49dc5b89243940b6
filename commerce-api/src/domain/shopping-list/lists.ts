/** Shopping lists, created and disabled (who may: read.ts). A list's products change in items.ts. */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import type { ShoppingList, ShoppingListDetail } from '../../../../lib/contract/shopping-list';
import {
  SHOPPING_LIST_MESSAGES as M,
  MAX_LISTS_PER_CLIENT,
  type ShoppingListType,
} from '../../../../lib/rules/shopping-list';
import type { Db, Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { conflict, forbidden, invalid, notFound, productNotFound } from '../errors';
import { isAdmin, requireCliente } from '../identity/guards';
import { getSupplierRow, type SupplierRow } from '../suppliers';
import {
  assertWritable,
  detail,
  LIST_COLS,
  listNotFound,
  normalised,
  products,
  sameSupplier,
  view,
  type ListRow,
} from './read';

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
