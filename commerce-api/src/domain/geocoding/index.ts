import { readEnv } from '../../config';
import type { Queryable } from '../../db/types';
import { EmbeddedCepGeocoder } from './embedded';
import { GoogleGeocoder, type FetchLike } from './google';
import type { GeocodeHit, Geocoder } from './types';

export { EmbeddedCepGeocoder } from './embedded';
export { GoogleGeocoder, parseGoogleGeocodeResponse, parseGoogleGeocodeResult } from './google';
export type { GeocodeHit, Geocoder } from './types';
export { extractCep, normalizeText } from './types';

let googleKey: string | null | undefined;
function configuredGoogleKey(): string | null {
  if (googleKey === undefined) googleKey = readEnv().GOOGLE_MAPS_API_KEY ?? null;
  return googleKey;
}

/**
 * Tries providers in order (embedded table first, then Google when configured). A failing
 * provider (network, quota) is logged and counts as a miss, so the table still answers offline.
 */
export class ChainGeocoder implements Geocoder {
  readonly nome = 'tabela' as const;

  constructor(private readonly providers: Geocoder[]) {}

  private async first(fn: (g: Geocoder) => Promise<GeocodeHit | null>): Promise<GeocodeHit | null> {
    for (const g of this.providers) {
      try {
        const hit = await fn(g);
        if (hit) return hit;
      } catch (err) {
        console.warn(`[geocoder:${g.nome}] ${(err as Error).message}`);
      }
    }
    return null;
  }

  buscarCep(cep: string) {
    return this.first((g) => g.buscarCep(cep));
  }

  geocodificar(texto: string) {
    return this.first((g) => g.geocodificar(texto));
  }
}

/** The geocoder of a request: embedded CEP table, plus Google Maps when GOOGLE_MAPS_API_KEY is set. */
export function geocoderFor(db: Queryable, opts: { googleKey?: string | null; fetchImpl?: FetchLike } = {}): Geocoder {
  const key = opts.googleKey === undefined ? configuredGoogleKey() : opts.googleKey;
  const providers: Geocoder[] = [new EmbeddedCepGeocoder(db)];
  if (key) providers.push(new GoogleGeocoder(key, opts.fetchImpl));
  return new ChainGeocoder(providers);
}
