/** SQL of the cart: the cart row (settings, version), its lines and the products behind them. */
import type { Queryable } from '../../db/types';
import { PRODUCT_COLS, type ProductRow } from '../catalog';

export type CartKey = { idcliente: string; idfornecedor: string };

export type CartRow = {
  codigo_cupom: string | null;
  cupom_aplicacao_automatica: boolean;
  idtipoassinatura: string | null;
  versao: number;
  /** Name of the attendant negotiating the cart, if any. */
  atendente_nome: string | null;
};

export type StoredItem = {
  idproduto: string;
  quantidade: number;
  embalar_para_presente: boolean;
  preco_atendente: number | null;
};

export const EMPTY_CART: CartRow = {
  codigo_cupom: null,
  cupom_aplicacao_automatica: true,
  idtipoassinatura: null,
  versao: 0,
  atendente_nome: null,
};

const CART_COLS = `codigo_cupom, cupom_aplicacao_automatica, idtipoassinatura, versao,
  (SELECT a.nome FROM atendentes a WHERE a.idatendente = carrinhos.idatendente) AS atendente_nome`;

/**
 * Creates the cart row when missing and locks it until the transaction ends: two saves of the same
 * cart (or a save and an attendant's price) run one after the other, never interleaved.
 */
export async function lockCart(tx: Queryable, k: CartKey): Promise<CartRow> {
  const [row] = await tx.query<CartRow>(
    `INSERT INTO carrinhos (idcliente, idfornecedor) VALUES ($1, $2)
     ON CONFLICT (idcliente, idfornecedor) DO UPDATE SET idcliente = EXCLUDED.idcliente
     RETURNING ${CART_COLS}`,
    [k.idcliente, k.idfornecedor],
  );
  return row!;
}

export async function readCart(db: Queryable, k: CartKey): Promise<CartRow> {
  const [row] = await db.query<CartRow>(
    `SELECT ${CART_COLS} FROM carrinhos WHERE idcliente = $1 AND idfornecedor = $2`,
    [k.idcliente, k.idfornecedor],
  );
  return row ?? EMPTY_CART;
}

export async function readItems(db: Queryable, k: CartKey): Promise<StoredItem[]> {
  const rows = await db.query<StoredItem & { quantidade: string }>(
    `SELECT idproduto, quantidade, embalar_para_presente, preco_atendente FROM carrinho_itens
     WHERE idcliente = $1 AND idfornecedor = $2`,
    [k.idcliente, k.idfornecedor],
  );
  return rows.map((r) => ({ ...r, quantidade: Number(r.quantidade) }));
}

/** The supplier's products among `ids` (unknown ids are simply absent). */
export async function readProducts(
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

/** Makes the saved lines exactly `items` (quantity and gift wrap; attendant prices kept). */
export async function writeItems(
  tx: Queryable,
  k: CartKey,
  items: readonly Omit<StoredItem, 'preco_atendente'>[],
): Promise<void> {
  const ids = items.map((i) => i.idproduto);
  await tx.query(
    'DELETE FROM carrinho_itens WHERE idcliente = $1 AND idfornecedor = $2 AND NOT (idproduto = ANY($3::uuid[]))',
    [k.idcliente, k.idfornecedor, ids],
  );
  if (items.length === 0) return;
  await tx.query(
    `INSERT INTO carrinho_itens (idcliente, idfornecedor, idproduto, quantidade, embalar_para_presente)
     SELECT $1, $2, t.idproduto, t.quantidade, t.embalar
     FROM unnest($3::uuid[], $4::numeric[], $5::boolean[]) AS t(idproduto, quantidade, embalar)
     ON CONFLICT (idcliente, idfornecedor, idproduto) DO UPDATE
       SET quantidade = EXCLUDED.quantidade, embalar_para_presente = EXCLUDED.embalar_para_presente
       WHERE (carrinho_itens.quantidade, carrinho_itens.embalar_para_presente)
             IS DISTINCT FROM (EXCLUDED.quantidade, EXCLUDED.embalar_para_presente)`,
    [k.idcliente, k.idfornecedor, ids, items.map((i) => i.quantidade), items.map((i) => i.embalar_para_presente)],
  );
}

export type CartSettings = Omit<CartRow, 'versao' | 'atendente_nome'>;

/** Stores the cart's settings; the version moves only when something changed. */
export async function writeCart(tx: Queryable, k: CartKey, s: CartSettings, changed: boolean): Promise<number> {
  const [row] = await tx.query<{ versao: number }>(
    `UPDATE carrinhos SET codigo_cupom = $3, cupom_aplicacao_automatica = $4, idtipoassinatura = $5,
       versao = versao + CASE WHEN $6::boolean THEN 1 ELSE 0 END,
       atualizado_em = CASE WHEN $6::boolean THEN now() ELSE atualizado_em END
     WHERE idcliente = $1 AND idfornecedor = $2 RETURNING versao`,
    [k.idcliente, k.idfornecedor, s.codigo_cupom, s.cupom_aplicacao_automatica, s.idtipoassinatura, changed],
  );
  return row!.versao;
}

/** Drops every attendant price of the cart (the customer's unlock); true when there was one. */
export async function clearAttendantPrices(tx: Queryable, k: CartKey): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE carrinho_itens SET preco_atendente = NULL
     WHERE idcliente = $1 AND idfornecedor = $2 AND preco_atendente IS NOT NULL RETURNING idproduto`,
    [k.idcliente, k.idfornecedor],
  );
  if (rows.length > 0) {
    await tx.query(
      'UPDATE carrinhos SET idatendente = NULL, versao = versao + 1, atualizado_em = now() WHERE idcliente = $1 AND idfornecedor = $2',
      [k.idcliente, k.idfornecedor],
    );
  }
  return rows.length > 0;
}

/** Sets (or, with null, removes) attendant prices of lines in the cart; returns the ids not in the cart. */
export async function writeAttendantPrices(
  tx: Queryable,
  k: CartKey,
  idatendente: string,
  prices: readonly { idproduto: string; precoatendente: number | null }[],
): Promise<string[]> {
  const ids = prices.map((p) => p.idproduto.toLowerCase());
  const updated = await tx.query<{ idproduto: string }>(
    `UPDATE carrinho_itens i SET preco_atendente = t.preco
     FROM unnest($3::uuid[], $4::int[]) AS t(idproduto, preco)
     WHERE i.idcliente = $1 AND i.idfornecedor = $2 AND i.idproduto = t.idproduto
     RETURNING i.idproduto`,
    [k.idcliente, k.idfornecedor, ids, prices.map((p) => p.precoatendente)],
  );
  const found = new Set(updated.map((r) => r.idproduto));
  await tx.query(
    `UPDATE carrinhos c SET versao = versao + 1, atualizado_em = now(),
       idatendente = CASE WHEN EXISTS (SELECT 1 FROM carrinho_itens i WHERE i.idcliente = c.idcliente AND i.idfornecedor = c.idfornecedor
                                       AND i.preco_atendente IS NOT NULL) THEN $3::uuid END
     WHERE c.idcliente = $1 AND c.idfornecedor = $2`,
    [k.idcliente, k.idfornecedor, idatendente],
  );
  return ids.filter((id) => !found.has(id));
}

/** Forgets a coupon code just asked for and refused (a later save does not carry its warning). */
export async function forgetCoupon(db: Queryable, k: CartKey, codigo: string): Promise<void> {
  await db.query(
    'UPDATE carrinhos SET codigo_cupom = NULL WHERE idcliente = $1 AND idfornecedor = $2 AND codigo_cupom = $3',
    [k.idcliente, k.idfornecedor, codigo.toUpperCase()],
  );
}

/**
 * Empties the cart after its order: lines and combo groups deleted, coupon, subscription choice and
 * attendant reset, version moved so every open tab reloads.
 */
export async function emptyCart(tx: Queryable, k: CartKey): Promise<void> {
  await tx.query('DELETE FROM carrinho_itens WHERE idcliente = $1 AND idfornecedor = $2', [
    k.idcliente,
    k.idfornecedor,
  ]);
  await tx.query('DELETE FROM carrinho_combos WHERE idcliente = $1 AND idfornecedor = $2', [
    k.idcliente,
    k.idfornecedor,
  ]);
  await tx.query(
    `UPDATE carrinhos SET codigo_cupom = NULL, cupom_aplicacao_automatica = true, idtipoassinatura = NULL, idatendente = NULL,
       versao = versao + 1, atualizado_em = now()
     WHERE idcliente = $1 AND idfornecedor = $2`,
    [k.idcliente, k.idfornecedor],
  );
}

/** Locks the cart row for an order (SELECT … FOR UPDATE); null when the client never saved a cart. */
export async function lockCartForOrder(tx: Queryable, k: CartKey): Promise<CartRow | null> {
  const [row] = await tx.query<CartRow>(
    `SELECT ${CART_COLS} FROM carrinhos WHERE idcliente = $1 AND idfornecedor = $2 FOR UPDATE`,
    [k.idcliente, k.idfornecedor],
  );
  return row ?? null;
}
