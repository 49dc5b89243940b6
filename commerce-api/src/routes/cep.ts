import { z } from 'zod';
import { ADDRESS_MESSAGES, DEFAULT_COUNTRY, cepResponseSchema, geocodeQuerySchema, geocodeResponseSchema } from '../../../lib/contract';
import { normalizeCep } from '../../../lib/rules/documents';
import { geocoderFor } from '../domain/geocoding';
import { badRequest, notFound } from '../http/errors';
import { defineRoute } from '../http/router';

const TAGS = ['Endereços'];

export const cepRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v4/cep/{cep}',
    summary:
      "Consulta de CEP ('05435-000' ou '05435000'): rua, bairro, cidade, UF, país e coordenadas, da tabela embutida (ou do Google Maps quando configurado). 400 'CEP inválido'; 404 'CEP não encontrado'.",
    tags: TAGS,
    params: z.object({ cep: z.string().max(20, ADDRESS_MESSAGES.cepInvalido) }),
    response: cepResponseSchema,
    async handler({ db, params }) {
      const cep = normalizeCep(params.cep.replace(/[.\s]/g, ''));
      if (!/^\d{8}$/.test(cep)) throw badRequest(ADDRESS_MESSAGES.cepInvalido, { cep: ADDRESS_MESSAGES.cepInvalido }, 'CEP_INVALIDO');
      const hit = await geocoderFor(db).buscarCep(cep);
      if (!hit) throw notFound(ADDRESS_MESSAGES.cepNaoEncontrado, 'CEP_NAO_ENCONTRADO');
      return { cep, rua: hit.rua, bairro: hit.bairro, cidade: hit.cidade, uf: hit.uf, pais: hit.pais || DEFAULT_COUNTRY, lat: hit.lat, lng: hit.lng, fonte: hit.fonte };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v4/geocode',
    summary:
      "Geocodifica um endereço em texto livre (com CEP, ou rua e cidade): coordenadas e partes do endereço. 404 'Não foi possível localizar este endereço'.",
    tags: TAGS,
    query: geocodeQuerySchema,
    response: geocodeResponseSchema,
    async handler({ db, query }) {
      const hit = await geocoderFor(db).geocodificar(query.endereco);
      if (!hit) throw notFound(ADDRESS_MESSAGES.enderecoNaoLocalizado, 'ENDERECO_NAO_LOCALIZADO');
      return { cep: hit.cep, rua: hit.rua, bairro: hit.bairro, cidade: hit.cidade, uf: hit.uf, pais: hit.pais || DEFAULT_COUNTRY, lat: hit.lat, lng: hit.lng, fonte: hit.fonte };
    },
  }),
];
