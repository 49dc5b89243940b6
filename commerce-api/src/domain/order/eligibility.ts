/** May this client submit at this supplier: registration approved (per the supplier's tags) and terms accepted. */
import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import type { Queryable } from '../../db/types';
import { forbidden } from '../errors';
import { approvedByDefault, termsStatus } from '../identity/users';
import type { SupplierRow } from '../suppliers';

/** The account whose registration and credit count: a linked user's principal, else the client acted for. */
export const accountOf = (auth: {
  cliente: { idcliente: string };
  usuarioVinculado?: { idprincipal: string } | null;
}) => auth.usuarioVinculado?.idprincipal ?? auth.cliente.idcliente;

export async function assertMaySubmit(
  db: Queryable,
  f: Pick<SupplierRow, 'idfornecedor' | 'tags'>,
  idconta: string,
  idcliente: string,
): Promise<void> {
  const [cf] = await db.query<{ cadastro_aprovado: boolean }>(
    'SELECT cadastro_aprovado FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2',
    [idconta, f.idfornecedor],
  );
  const approved = cf ? cf.cadastro_aprovado : approvedByDefault(f.tags);
  if (!approved) {
    if (f.tags.includes('block-not-approved-user'))
      throw forbidden(ORDER_MESSAGES.cadastroBloqueado, 'CADASTRO_BLOQUEADO');
    if (f.tags.includes('restrict-not-approved-user-submission'))
      throw forbidden(ORDER_MESSAGES.cadastroRestrito, 'CADASTRO_RESTRITO');
  }
  if (!(await termsStatus(db, idcliente, f.idfornecedor)).aceito)
    throw forbidden(ORDER_MESSAGES.termosNaoAceitos, 'TERMOS_NAO_ACEITOS');
}
