import type { Queryable } from '../db/types';
import type { AuthContext } from './caller';
import { approvedByDefault } from './identity/users';
import type { PriceViewer, SupplierRow } from './suppliers';

/**
 * Who prices are computed for: a visitor, or the customer acted for (a representative's client;
 * a linked user's principal, whose registration the linked users share) with their approval on
 * this supplier. A supplier without a registration row for the customer uses its default.
 */
export async function priceViewer(
  db: Queryable,
  f: Pick<SupplierRow, 'idfornecedor' | 'tags'>,
  auth: AuthContext,
): Promise<PriceViewer> {
  if (!auth.cliente) return 'visitante';
  const idcliente = auth.usuarioVinculado?.idprincipal ?? auth.cliente.idcliente;
  const [row] = await db.query<{ cadastro_aprovado: boolean }>(
    'SELECT cadastro_aprovado FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2',
    [idcliente, f.idfornecedor],
  );
  const approved = row ? row.cadastro_aprovado : approvedByDefault(f.tags);
  return approved ? 'aprovado' : 'pendente';
}
