/** Where a cart goes: the client's saved address, a CEP or a point, or a pickup store. */
import { ADDRESS_MESSAGES } from '../../../../lib/contract';
import { DELIVERY_METHOD_MESSAGES } from '../../../../lib/contract/delivery-methods';
import type { Queryable } from '../../db/types';
import { lookupCep, ownAddressPoint } from '../addresses';
import { invalid, notFound } from '../errors';
import type { Place, Point } from './quote';
import { defaultAddressId, readStores } from './store';

/** A place, or the message of an answer without methods (openModal: the storefront asks for one). */
export type PlaceOrMessage = { place: Place } | { mensagem: string };

export const storeNotFound = () => notFound('Loja não encontrada', 'LOJA_NAO_ENCONTRADA');

/** The pickup store: `idloja` (one of the supplier's; 404 otherwise), else the supplier's default store. */
export async function pickupPlace(db: Queryable, idfornecedor: string, idloja?: string): Promise<PlaceOrMessage> {
  const stores = await readStores(db, idfornecedor);
  const loja = idloja ? stores.find((s) => s.idloja === idloja.toLowerCase()) : stores[0];
  if (idloja && !loja) throw storeNotFound();
  return loja ? { place: { tipo: 'RETIRADA', loja } } : { mensagem: DELIVERY_METHOD_MESSAGES.nenhumaForma };
}

/**
 * The point of a client's saved address: `idendereco` (404 when not the client's), else the
 * client's primary address. None saved, or one without coordinates that the CEP table does not
 * know: a message instead.
 */
export async function clientAddressPlace(
  db: Queryable,
  idcliente: string,
  idendereco?: string,
): Promise<PlaceOrMessage> {
  const id = idendereco ?? (await defaultAddressId(db, idcliente));
  if (!id) return { mensagem: DELIVERY_METHOD_MESSAGES.cepObrigatorio };
  const ponto = await ownAddressPoint(db, idcliente, id);
  return ponto ? { place: { tipo: 'DELIVERY', ponto } } : { mensagem: ADDRESS_MESSAGES.enderecoSemCoordenadas };
}

/** The point of a CEP; lat and lng (both) win when given. Unknown CEP: 404 'CEP não encontrado'. */
export async function cepPlace(
  db: Queryable,
  cep: string,
  coords: { lat?: number; lng?: number },
): Promise<PlaceOrMessage> {
  if ((coords.lat === undefined) !== (coords.lng === undefined)) {
    const m = 'Informe latitude e longitude juntas';
    throw invalid(m, { [coords.lat === undefined ? 'lat' : 'lng']: m });
  }
  const ponto: Point =
    coords.lat !== undefined && coords.lng !== undefined
      ? { lat: coords.lat, lng: coords.lng }
      : await lookupCep(db, cep).then((c) => ({ lat: c.lat, lng: c.lng }));
  return { place: { tipo: 'DELIVERY', ponto } };
}
