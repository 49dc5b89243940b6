/** SQL of the promotional combos (migration 0029): a combo with its products, read for a supplier. */
import type { Queryable } from '../../db/types';
import { PRODUCT_COLS, type ProductRow } from '../catalog';

export type ComboRow = {
  idcombopromocional_cabecalho: string;
  idfornecedor: string;
  idcliente: string | null;
  nome: string;
  slug: string;
  descricao: string;
  regra: 'PRECO_FIXO' | 'PERCENTUAL';
  valor: number;
  max_por_pedido: number | null;
  ativo: boolean;
  inicio: Date | null;
  fim: Date | null;
  ordem: number;
};

export type ComboWithProducts = ComboRow & { produtos: { row: ProductRow; quantidade: number }[] };

const COMBO_COLS = `c.idcombopromocional_cabecalho, c.idfornecedor, c.idcliente, c.nome, c.slug, c.descricao, c.regra, c.valor,
  c.max_por_pedido, c.ativo, c.inicio, c.fim, c.ordem`;

async function withProducts(db: Queryable, combos: ComboRow[]): Promise<ComboWithProducts[]> {
  if (combos.length === 0) return [];
  const rows = await db.query<ProductRow & { idcombo: string; quantidade_combo: string }>(
    `SELECT cp.idcombopromocional_cabecalho AS idcombo, cp.quantidade AS quantidade_combo, ${PRODUCT_COLS}
     FROM combos_promocionais_produtos cp JOIN produtos p ON p.idproduto = cp.idproduto
     WHERE cp.idcombopromocional_cabecalho = ANY($1::uuid[])
     ORDER BY p.nome, p.idproduto`,
    [combos.map((c) => c.idcombopromocional_cabecalho)],
  );
  return combos.map((c) => ({
    ...c,
    produtos: rows
      .filter((r) => r.idcombo === c.idcombopromocional_cabecalho)
      .map((r) => {
        const { idcombo, quantidade_combo, ...row } = r;
        void idcombo;
        return { row: row as ProductRow, quantidade: Number(quantidade_combo) };
      }),
  }));
}

/** The supplier's combos among `ids` (unknown ids are absent). */
export async function readCombos(
  db: Queryable,
  idfornecedor: string,
  ids: readonly string[],
): Promise<Map<string, ComboWithProducts>> {
  if (ids.length === 0) return new Map();
  const combos = await db.query<ComboRow>(
    `SELECT ${COMBO_COLS} FROM combos_promocionais c WHERE c.idfornecedor = $1 AND c.idcombopromocional_cabecalho = ANY($2::uuid[])`,
    [idfornecedor, ids],
  );
  return new Map((await withProducts(db, combos)).map((c) => [c.idcombopromocional_cabecalho, c]));
}

/** One combo by id, whatever its supplier; null when unknown. */
export async function readCombo(db: Queryable, id: string): Promise<ComboWithProducts | null> {
  const combos = await db.query<ComboRow>(
    `SELECT ${COMBO_COLS} FROM combos_promocionais c WHERE c.idcombopromocional_cabecalho = $1`,
    [id.toLowerCase()],
  );
  return (await withProducts(db, combos))[0] ?? null;
}

/** The supplier's active combos in their dates, general ones and (with `idcliente`) that client's. */
export async function listCombos(
  db: Queryable,
  idfornecedor: string,
  idcliente: string | null,
  now: Date,
): Promise<ComboWithProducts[]> {
  const combos = await db.query<ComboRow>(
    `SELECT ${COMBO_COLS} FROM combos_promocionais c
     WHERE c.idfornecedor = $1 AND c.ativo AND (c.inicio IS NULL OR c.inicio <= $3) AND (c.fim IS NULL OR c.fim > $3)
       AND (c.idcliente IS NULL OR c.idcliente = $2)
     ORDER BY c.idcliente IS NULL, c.ordem, c.nome, c.idcombopromocional_cabecalho`,
    [idfornecedor, idcliente, now],
  );
  return withProducts(db, combos);
}

/** Combo groups saved in a cart. */
export type StoredCombo = { idcombopromocional_cabecalho: string; quantidade: number };

export async function readCartCombos(
  db: Queryable,
  k: { idcliente: string; idfornecedor: string },
): Promise<StoredCombo[]> {
  return db.query<StoredCombo>(
    'SELECT idcombopromocional_cabecalho, quantidade FROM carrinho_combos WHERE idcliente = $1 AND idfornecedor = $2',
    [k.idcliente, k.idfornecedor],
  );
}

/** Makes the cart's combo groups exactly `groups`. */
export async function writeCartCombos(
  tx: Queryable,
  k: { idcliente: string; idfornecedor: string },
  groups: readonly StoredCombo[],
): Promise<void> {
  await tx.query('DELETE FROM carrinho_combos WHERE idcliente = $1 AND idfornecedor = $2', [
    k.idcliente,
    k.idfornecedor,
  ]);
  if (groups.length === 0) return;
  await tx.query(
    `INSERT INTO carrinho_combos (idcliente, idfornecedor, idcombopromocional_cabecalho, quantidade)
     SELECT $1, $2, t.id, t.q FROM unnest($3::uuid[], $4::int[]) AS t(id, q)`,
    [k.idcliente, k.idfornecedor, groups.map((g) => g.idcombopromocional_cabecalho), groups.map((g) => g.quantidade)],
  );
}
