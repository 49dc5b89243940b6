/**
 * The cart page's freight estimate (spec 5 "Freight for delivery needs a cep; pickup does
 * not. Freight by cep runs only when the cart is not empty", 9 "freight debounce 500 ms, its call
 * delayed 2000 ms"). Pure and client-safe (no zod): the estimator island decides with it when to
 * call `<base>/api/frete`, and narrows the answer with `readFreightAnswer`.
 */
import type { DeliveryType } from '../contract/common';
import { isValidCep, normalizeCep } from '../rules/cep';

/** A CEP being typed is looked up this long after the last keystroke. */
export const FREIGHT_DEBOUNCE_MS = 500;
/** After the cart changes the estimate waits this long (the cart's own save is debounced by 1000 ms). */
export const FREIGHT_CALL_DELAY_MS = 2000;

/** The CEP sent for pickup: the API prices pickup at the supplier's store and ignores it. */
export const PICKUP_CEP = '00000000';

export type FreightLine = { idproduto: string; quantidade: number };
export type FreightRequest = { cep: string; tipoEntrega: DeliveryType; produtos: FreightLine[] };

/** What to ask, or why not: an empty cart, or a delivery without a complete CEP. */
export function freightRequest(input: {
  tipoEntrega: DeliveryType;
  cep: string;
  linhas: readonly FreightLine[];
}): { ok: true; request: FreightRequest } | { ok: false; motivo: 'carrinhoVazio' | 'cepObrigatorio' } {
  const produtos = input.linhas
    .filter((l) => l.quantidade > 0)
    .map((l) => ({ idproduto: l.idproduto, quantidade: l.quantidade }));
  if (produtos.length === 0) return { ok: false, motivo: 'carrinhoVazio' };
  if (input.tipoEntrega === 'RETIRADA')
    return { ok: true, request: { cep: PICKUP_CEP, tipoEntrega: 'RETIRADA', produtos } };
  if (!isValidCep(input.cep)) return { ok: false, motivo: 'cepObrigatorio' };
  return { ok: true, request: { cep: normalizeCep(input.cep), tipoEntrega: 'DELIVERY', produtos } };
}

/** One estimated method as the island shows it. */
export type FreightOption = {
  idformaentrega: string;
  descricao: string;
  valor: number;
  prazoDias: number;
  agendado: boolean;
  /** An express method's first slot label (it is shown by it, not as 'Com agendamento'); else null. */
  primeiroHorario: string | null;
  faltaParaFreteGratis: number | null;
};
/** Answer of POST <base>/api/frete. */
export type FreightAnswer =
  { ok: true; formas: FreightOption[]; mensagem: string | null } | { ok: false; mensagem: string };

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The route handler's JSON as a FreightAnswer, or null when it is not one (no zod in the browser). */
export function readFreightAnswer(body: unknown): FreightAnswer | null {
  if (!isObj(body)) return null;
  if (body.ok === false) return typeof body.mensagem === 'string' ? { ok: false, mensagem: body.mensagem } : null;
  if (body.ok !== true || !Array.isArray(body.formas)) return null;
  const formas: FreightOption[] = [];
  for (const f of body.formas) {
    if (
      !isObj(f) ||
      typeof f.idformaentrega !== 'string' ||
      typeof f.descricao !== 'string' ||
      !isNum(f.valor) ||
      !isNum(f.prazoDias)
    )
      return null;
    formas.push({
      idformaentrega: f.idformaentrega,
      descricao: f.descricao,
      valor: f.valor,
      prazoDias: f.prazoDias,
      agendado: f.agendado === true,
      primeiroHorario: typeof f.primeiroHorario === 'string' ? f.primeiroHorario : null,
      faltaParaFreteGratis: isNum(f.faltaParaFreteGratis) ? f.faltaParaFreteGratis : null,
    });
  }
  return { ok: true, formas, mensagem: typeof body.mensagem === 'string' ? body.mensagem : null };
}

/** Where a person who does not know the CEP can look it up (the product page links it in a new tab). */
export const CORREIOS_CEP_SEARCH = 'https://buscacepinternet.correios.com.br/';

/**
 * The product page's quantity for its estimate (decision 0048): `?quantidade=` when it is an amount
 * the freight call accepts (positive, at most 100000; a decimal comma is read), else one unit.
 */
export function freightQuantity(raw: string | string[] | undefined): number {
  const v = Array.isArray(raw) ? raw[0] : raw;
  const n = v === undefined || v.trim() === '' ? Number.NaN : Number(v.trim().replace(',', '.'));
  return Number.isFinite(n) && n > 0 && n <= 100000 ? n : 1;
}
