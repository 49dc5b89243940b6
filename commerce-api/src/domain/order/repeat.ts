/**
 * POST /v4/app/pedido/{numpedido}/repetir (spec 8 "Repeat order"): the order's lines are
 * saved into the cart of the client the session acts for, in the cart's repeat-order mode
 * (decision 0019: added to what is there, through the quantity rule; products no longer sold are
 * skipped and named in the cart's `mensagem`). Nothing loaded at all: 409 'Não foi possível
 * carregar os produtos do pedido' and the cart is unchanged.
 */
import { type RepeatOrderResponse } from '../../../../lib/contract/order-life';
import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import type { Db } from '../../db/types';
import type { AuthContext } from '../caller';
import { cartContext, cartView, saveCart } from '../cart';
import { conflict } from '../errors';
import { requireCliente } from '../identity/guards';
import { buyerMayRead, orderNotFound, readOrderHead } from './status';

export async function repeatOrder(
  db: Db,
  auth: AuthContext,
  numpedido: number,
  q: { idformapagamento?: string },
): Promise<RepeatOrderResponse> {
  const a = requireCliente(auth);
  const o = await readOrderHead(db, numpedido);
  if (!o || !buyerMayRead(a, o)) throw orderNotFound();
  const lines = await db.query<{ idproduto: string; nome: string; quantidade: string; embalar_para_presente: boolean }>(
    'SELECT idproduto, nome, quantidade::text AS quantidade, embalar_para_presente FROM pedido_itens WHERE numpedido = $1 ORDER BY ordem',
    [numpedido],
  );
  const ctx = await cartContext(db, a, a.cliente.idcliente, o.idfornecedor);
  const { state, mensagens, ignorados } = await saveCart(db, ctx, {
    itens: lines.map((l) => ({
      idproduto: l.idproduto,
      quantidade: Number(l.quantidade),
      embalarParaPresente: l.embalar_para_presente,
      nome: l.nome,
    })),
    codigoCupom: undefined,
    modoRepeticaoPedido: true,
  });
  if (lines.length === 0 || ignorados.length >= lines.length)
    throw conflict(ORDER_MESSAGES.repeticaoFalha, 'REPETICAO_FALHOU');
  const carrinho = await cartView(db, ctx, state, {
    canalVenda: 'WEB',
    idformapagamento: q.idformapagamento,
    mensagens,
  });
  return { mensagem: ORDER_MESSAGES.repeticaoSucesso, carrinho };
}
