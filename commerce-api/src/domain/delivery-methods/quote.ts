/**
 * The delivery methods a cart can use at a place, priced and scheduled by lib/rules/freight.ts:
 * the supplier's methods of the type asked, those whose limits the cart and the place meet,
 * ordered by the supplier's order then freight, the first one active.
 */
import {
  DELIVERY_METHOD_MESSAGES,
  type DeliveryMethod,
  type DeliveryMethodsResponse,
} from '../../../../lib/contract/delivery-methods';
import { earliestSlotStart, windowsWithinHours, type Clearing } from '../../../../lib/rules/delivery-slots';
import {
  firstSlot,
  quoteFreight,
  roadDistanceKm,
  schedulingDays,
  unavailableReason,
  type FreightQuote,
} from '../../../../lib/rules/freight';
import { pointInPolygon } from '../../../../lib/rules/geo';
import type { Queryable } from '../../db/types';
import type { SupplierRow } from '../suppliers';
import { readDeliveryAreas, readMethods, readStores, type MethodRow, type StoreRow } from './store';

export type Point = { lat: number; lng: number };

/** What the rules need of the cart: its value (null when prices are hidden), weight and available lines. */
export type Goods = { valorPedido: number | null; pesoKg: number; linhas: number };

/** Where the goods go: a point to deliver to, or the store to pick them up at. */
export type Place = { tipo: 'DELIVERY'; ponto: Point } | { tipo: 'RETIRADA'; loja: StoreRow };

type Supplier = Pick<SupplierRow, 'idfornecedor' | 'pedido_minimo' | 'taxa_conveniencia' | 'horario_atendimento'>;

/** An answer without methods: the message to show and whether the storefront opens its modal. */
export function emptyAnswer(f: Supplier, goods: Goods, mensagem: string, openModal: boolean): DeliveryMethodsResponse {
  return {
    formasEntrega: [],
    Mensagem: mensagem,
    openModal,
    valorPedido: goods.valorPedido,
    pesoKg: goods.pesoKg,
    pedidoMinimo: f.pedido_minimo,
    taxaConveniencia: f.taxa_conveniencia,
    horarioAtendimento: f.horario_atendimento,
  };
}

const PICKUP_FREIGHT: FreightQuote = { valor: 0, valorSemDesconto: 0, regra: 'FIXO', faltaParaFreteGratis: null };

/**
 * One method for the cart at the place, or null when it cannot serve them (limits, no slot left).
 * `loja`: the store the order leaves from (the pickup store, else the nearest one): a pickup slot
 * is the part of the method's window when that store is open, and no slot starts before the
 * payment's clearing at that store (lib/rules/delivery-slots.ts).
 */
function quoteMethod(
  m: MethodRow,
  goods: Goods,
  distanciaKm: number | null,
  loja: StoreRow | null,
  clearing: Clearing,
  now: Date,
): Omit<DeliveryMethod, 'ativo'> | null {
  const pickup = m.tipo_entrega === 'RETIRADA';
  const limits = pickup
    ? { calculo: 'FIXO' as const, pedidoMinimo: m.pedido_minimo, pesoMaximoKg: m.peso_maximo_kg, raioMaximoKm: null }
    : {
        calculo: m.calculo,
        pedidoMinimo: m.pedido_minimo,
        pesoMaximoKg: m.peso_maximo_kg,
        raioMaximoKm: m.raio_maximo_km,
      };
  if (unavailableReason(limits, { valorPedido: goods.valorPedido, pesoKg: goods.pesoKg, distanciaKm })) return null;
  const horarios = loja?.horarios ?? null;
  const janelas = pickup ? windowsWithinHours(m.janelas, horarios) : m.janelas;
  const agendamento = schedulingDays(janelas, {
    now,
    prazoDias: m.prazo_dias,
    earliest: earliestSlotStart(clearing, now, horarios),
    retirada: pickup,
  });
  // A method with windows but no slot left in the period cannot be chosen.
  if (m.janelas.length > 0 && agendamento.length === 0) return null;
  const frete = pickup
    ? PICKUP_FREIGHT
    : quoteFreight(
        { calculo: m.calculo, valor: m.valor, valorPorKm: m.valor_por_km, gratisAcimaDe: m.gratis_acima_de },
        { valorPedido: goods.valorPedido, distanciaKm },
      );
  return {
    idformaentrega: m.idformaentrega,
    descricao: m.descricao,
    tipoEntrega: m.tipo_entrega,
    expressa: m.expressa,
    ...frete,
    gratisAcimaDe: pickup ? null : m.gratis_acima_de,
    distanciaKm: !pickup && m.calculo === 'POR_KM' ? distanciaKm : null,
    prazoDias: m.prazo_dias,
    agendamento,
    data_de_entrega: firstSlot(agendamento)?.data_de_entrega ?? null,
  };
}

/** The nearest of `stores` to `point` and its road distance, or null without stores. */
function nearestStore(point: Point, stores: readonly StoreRow[]): { loja: StoreRow; km: number } | null {
  let best: { loja: StoreRow; km: number } | null = null;
  for (const loja of stores) {
    const km = roadDistanceKm(loja, point);
    if (best === null || km < best.km) best = { loja, km };
  }
  return best;
}

/**
 * The answer of the delivery-method calls for `goods` at `place`, for an order paid with a method
 * that clears as `clearing` (IMEDIATA when none is asked). Delivery needs the point inside one of
 * the supplier's delivery areas ('O fornecedor não atende no endereço informado'); the distance is
 * from the nearest store. Nothing left: 'Nenhuma forma de entrega…' with openModal.
 */
export async function quoteDeliveryMethods(
  db: Queryable,
  f: Supplier,
  goods: Goods,
  place: Place,
  now: Date,
  clearing: Clearing = 'IMEDIATA',
): Promise<DeliveryMethodsResponse> {
  let distanciaKm: number | null = null;
  let loja: StoreRow | null = null;
  if (place.tipo === 'DELIVERY') {
    const areas = await readDeliveryAreas(db, f.idfornecedor);
    const p = [place.ponto.lng, place.ponto.lat] as const;
    if (!areas.some((rings) => pointInPolygon(p, rings)))
      return emptyAnswer(f, goods, DELIVERY_METHOD_MESSAGES.fornecedorNaoAtende, true);
    const nearest = nearestStore(place.ponto, await readStores(db, f.idfornecedor));
    distanciaKm = nearest?.km ?? null;
    loja = nearest?.loja ?? null;
  } else {
    loja = place.loja;
  }
  const methods = await readMethods(db, f.idfornecedor, place.tipo);
  const quoted = methods
    .map((m) => ({ ordem: m.ordem, q: quoteMethod(m, goods, distanciaKm, loja, clearing, now) }))
    .filter((x): x is { ordem: number; q: Omit<DeliveryMethod, 'ativo'> } => x.q !== null)
    .sort((a, b) => a.ordem - b.ordem || a.q.valor - b.q.valor);
  if (quoted.length === 0) return emptyAnswer(f, goods, DELIVERY_METHOD_MESSAGES.nenhumaForma, true);
  return {
    ...emptyAnswer(f, goods, '', false),
    formasEntrega: quoted.map((x, i) => ({ ...x.q, ativo: i === 0 })),
    Mensagem: null,
  };
}
