/**
 * The delivery method of an order, priced for this cart at this place: what the checkout showed
 * (GET …/formas-entrega). The method must be one the supplier offers here for the delivery type,
 * and a scheduled method's `data_de_entrega` one of its open slots.
 *
 * Interim implementation until the delivery-methods domain (domain/delivery-methods, being written
 * in parallel) is merged: the method is read from `formas_entrega` with its fixed `valor` (free from
 * `gratis_acima_de`), and any well-formed slot is accepted. The order code depends only on
 * `resolveDelivery`, so switching to the real computation changes nothing else.
 */
import { ORDER_MESSAGES, type DeliveryType } from '../../../../lib/contract';
import type { Queryable } from '../../db/types';
import { invalid } from '../errors';
import type { OrderPlace } from './place';

export type DeliveryRequest = {
  idfornecedor: string;
  tipoEntrega: DeliveryType;
  place: OrderPlace;
  /** Value of the cart's available lines (after payment variance, before coupon); null when hidden. */
  valorPedido: number | null;
  itens: readonly { idproduto: string; quantidade: number }[];
  idformaentrega: string;
  data_de_entrega: string | null;
  now: Date;
};

export type ResolvedDelivery = {
  idformaentrega: string;
  descricao: string;
  /** Freight charged, centavos. */
  valor: number;
  data_de_entrega: string | null;
  /** pt-BR label of the slot (or of the delivery term), null when none. */
  rotulo: string | null;
};

export const invalidMethod = () =>
  invalid(ORDER_MESSAGES.formaEntregaInvalida, { 'formaEntrega.idformaentrega': ORDER_MESSAGES.formaEntregaInvalida }, 'FORMA_ENTREGA_INVALIDA');
export const slotUnavailable = () =>
  invalid(ORDER_MESSAGES.horarioIndisponivel, { 'formaEntrega.data_de_entrega': ORDER_MESSAGES.horarioIndisponivel }, 'HORARIO_INDISPONIVEL');

const slotLabel = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

type MethodRow = { idformaentrega: string; descricao: string; valor: number; gratis_acima_de: number | null; prazo_dias: number; agendamento: unknown[] };

export async function resolveDelivery(tx: Queryable, r: DeliveryRequest): Promise<ResolvedDelivery> {
  const [m] = await tx.query<MethodRow>(
    `SELECT idformaentrega, descricao, valor, gratis_acima_de, prazo_dias, agendamento FROM formas_entrega
     WHERE idfornecedor = $1 AND idformaentrega = $2 AND tipo_entrega = $3`,
    [r.idfornecedor, r.idformaentrega.toLowerCase(), r.tipoEntrega],
  );
  if (!m) throw invalidMethod();
  let data: string | null = r.data_de_entrega;
  let rotulo: string | null = null;
  if (data) {
    const when = new Date(data);
    if (Number.isNaN(when.getTime()) || when.getTime() < r.now.getTime() - 24 * 3600_000) throw slotUnavailable();
    rotulo = slotLabel.format(when);
  } else {
    data = null;
    rotulo = m.prazo_dias > 0 ? `Em até ${m.prazo_dias} ${m.prazo_dias > 1 ? 'dias úteis' : 'dia útil'}` : null;
  }
  const free = m.gratis_acima_de !== null && r.valorPedido !== null && r.valorPedido >= m.gratis_acima_de;
  return { idformaentrega: m.idformaentrega, descricao: m.descricao, valor: free ? 0 : m.valor, data_de_entrega: data, rotulo };
}
