/**
 * The order characteristics the supplier asks for (GET /v4/caracteristica-pedido/todas/{id}),
 * checked and named for the order by domain/order-content (required ones answered, options among
 * `opcoes`, no unknown ids): 400 with 'Preencha: {nome}' / 'Valor inválido para: {nome}'.
 */
import type { Queryable } from '../../db/types';
import { listCharacteristics, validateCharacteristics, type CharacteristicAnswer } from '../order-content';

export async function orderCharacteristics(
  db: Queryable,
  idfornecedor: string,
  sent: readonly { idcaracteristica: string; valor: string }[],
): Promise<CharacteristicAnswer[]> {
  const r = validateCharacteristics(await listCharacteristics(db, idfornecedor), sent);
  if (!r.ok) throw r.error;
  return r.caracteristicas;
}
