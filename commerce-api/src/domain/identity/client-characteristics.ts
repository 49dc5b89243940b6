/**
 * Client characteristics (spec 7 "Suppliers and configuration", migration 0046): what a supplier
 * asks of its customers, and their answers, checked by lib/rules/client-characteristics.ts.
 */
import type { ClientCharacteristic, ClientCharacteristicAnswer } from '../../../../lib/contract/identity';
import {
  checkClientCharacteristics,
  type ClientCharacteristicValue,
} from '../../../../lib/rules/client-characteristics';
import type { Queryable } from '../../db/types';
import { invalid } from '../errors';

/** The supplier's client characteristics, in its order. */
export function listClientCharacteristics(db: Queryable, idfornecedor: string): Promise<ClientCharacteristic[]> {
  return db.query<ClientCharacteristic>(
    `SELECT idcaracteristica, nome, tipo, obrigatoria, opcoes, ajuda FROM caracteristicas_cliente
     WHERE idfornecedor = $1 ORDER BY ordem, nome, idcaracteristica`,
    [idfornecedor],
  );
}

/**
 * The answers checked against the supplier's characteristics; a refusal is a 400 with the first
 * problem as the message and every field's in `campos` (keyed by idcaracteristica).
 */
export async function checkedClientCharacteristics(
  db: Queryable,
  idfornecedor: string,
  answers: readonly ClientCharacteristicAnswer[],
): Promise<ClientCharacteristicValue[]> {
  const r = checkClientCharacteristics(await listClientCharacteristics(db, idfornecedor), answers);
  if (!r.ok) throw invalid(r.mensagem, r.campos, r.codigo);
  return r.caracteristicas;
}

/**
 * Replaces the client's answers to this supplier's characteristics (those left blank are removed;
 * answers to other suppliers' characteristics stay).
 */
export async function saveClientCharacteristics(
  db: Queryable,
  idcliente: string,
  idfornecedor: string,
  values: readonly ClientCharacteristicValue[],
): Promise<void> {
  await db.query(
    `DELETE FROM clientes_caracteristicas cc USING caracteristicas_cliente c
     WHERE cc.idcaracteristica = c.idcaracteristica AND cc.idcliente = $1 AND c.idfornecedor = $2`,
    [idcliente, idfornecedor],
  );
  for (const v of values) {
    await db.query('INSERT INTO clientes_caracteristicas (idcliente, idcaracteristica, valor) VALUES ($1, $2, $3)', [
      idcliente,
      v.idcaracteristica,
      v.valor,
    ]);
  }
}

/** The client's answers to this supplier's characteristics, in the supplier's order. */
export function clientCharacteristicValues(
  db: Queryable,
  idcliente: string,
  idfornecedor: string,
): Promise<ClientCharacteristicValue[]> {
  return db.query<ClientCharacteristicValue>(
    `SELECT c.idcaracteristica, c.nome, cc.valor FROM clientes_caracteristicas cc
     JOIN caracteristicas_cliente c ON c.idcaracteristica = cc.idcaracteristica
     WHERE cc.idcliente = $1 AND c.idfornecedor = $2 ORDER BY c.ordem, c.nome, c.idcaracteristica`,
    [idcliente, idfornecedor],
  );
}
