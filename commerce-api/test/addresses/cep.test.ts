import fs from 'node:fs';
import path from 'node:path';

import { ADDRESS_MESSAGES, cepResponseSchema, geocodeResponseSchema } from '../../../lib/contract';
import { maskCep } from '../../../lib/rules/cep';
import { DEMO_CEPS } from '../../seed/demo-world';
import { geocoderFor } from '../../src/domain/geocoding';
import {
  GoogleGeocoder,
  parseGoogleGeocodeResponse,
  parseGoogleGeocodeResult,
  type FetchLike,
  type GoogleGeocodeResponse,
} from '../../src/domain/geocoding/google';
import { extractCep, normalizeText } from '../../src/domain/geocoding/types';
import { expectApiError, get } from '../helpers';

const SAMPLE = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../src/domain/geocoding/fixtures/google-geocode-sample.json'), 'utf8'),
) as GoogleGeocodeResponse;

describe('GET /v4/cep/{cep}', () => {
  it.each(Object.entries(DEMO_CEPS))(
    '%s: answers street, neighbourhood, city, state and coordinates',
    async (_k, c) => {
      for (const typed of [c.cep, maskCep(c.cep)]) {
        const r = await get(`/v4/cep/${typed}`);
        expect(r.status).toBe(200);
        expect(cepResponseSchema.parse(r.body)).toEqual({
          cep: c.cep,
          rua: c.rua,
          bairro: c.bairro,
          cidade: c.cidade,
          uf: c.uf,
          pais: 'Brasil',
          lat: c.lat,
          lng: c.lng,
          fonte: 'tabela',
        });
      }
    },
  );

  it('unknown CEP: 404 CEP não encontrado', async () => {
    expectApiError(await get('/v4/cep/99999-999'), 404, ADDRESS_MESSAGES.cepNaoEncontrado);
    expectApiError(await get('/v4/cep/70040010'), 404, ADDRESS_MESSAGES.cepNaoEncontrado);
  });

  it('malformed CEP: 400 CEP inválido', async () => {
    for (const bad of ['abc', '1234', '054350000', '05435-00', '0543a-000', '%20', 'x'.repeat(30)]) {
      const r = await get(`/v4/cep/${bad}`);
      expectApiError(r, 400, /CEP inválido/);
    }
    const r = await get('/v4/cep/12');
    expect(r.body).toMatchObject({ mensagem: 'CEP inválido', campos: { cep: 'CEP inválido' } });
  });
});

describe('GET /v4/geocode', () => {
  it('by street and city (accents and street type optional)', async () => {
    const r = await get(`/v4/geocode?endereco=${encodeURIComponent('Rua Harmonia, 120 - São Paulo')}`);
    expect(r.status).toBe(200);
    expect(geocodeResponseSchema.parse(r.body)).toMatchObject({
      cep: DEMO_CEPS.harmonia.cep,
      lat: DEMO_CEPS.harmonia.lat,
      lng: DEMO_CEPS.harmonia.lng,
      fonte: 'tabela',
    });
    const p = await get(`/v4/geocode?endereco=${encodeURIComponent('av paulista 1000, sao paulo SP')}`);
    expect(p.body).toMatchObject({ cep: DEMO_CEPS.paulista.cep });
  });

  it('by a CEP inside the text', async () => {
    const r = await get(`/v4/geocode?endereco=${encodeURIComponent('Estrada do Vinho km 4, CEP 95700-000')}`);
    expect(r.body).toMatchObject({ cep: DEMO_CEPS.valeDosVinhedos.cep, cidade: 'Bento Gonçalves', uf: 'RS' });
  });

  it('misses answer 404; a street without its city does not match', async () => {
    expectApiError(
      await get(`/v4/geocode?endereco=${encodeURIComponent('Rua Inexistente, 1, Cidade Nenhuma')}`),
      404,
      ADDRESS_MESSAGES.enderecoNaoLocalizado,
    );
    expectApiError(
      await get(`/v4/geocode?endereco=${encodeURIComponent('Rua Harmonia, Rio de Janeiro')}`),
      404,
      ADDRESS_MESSAGES.enderecoNaoLocalizado,
    );
  });

  it('validates the query', async () => {
    expectApiError(await get('/v4/geocode'), 400, /endereco/);
    expectApiError(await get('/v4/geocode?endereco=ab'), 400, /Informe o endereço/);
    expectApiError(await get(`/v4/geocode?endereco=${'a'.repeat(301)}`), 400, /Endereço muito longo/);
  });
});

describe('Google geocode result parser (recorded sample, no network)', () => {
  it('parses postal code, route, neighbourhood, city, state short name and country', () => {
    const [street, neighbourhood] = parseGoogleGeocodeResponse(SAMPLE);
    expect(street).toEqual({
      cep: '05435000',
      rua: 'Rua Harmonia',
      numero: '120',
      bairro: 'Vila Madalena',
      cidade: 'São Paulo',
      uf: 'SP',
      pais: 'Brasil',
      lat: -23.5543,
      lng: -46.6893,
      textoendereco: 'R. Harmonia, 120 - Vila Madalena, São Paulo - SP, 05435-000, Brasil',
      fonte: 'google',
    });
    // No administrative_area_level_2: the locality is the city; neighborhood is the bairro;
    // a 5-digit postal prefix is not a CEP.
    expect(neighbourhood).toMatchObject({
      cep: null,
      rua: '',
      bairro: 'Centro',
      cidade: 'Bento Gonçalves',
      uf: 'RS',
      pais: 'Brasil',
    });
  });

  it('prefers administrative_area_level_2 over locality for the city', () => {
    const hit = parseGoogleGeocodeResult({
      address_components: [
        { long_name: 'Distrito X', short_name: 'X', types: ['locality', 'political'] },
        { long_name: 'Município Y', short_name: 'Y', types: ['administrative_area_level_2', 'political'] },
      ],
      geometry: { location: { lat: 1, lng: 2 } },
    });
    expect(hit.cidade).toBe('Município Y');
  });

  it('ZERO_RESULTS is empty; error statuses throw', () => {
    expect(parseGoogleGeocodeResponse({ status: 'ZERO_RESULTS', results: [] })).toEqual([]);
    expect(() =>
      parseGoogleGeocodeResponse({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }),
    ).toThrow(/REQUEST_DENIED/);
  });

  it('the provider builds the request and keeps only exact CEP hits (fake fetch)', async () => {
    const urls: string[] = [];
    const fake: FetchLike = async (url) => {
      urls.push(url);
      return { ok: true, status: 200, json: async () => SAMPLE };
    };
    const g = new GoogleGeocoder('chave-de-teste', fake);
    expect((await g.buscarCep('05435000'))?.rua).toBe('Rua Harmonia');
    expect(await g.buscarCep('05435001')).toBeNull();
    expect((await g.geocodificar('Rua Harmonia 120'))?.cep).toBe('05435000');
    const u = new URL(urls[0]!);
    expect(u.origin + u.pathname).toBe('https://maps.googleapis.com/maps/api/geocode/json');
    expect(u.searchParams.get('components')).toBe('postal_code:05435-000|country:BR');
    expect(u.searchParams.get('key')).toBe('chave-de-teste');
    expect(u.searchParams.get('language')).toBe('pt-BR');
  });

  it('the chain asks Google only after a table miss, and survives a Google failure', async () => {
    const miss = { query: async () => [], exec: async () => {} };
    let calls = 0;
    const ok: FetchLike = async () => {
      calls++;
      return { ok: true, status: 200, json: async () => SAMPLE };
    };
    expect((await geocoderFor(miss, { googleKey: 'k', fetchImpl: ok }).buscarCep('05435000'))?.fonte).toBe('google');
    expect(calls).toBe(1);
    expect(await geocoderFor(miss, { googleKey: null, fetchImpl: ok }).buscarCep('05435000')).toBeNull();
    expect(calls).toBe(1);
    const failing: FetchLike = async () => ({ ok: false, status: 500, json: async () => ({}) });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await geocoderFor(miss, { googleKey: 'k', fetchImpl: failing }).geocodificar('qualquer')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('text helpers', () => {
    expect(normalizeText('  Praça  Benedito-Calixto ')).toBe('praca benedito calixto');
    expect(extractCep('R. X, 10, 05.435-000 SP')).toBe('05435000');
    expect(extractCep('CEP 05435000')).toBe('05435000');
    expect(extractCep('numero 123456789')).toBeNull();
  });
});
