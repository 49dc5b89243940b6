/** Order characteristics: what a supplier asks with every order, and the check of the answers. */
import { type OrderCharacteristic } from '../../../../lib/contract/order-content';
import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import type { Queryable } from '../../db/types';
import { DomainError, invalid } from '../errors';

/** The supplier's characteristics, in its order. */
export function listCharacteristics(db: Queryable, idfornecedor: string): Promise<OrderCharacteristic[]> {
  return db.query<OrderCharacteristic>(
    `SELECT idcaracteristica, nome, tipo, obrigatoria, opcoes, ajuda FROM caracteristicas_pedido
     WHERE idfornecedor = $1 ORDER BY ordem, nome, idcaracteristica`,
    [idfornecedor],
  );
}

export const UNKNOWN_CHARACTERISTIC = 'Característica do pedido desconhecida.';

/** An answer as the order keeps it. */
export type CharacteristicAnswer = { idcaracteristica: string; nome: string; valor: string };

export type CharacteristicsCheck =
  { ok: true; caracteristicas: CharacteristicAnswer[] } | { ok: false; error: DomainError };

/**
 * Checks an order's answers against the supplier's characteristics (no I/O). Every required one
 * must be answered ('Preencha: {nome}'); an option or yes/no answer must be one of `opcoes`, and
 * no characteristic may be answered twice ('Valor inválido para: {nome}'); an id the supplier does
 * not have is refused. Blank answers count as none. On success: the answers trimmed, in the
 * supplier's order, with their names. `campos` is keyed by idcaracteristica.
 */
export function validateCharacteristics(
  defs: readonly OrderCharacteristic[],
  input: readonly { idcaracteristica: string; valor: string }[],
): CharacteristicsCheck {
  const fail = (mensagem: string, campo: string, codigo: string): CharacteristicsCheck => ({
    ok: false,
    error: invalid(mensagem, { [campo]: mensagem }, codigo),
  });
  const byId = new Map(defs.map((d) => [d.idcaracteristica.toLowerCase(), d]));
  const given = new Map<string, string>();
  for (const a of input) {
    const id = a.idcaracteristica.toLowerCase();
    const def = byId.get(id);
    if (!def) return fail(UNKNOWN_CHARACTERISTIC, id, 'CARACTERISTICA_DESCONHECIDA');
    if (given.has(id)) return fail(ORDER_MESSAGES.caracteristicaInvalida(def.nome), id, 'CARACTERISTICA_INVALIDA');
    given.set(id, a.valor.trim());
  }
  const caracteristicas: CharacteristicAnswer[] = [];
  for (const d of defs) {
    const id = d.idcaracteristica.toLowerCase();
    const valor = given.get(id) ?? '';
    if (valor === '') {
      if (d.obrigatoria)
        return fail(ORDER_MESSAGES.caracteristicaObrigatoria(d.nome), id, 'CARACTERISTICA_OBRIGATORIA');
      continue;
    }
    if (d.tipo !== 'TEXTO' && !d.opcoes.includes(valor))
      return fail(ORDER_MESSAGES.caracteristicaInvalida(d.nome), id, 'CARACTERISTICA_INVALIDA');
    caracteristicas.push({ idcaracteristica: d.idcaracteristica, nome: d.nome, valor });
  }
  return { ok: true, caracteristicas };
}
