/**
 * Client characteristics (spec 7 "Suppliers and configuration", GET /v4/caracteristica-cliente/todas):
 * the check of a customer's answers, run by the API (the authority) and by the browser before it
 * sends the registration or the account's data.
 */
import type { ClientCharacteristic } from '../contract/identity';

/**
 * The refusals (the spec has no wording; these follow the order characteristics'). Here, not in
 * lib/contract, so the registration and account forms check without loading zod.
 */
export const CLIENT_CHARACTERISTIC_MESSAGES = {
  obrigatoria: (nome: string) => `Preencha: ${nome}`,
  invalida: (nome: string) => `Valor inválido para: ${nome}`,
  desconhecida: 'Característica do cliente desconhecida.',
} as const;
const M = CLIENT_CHARACTERISTIC_MESSAGES;

export type ClientCharacteristicValue = { idcaracteristica: string; nome: string; valor: string };

export type ClientCharacteristicsCheck =
  | { ok: true; caracteristicas: ClientCharacteristicValue[] }
  | { ok: false; codigo: string; mensagem: string; campos: Record<string, string> };

/** A whole number written by a person: digits, maybe with thousands dots ('1.200'). */
const WHOLE_NUMBER = /^\d{1,3}(\.\d{3})*$|^\d+$/;

/**
 * Checks the answers against the supplier's characteristics (no I/O). Every required one must be
 * answered ('Preencha: {nome}'); a number must be a whole number, an option or yes/no answer one
 * of `opcoes`, and none answered twice ('Valor inválido para: {nome}'); an id the supplier does
 * not have is refused. Blank answers count as none. `campos` is keyed by idcaracteristica (every
 * problem at once, so the form marks each field); `mensagem` is the first. On success: the
 * answers trimmed (numbers without their dots), in the supplier's order, with their names.
 */
export function checkClientCharacteristics(
  defs: readonly ClientCharacteristic[],
  answers: readonly { idcaracteristica: string; valor: string }[],
): ClientCharacteristicsCheck {
  const byId = new Map(defs.map((d) => [d.idcaracteristica.toLowerCase(), d]));
  const given = new Map<string, string>();
  const campos: Record<string, string> = {};
  let first: { codigo: string; mensagem: string } | null = null;
  const fail = (id: string, mensagem: string, codigo: string) => {
    if (!(id in campos)) campos[id] = mensagem;
    first ??= { codigo, mensagem };
  };
  for (const a of answers) {
    const id = a.idcaracteristica.toLowerCase();
    const def = byId.get(id);
    if (!def) fail(id, M.desconhecida, 'CARACTERISTICA_DESCONHECIDA');
    else if (given.has(id)) fail(id, M.invalida(def.nome), 'CARACTERISTICA_INVALIDA');
    else given.set(id, a.valor.trim());
  }
  const caracteristicas: ClientCharacteristicValue[] = [];
  for (const d of defs) {
    const id = d.idcaracteristica.toLowerCase();
    if (id in campos) continue;
    let valor = given.get(id) ?? '';
    if (valor === '') {
      if (d.obrigatoria) fail(id, M.obrigatoria(d.nome), 'CARACTERISTICA_OBRIGATORIA');
      continue;
    }
    if (d.tipo === 'NUMERO') {
      if (!WHOLE_NUMBER.test(valor) || valor.replace(/\./g, '').length > 9) {
        fail(id, M.invalida(d.nome), 'CARACTERISTICA_INVALIDA');
        continue;
      }
      valor = String(Number(valor.replace(/\./g, '')));
    } else if (d.tipo !== 'TEXTO' && !d.opcoes.includes(valor)) {
      fail(id, M.invalida(d.nome), 'CARACTERISTICA_INVALIDA');
      continue;
    }
    caracteristicas.push({ idcaracteristica: d.idcaracteristica, nome: d.nome, valor });
  }
  if (first) {
    const { codigo, mensagem } = first;
    return { ok: false, codigo, mensagem, campos };
  }
  return { ok: true, caracteristicas };
}
