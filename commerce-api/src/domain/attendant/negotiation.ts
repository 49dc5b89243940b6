/** What an attendant does on a client's cart: look at it, price its lines, list open carts. */
import { ATTENDANT_MESSAGES } from '../../../../lib/contract/attendant';
import type { Db, Queryable } from '../../db/types';
import type { CartContext } from '../cart/access';
import { loadCart } from '../cart/read';
import { lockCart, writeAttendantPrices } from '../cart/store';
import type { CartState } from '../cart/view';
import { notFound } from '../errors';
import type { SupplierRow } from '../suppliers';
import type { AttendantSession } from './sessions';

/** The client's cart seen with the client's prices (its approval, no payment method chosen). */
export function clientCartContext(f: SupplierRow, idcliente: string): CartContext {
  const id = idcliente.toLowerCase();
  return {
    f,
    auth: { token: null, idclienteInformado: null, cliente: { idcliente: id, token: '' } },
    key: { idcliente: id, idfornecedor: f.idfornecedor },
  };
}

export async function setAttendantPrices(
  db: Db,
  attendant: AttendantSession,
  ctx: CartContext,
  prices: readonly { idproduto: string; precoatendente: number | null }[],
): Promise<CartState> {
  await db.transaction(async (tx) => {
    await lockCart(tx, ctx.key);
    const missing = await writeAttendantPrices(tx, ctx.key, attendant.idatendente, prices);
    // Throwing rolls back: no price is set and no empty cart is left behind.
    if (missing.length > 0) throw notFound(ATTENDANT_MESSAGES.foraDoCarrinho, 'PRODUTO_FORA_DO_CARRINHO');
  });
  return loadCart(db, ctx.key);
}

export async function listOpenCarts(db: Queryable, idfornecedor: string) {
  const rows = await db.query<{
    idcliente: string;
    nome: string;
    itens: number;
    bloqueio_atendimento: boolean;
    atualizado_em: Date;
  }>(
    `SELECT c.idcliente, cl.nome, count(i.idproduto)::int AS itens, bool_or(i.preco_atendente IS NOT NULL) AS bloqueio_atendimento, c.atualizado_em
     FROM carrinhos c JOIN clientes cl USING (idcliente) JOIN carrinho_itens i USING (idcliente, idfornecedor)
     WHERE c.idfornecedor = $1
     GROUP BY c.idcliente, cl.nome, c.atualizado_em
     ORDER BY c.atualizado_em DESC LIMIT 100`,
    [idfornecedor],
  );
  return { carrinhos: rows.map((r) => ({ ...r, atualizado_em: new Date(r.atualizado_em).toISOString() })) };
}

/**
 * The client must be the attendant's supplier's: registered there or with a cart there. Another
 * supplier's customer (or no account) is 404, as for a client the attendant does not serve
 * (decision 0037), not an empty cart of this supplier.
 */
export async function requireClientOf(
  db: Queryable,
  f: Pick<SupplierRow, 'idfornecedor'>,
  idcliente: string,
): Promise<void> {
  const [row] = await db.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2)
         OR EXISTS (SELECT 1 FROM carrinhos WHERE idcliente = $1 AND idfornecedor = $2) AS ok`,
    [idcliente.toLowerCase(), f.idfornecedor],
  );
  if (!row?.ok) throw notFound('Cliente não encontrado', 'CLIENTE_NAO_ENCONTRADO');
}
