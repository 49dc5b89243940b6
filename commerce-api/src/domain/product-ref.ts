import type { Queryable } from '../db/types';
import { productNotFound } from './errors';

/** How a call names a product: by id or, failing that, by its extra-registration id. */
export type ProductRef = { idproduto?: string | null; idcadastroextraproduto?: string | null };

export type ProductRefRow = { idproduto: string; idcadastroextraproduto: string | null; tags: string[] };

/** The supplier's product named by `ref` (idproduto wins); 404 'Produto não encontrado'. */
export async function findProductByRef(db: Queryable, idfornecedor: string, ref: ProductRef): Promise<ProductRefRow> {
  const rows = await db.query<ProductRefRow>(
    `SELECT idproduto, idcadastroextraproduto, tags FROM produtos
     WHERE idfornecedor = $1 AND (($2::uuid IS NOT NULL AND idproduto = $2::uuid) OR ($2::uuid IS NULL AND idcadastroextraproduto = $3::uuid))`,
    [idfornecedor, ref.idproduto ?? null, ref.idcadastroextraproduto ?? null],
  );
  if (!rows[0]) throw productNotFound();
  return rows[0];
}
