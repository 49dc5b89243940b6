/**
 * The delivery method of an order, priced for this cart at this place with the very computation of
 * the delivery-method calls (domain/delivery-methods: GET …/formas-entrega), so the freight and the
 * slots are the numbers the checkout showed. The method must be one offered here for the delivery
 * type (400 formaEntregaInvalida), and a scheduled method's `data_de_entrega` one of its open slots
 * (409 horarioIndisponivel; the first slot when none is sent). A point outside the supplier's
 * delivery areas: 400 'O fornecedor não atende no endereço informado'.
 */
import { DELIVERY_METHOD_MESSAGES } from '../../../../lib/contract/delivery-methods';
import type { Queryable } from '../../db/types';
import type { pricedCart } from '../cart/pricing';
import { chosenMethod, quoteDeliveryMethods, type Place } from '../delivery-methods';
import { goodsOf } from '../delivery-methods/goods';
import { invalid } from '../errors';
import type { SupplierRow } from '../suppliers';
import type { OrderPlace } from './place';

export type DeliveryRequest = {
  f: SupplierRow;
  priced: Awaited<ReturnType<typeof pricedCart>>;
  place: OrderPlace;
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

const deliveryTerm = (dias: number) => (dias > 0 ? `Em até ${dias} ${dias > 1 ? 'dias úteis' : 'dia útil'}` : null);

export async function resolveDelivery(tx: Queryable, r: DeliveryRequest): Promise<ResolvedDelivery> {
  const goods = await goodsOf(tx, r.f.idfornecedor, r.priced);
  const where: Place =
    r.place.tipoEntrega === 'DELIVERY'
      ? { tipo: 'DELIVERY', ponto: r.place.endereco.coords }
      : {
          tipo: 'RETIRADA',
          loja: {
            idloja: r.place.loja.idloja,
            nome: r.place.loja.nome,
            lat: r.place.loja.coordenadas_loja.latitude,
            lng: r.place.loja.coordenadas_loja.longitude,
            padrao: false,
          },
        };
  const answer = await quoteDeliveryMethods(tx, r.f, goods, where, r.now);
  if (answer.Mensagem === DELIVERY_METHOD_MESSAGES.fornecedorNaoAtende) {
    throw invalid(answer.Mensagem, { 'enderecoentrega.idendereco': answer.Mensagem }, 'FORNECEDOR_NAO_ATENDE');
  }
  const { forma, janela } = chosenMethod(answer, {
    idformaentrega: r.idformaentrega,
    data_de_entrega: r.data_de_entrega,
  });
  return {
    idformaentrega: forma.idformaentrega,
    descricao: forma.descricao,
    valor: forma.valor,
    data_de_entrega: janela?.data_de_entrega ?? null,
    rotulo: janela?.rotulo ?? deliveryTerm(forma.prazoDias),
  };
}
