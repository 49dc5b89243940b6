/**
 * The order characteristics the supplier asks for (GET /v4/caracteristica-pedido/todas/{id}),
 * validated and named for the order.
 *
 * Interim implementation until the order-content domain (domain/order-content, being written in
 * parallel, with its `validateCharacteristics`) is merged: no supplier has characteristics yet, so
 * any characteristic sent is unknown (400).
 */
import { ORDER_MESSAGES } from '../../../../lib/contract';
import type { Queryable } from '../../db/types';
import { invalid } from '../errors';

export type OrderCharacteristicValue = { idcaracteristica: string; nome: string; valor: string };

export async function orderCharacteristics(
  _db: Queryable,
  _idfornecedor: string,
  sent: readonly { idcaracteristica: string; valor: string }[],
): Promise<OrderCharacteristicValue[]> {
  const first = sent[0];
  if (first) {
    const m = ORDER_MESSAGES.caracteristicaInvalida(first.idcaracteristica);
    throw invalid(m, { 'caracteristicas.0.idcaracteristica': m }, 'CARACTERISTICA_INVALIDA');
  }
  return [];
}
