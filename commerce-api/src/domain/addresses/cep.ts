import { ADDRESS_MESSAGES, DEFAULT_COUNTRY, type CepResponse, type GeocodeResponse } from '../../../../lib/contract';
import { normalizeCep } from '../../../../lib/rules/cep';
import type { Queryable } from '../../db/types';
import { invalid, notFound } from '../errors';
import { geocoderFor, type GeocodeHit } from '../geocoding';

/** The parts of a geocoding hit the API answers (the country defaults to Brasil). */
function place(hit: GeocodeHit) {
  return {
    rua: hit.rua,
    bairro: hit.bairro,
    cidade: hit.cidade,
    uf: hit.uf,
    pais: hit.pais || DEFAULT_COUNTRY,
    lat: hit.lat,
    lng: hit.lng,
    fonte: hit.fonte,
  };
}

/**
 * CEP look-up as typed ('05435-000', '05435000', '05.435-000'): the embedded table, or Google
 * when configured. 'CEP inválido' when not 8 digits; 'CEP não encontrado' when nobody knows it.
 */
export async function lookupCep(db: Queryable, typed: string): Promise<CepResponse> {
  const cep = normalizeCep(typed);
  if (!/^\d{8}$/.test(cep))
    throw invalid(ADDRESS_MESSAGES.cepInvalido, { cep: ADDRESS_MESSAGES.cepInvalido }, 'CEP_INVALIDO');
  const hit = await geocoderFor(db).buscarCep(cep);
  if (!hit) throw notFound(ADDRESS_MESSAGES.cepNaoEncontrado, 'CEP_NAO_ENCONTRADO');
  return { cep, ...place(hit) };
}

/** Free text (with a CEP, or street and city) to coordinates and address parts; 'Não foi possível localizar este endereço'. */
export async function geocodeAddress(db: Queryable, endereco: string): Promise<GeocodeResponse> {
  const hit = await geocoderFor(db).geocodificar(endereco);
  if (!hit) throw notFound(ADDRESS_MESSAGES.enderecoNaoLocalizado, 'ENDERECO_NAO_LOCALIZADO');
  return { cep: hit.cep, ...place(hit) };
}
