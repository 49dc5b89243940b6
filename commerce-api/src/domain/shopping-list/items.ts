/** A shopping list's products: set (add, change, remove) and copied between lists; who may: read.ts. */
import type { ShoppingListDetail } from '../../../../lib/contract/shopping-list';
import { SHOPPING_LIST_MESSAGES as M, MAX_LIST_PRODUCTS } from '../../../../lib/rules/shopping-list';
import type { Db, Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import type { ProductRow } from '../catalog';
import { conflict, invalid, notFound, productNotFound } from '../errors';
import { requireCliente } from '../identity/guards';
import { assertWritable, detail, normalised, products, readVisibleList, type ItemRow, type ListRow } from './read';

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
