/** Where an order goes: a saved address of the client the supplier delivers to, or one of its pickup stores. */
import {
  ADDRESS_MESSAGES,
  DEFAULT_STORE_NAME,
  ORDER_MESSAGES,
  type BillingAddress,
  type DeliveryType,
} from '../../../../lib/contract';
import { offeredDeliveryTypes } from '../../../../lib/rules/delivery';
import type { Queryable } from '../../db/types';
import { getBillingAddress } from '../addresses/billing';
import { formatAddressLine, type AddressRow } from '../addresses/fields';
import { invalid } from '../errors';
import { geocoderFor } from '../geocoding';
import type { SubmitBody } from './types';

export type DeliveryAddress = {
  idendereco: string;
  textoendereco: string;
  cep: string;
  coords: { lat: number; lng: number };
};
export type PickupStore = {
  idloja: string;
  nome: string;
  descricao_endereco_loja: string;
  coordenadas_loja: { latitude: number; longitude: number };
};

export type OrderPlace =
  | { tipoEntrega: 'DELIVERY'; endereco: DeliveryAddress; loja: null }
  | { tipoEntrega: 'RETIRADA'; endereco: null; loja: PickupStore };

const refuse = (mensagem: string, campo: string, codigo: string) => invalid(mensagem, { [campo]: mensagem }, codigo);

async function deliveryAddress(db: Queryable, idcliente: string, body: SubmitBody): Promise<DeliveryAddress> {
  const id = body.enderecoentrega?.idendereco;
  const missing = () =>
    refuse(ORDER_MESSAGES.enderecoObrigatorio, 'enderecoentrega.idendereco', 'ENDERECO_OBRIGATORIO');
  if (!id) throw missing();
  // Another client's address is answered like a missing one (its existence is not revealed).
  const [r] = await db.query<AddressRow>(
    `SELECT idendereco, idcliente, idfornecedor, descricao, rua, numero, bairro, cidade, uf, cep, complemento, pontoref, pais, lat, lng,
            textoendereco, primario, cod_erp
     FROM enderecos WHERE idendereco = $1 AND idcliente = $2`,
    [id.toLowerCase(), idcliente],
  );
  if (!r) throw missing();
  let coords = r.lat !== null && r.lng !== null ? { lat: r.lat, lng: r.lng } : null;
  if (!coords) {
    const hit = await geocoderFor(db).buscarCep(r.cep);
    coords = hit ? { lat: hit.lat, lng: hit.lng } : null;
  }
  // Whether the supplier delivers there is the delivery quote's question (domain/order/delivery.ts).
  if (!coords)
    throw refuse(ADDRESS_MESSAGES.fornecedorNaoAtende, 'enderecoentrega.idendereco', 'FORNECEDOR_NAO_ATENDE');
  return { idendereco: r.idendereco, textoendereco: r.textoendereco ?? formatAddressLine(r), cep: r.cep, coords };
}

/** The store chosen: by idloja, else by name (case-insensitive), among the supplier's stores. */
async function pickupStore(db: Queryable, idfornecedor: string, body: SubmitBody): Promise<PickupStore> {
  const wanted = body.lojaRetira;
  const missing = () => refuse(ORDER_MESSAGES.lojaObrigatoria, 'lojaRetira', 'LOJA_OBRIGATORIA');
  if (!wanted) throw missing();
  const stores = await db.query<{
    idloja: string;
    nome: string | null;
    descricao_endereco_loja: string;
    lat: number;
    lng: number;
  }>(
    'SELECT idloja, nome, descricao_endereco_loja, lat, lng FROM lojas WHERE idfornecedor = $1 ORDER BY padrao DESC, nome, idloja',
    [idfornecedor],
  );
  const name = (s: string | null) => (s?.trim() || DEFAULT_STORE_NAME).toLocaleLowerCase('pt-BR');
  const s = wanted.idloja
    ? stores.find((x) => x.idloja === wanted.idloja!.toLowerCase())
    : stores.find((x) => name(x.nome) === name(wanted.nome));
  if (!s) throw missing();
  return {
    idloja: s.idloja,
    nome: s.nome?.trim() || DEFAULT_STORE_NAME,
    descricao_endereco_loja: s.descricao_endereco_loja,
    coordenadas_loja: { latitude: s.lat, longitude: s.lng },
  };
}

/** The delivery type must be one the supplier offers; then the address or the store is resolved. */
export async function resolvePlace(
  db: Queryable,
  idcliente: string,
  f: { idfornecedor: string; tags: string[] },
  body: SubmitBody,
): Promise<OrderPlace> {
  const tipo: DeliveryType = body.tipoEntrega;
  if (!offeredDeliveryTypes(f.tags).includes(tipo)) {
    throw refuse(ORDER_MESSAGES.formaEntregaInvalida, 'tipoEntrega', 'FORMA_ENTREGA_INVALIDA');
  }
  if (tipo === 'DELIVERY')
    return { tipoEntrega: 'DELIVERY', endereco: await deliveryAddress(db, idcliente, body), loja: null };
  return { tipoEntrega: 'RETIRADA', endereco: null, loja: await pickupStore(db, f.idfornecedor, body) };
}

/** The billing address named by the order (the client's saved one), as a snapshot; null when none is named. */
export async function billingSnapshot(
  db: Queryable,
  idcliente: string,
  body: SubmitBody,
): Promise<BillingAddress | null> {
  const id = body.enderecofaturamento?.idendereco;
  if (!id) return null;
  const b = await getBillingAddress(db, idcliente);
  if (!b || b.idendereco !== id.toLowerCase()) {
    throw refuse(
      ADDRESS_MESSAGES.faturamentoNaoEncontrado,
      'enderecofaturamento.idendereco',
      'FATURAMENTO_NAO_ENCONTRADO',
    );
  }
  return b;
}
