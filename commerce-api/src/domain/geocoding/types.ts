/** One geocoding answer, already in the API's vocabulary (pt-BR field names, CEP digits only). */
export type GeocodeHit = {
  /** 8 digits, or null when the provider gave no (full) postal code. */
  cep: string | null;
  rua: string;
  numero: string | null;
  bairro: string;
  cidade: string;
  /** State short name ('SP'). */
  uf: string;
  pais: string;
  lat: number;
  lng: number;
  textoendereco: string | null;
  fonte: 'tabela' | 'google';
};

/**
 * Turns a CEP or a free-text address into coordinates and address parts. Providers: the embedded
 * CEP table (always, no network) and Google Maps (only when GOOGLE_MAPS_API_KEY is set).
 */
export interface Geocoder {
  readonly nome: GeocodeHit['fonte'];
  /** `cep`: 8 digits. null when unknown. */
  buscarCep(cep: string): Promise<GeocodeHit | null>;
  /** Free text ('Rua Harmonia, 120, São Paulo - SP'); null when nothing matches. */
  geocodificar(texto: string): Promise<GeocodeHit | null>;
}

/** Lower-case, accents removed, punctuation as spaces, single spaces. */
export function normalizeText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** First CEP-looking token of a text ('05435-000', '05435000', '05.435-000') as 8 digits. */
export function extractCep(texto: string): string | null {
  const m = /(?:^|\D)(\d{2})\.?(\d{3})-?(\d{3})(?!\d)/.exec(texto);
  return m ? `${m[1]}${m[2]}${m[3]}` : null;
}
