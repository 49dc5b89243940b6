/**
 * The delivery method of an order, priced for this cart at this place with the very computation of
 * the delivery-method calls (domain/delivery-methods: GET …/formas-entrega), so the freight and the
 * slots are the numbers the checkout showed. The method must be one offered here for the delivery
 * type (400 formaEntregaInvalida), and a scheduled method's `data_de_entrega` one of its open slots
 * (409 horarioIndisponivel; the first slot when none is sent). A point outside the supplier's
 * delivery areas: 400 'O fornecedor não atende no endereço informado'.
 */
import { DELIVERY_METHOD_MESSAGES } from '../../../../lib/contract/delivery-methods';
import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import { clearingOf } from '../../../../lib/rules/delivery-slots';
import { findSlot } from '../../../../lib/rules/freight';
import type { Queryable } from '../../db/types';
import type { pricedCart } from '../cart/pricing';
import { chosenMethod, quoteDeliveryMethods, type Place } from '../delivery-methods';
import { goodsOf } from '../delivery-methods/goods';
import { storeNotFound } from '../delivery-methods/place';
import { readStores } from '../delivery-methods/store';
import { conflict, DomainError, invalid } from '../errors';
import type { SupplierRow } from '../suppliers';
import type { OrderPlace } from './place';

export type DeliveryRequest = {
  f: SupplierRow;
  priced: Awaited<ReturnType<typeof pricedCart>>;
  place: OrderPlace;
  idformaentrega: string;
  data_de_entrega: string | null;
  /** Type of the order's payment method: the first slot starts after it clears. */
  tipoPagamento: string;
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

const deliveryTerm = (dias: number) => (dias > 0 ? `Em até ${dias} ${dias > 1 ? 'dias úteis' : 'dia útil'}` : null);

export async function resolveDelivery(tx: Queryable, r: DeliveryRequest): Promise<ResolvedDelivery> {
  const goods = await goodsOf(tx, r.f.idfornecedor, r.priced);
  let where: Place;
  if (r.place.tipoEntrega === 'DELIVERY') where = { tipo: 'DELIVERY', ponto: r.place.endereco.coords };
  else {
    const id = r.place.loja.idloja;
    const loja = (await readStores(tx, r.f.idfornecedor)).find((s) => s.idloja === id);
    if (!loja) throw storeNotFound();
    where = { tipo: 'RETIRADA', loja };
  }
  const clearing = clearingOf(r.tipoPagamento);
  const answer = await quoteDeliveryMethods(tx, r.f, goods, where, r.now, clearing);
  if (answer.Mensagem === DELIVERY_METHOD_MESSAGES.fornecedorNaoAtende) {
    throw invalid(answer.Mensagem, { 'enderecoentrega.idendereco': answer.Mensagem }, 'FORNECEDOR_NAO_ATENDE');
  }
  const choice = { idformaentrega: r.idformaentrega, data_de_entrega: r.data_de_entrega };
  let chosen: ReturnType<typeof chosenMethod>;
  try {
    chosen = chosenMethod(answer, choice);
  } catch (e) {
    // A slot the method offers, but before this payment clears: say why, and from when.
    if (clearing === 'IMEDIATA' || !(e instanceof DomainError) || e.codigo !== 'HORARIO_INDISPONIVEL') throw e;
    const anyPayment = await quoteDeliveryMethods(tx, r.f, goods, where, r.now);
    const offered = anyPayment.formasEntrega.find((m) => m.idformaentrega === r.idformaentrega.toLowerCase());
    if (!offered || !r.data_de_entrega || !findSlot(offered.agendamento, r.data_de_entrega)) throw e;
    const first = answer.formasEntrega.find((m) => m.idformaentrega === offered.idformaentrega);
    const m = ORDER_MESSAGES.horarioAntesDoPagamento(clearing, first?.agendamento[0]?.janelas[0]?.rotulo ?? null);
    throw conflict(m, 'HORARIO_ANTES_DO_PAGAMENTO', { 'formaEntrega.data_de_entrega': m });
  }
  const { forma, janela } = chosen;
  return {
    idformaentrega: forma.idformaentrega,
    descricao: forma.descricao,
    valor: forma.valor,
    data_de_entrega: janela?.data_de_entrega ?? null,
    rotulo: janela?.rotulo ?? deliveryTerm(forma.prazoDias),
  };
}
