import { normalizeCep } from '../../../../lib/rules/cep';
import type { GeocodeHit, Geocoder } from './types';

/** The parts of a Google Geocoding API answer this provider reads. */
export type GoogleAddressComponent = { long_name: string; short_name: string; types: string[] };
export type GoogleGeocodeResult = {
  address_components: GoogleAddressComponent[];
  formatted_address?: string;
  geometry: { location: { lat: number; lng: number } };
  types?: string[];
};
export type GoogleGeocodeResponse = { status: string; results?: GoogleGeocodeResult[]; error_message?: string };

export class GoogleGeocoderError extends Error {}

const find = (cs: GoogleAddressComponent[], ...types: string[]) => {
  for (const t of types) {
    const c = cs.find((x) => x.types.includes(t));
    if (c) return c;
  }
  return undefined;
};

/**
 * One geocode result → address parts, as the spec describes: postal code, route, neighbourhood
 * (sublocality, else neighborhood, both "political"), city (administrative_area_level_2, else
 * locality), state short name (administrative_area_level_1 short_name), country.
 */
export function parseGoogleGeocodeResult(r: GoogleGeocodeResult): GeocodeHit {
  const cs = r.address_components ?? [];
  const postal = find(cs, 'postal_code')?.long_name ?? '';
  const cep = normalizeCep(postal);
  return {
    cep: /^\d{8}$/.test(cep) ? cep : null,
    rua: find(cs, 'route')?.long_name ?? '',
    numero: find(cs, 'street_number')?.long_name ?? null,
    bairro: find(cs, 'sublocality_level_1', 'sublocality', 'neighborhood')?.long_name ?? '',
    cidade: find(cs, 'administrative_area_level_2', 'locality')?.long_name ?? '',
    uf: find(cs, 'administrative_area_level_1')?.short_name ?? '',
    pais: find(cs, 'country')?.long_name ?? '',
    lat: r.geometry.location.lat,
    lng: r.geometry.location.lng,
    textoendereco: r.formatted_address ?? null,
    fonte: 'google',
  };
}

/** A whole answer → its results ([] for ZERO_RESULTS); other statuses throw. */
export function parseGoogleGeocodeResponse(body: GoogleGeocodeResponse): GeocodeHit[] {
  if (body.status === 'ZERO_RESULTS') return [];
  if (body.status !== 'OK')
    throw new GoogleGeocoderError(
      `Google Geocoding: ${body.status}${body.error_message ? ` — ${body.error_message}` : ''}`,
    );
  return (body.results ?? []).map(parseGoogleGeocodeResult);
}

export type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** Google Maps Geocoding API provider; used only when GOOGLE_MAPS_API_KEY is configured. */
export class GoogleGeocoder implements Geocoder {
  readonly nome = 'google' as const;

  constructor(
    private readonly apiKey: string,
    private readonly fetchImpl: FetchLike = (url, init) => fetch(url, init),
    private readonly timeoutMs = 5000,
  ) {}

  private async call(params: Record<string, string>): Promise<GeocodeHit | null> {
    const qs = new URLSearchParams({ ...params, language: 'pt-BR', region: 'br', key: this.apiKey });
    const res = await this.fetchImpl(`https://maps.googleapis.com/maps/api/geocode/json?${qs}`, {
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new GoogleGeocoderError(`Google Geocoding: HTTP ${res.status}`);
    const hits = parseGoogleGeocodeResponse((await res.json()) as GoogleGeocodeResponse);
    return hits[0] ?? null;
  }

  async buscarCep(cep: string): Promise<GeocodeHit | null> {
    const hit = await this.call({ components: `postal_code:${cep.slice(0, 5)}-${cep.slice(5)}|country:BR` });
    // Google may answer a nearby prefix; only an exact postal code counts as a hit.
    return hit && hit.cep === cep ? hit : null;
  }

  async geocodificar(texto: string): Promise<GeocodeHit | null> {
    return this.call({ address: texto, components: 'country:BR' });
  }
}
