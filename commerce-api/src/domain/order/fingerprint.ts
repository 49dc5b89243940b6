/**
 * "The same order": a fingerprint of the client, the supplier, the items and quantities, the
 * delivery (type, method, slot, address or store) and the payment method. A second order with the
 * fingerprint of one placed less than 60 seconds ago is refused (a double click with a fresh
 * idempotency key, a second tab); POST …/pedido/duplicidade asks the same question without writing.
 */
import { roundQuantity } from '../../../../lib/rules/quantity';
import type { Queryable } from '../../db/types';
import { canonicalHash } from './canonical';
import type { SubmitBody } from './types';

export const IDENTICAL_WINDOW_SECONDS = 60;

export function orderFingerprint(idcliente: string, idfornecedor: string, body: SubmitBody): string {
  const lower = (s: string | null | undefined) => (s ? s.trim().toLowerCase() : null);
  const itens = body.itens
    .map((i) => [i.idproduto.toLowerCase(), roundQuantity(i.quantidade), i.embalarParaPresente === true] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const lugar =
    body.tipoEntrega === 'DELIVERY'
      ? lower(body.enderecoentrega?.idendereco)
      : (lower(body.lojaRetira?.idloja) ?? lower(body.lojaRetira?.nome));
  return canonicalHash({
    idcliente,
    idfornecedor,
    itens,
    tipoEntrega: body.tipoEntrega,
    idformaentrega: lower(body.formaEntrega.idformaentrega),
    data_de_entrega: body.formaEntrega.data_de_entrega ?? null,
    lugar,
    idformapagto: lower(body.formaPagamento.idformapagto),
  });
}

/** The order with this fingerprint placed in the last 60 seconds, with its item names. */
export async function recentIdentical(
  q: Queryable,
  impressao: string,
): Promise<{ numpedido: number; itensName: string } | null> {
  const [r] = await q.query<{ numpedido: number; itens_name: string | null }>(
    `SELECT p.numpedido, (SELECT string_agg(i.nome, ', ' ORDER BY i.ordem) FROM pedido_itens i WHERE i.numpedido = p.numpedido) AS itens_name
     FROM pedidos p WHERE p.impressao = $1 AND p.criado_em > now() - make_interval(secs => $2)
     ORDER BY p.criado_em DESC LIMIT 1`,
    [impressao, IDENTICAL_WINDOW_SECONDS],
  );
  return r ? { numpedido: r.numpedido, itensName: r.itens_name ?? '' } : null;
}
