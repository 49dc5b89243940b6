import type { Queryable } from '../../db/types';
import { extractCep, normalizeText, type GeocodeHit, type Geocoder } from './types';

type CepRow = {
  cep: string;
  rua: string;
  bairro: string;
  cidade: string;
  uf: string;
  pais: string;
  lat: number;
  lng: number;
};

const STREET_TYPES = /^(rua|r|avenida|av|praca|pca|estrada|estr|alameda|al|travessa|tv|largo|rodovia|rod)\s+/;

/** Street name without its type word ('Avenida Paulista' → 'paulista'), normalised. */
const streetCore = (rua: string) => normalizeText(rua).replace(STREET_TYPES, '');

/** Whole-word containment on normalised text. */
const containsWords = (hay: string, needle: string) => needle.length > 0 && ` ${hay} `.includes(` ${needle} `);

const toHit = (r: CepRow, numero: string | null = null): GeocodeHit => ({
  cep: r.cep,
  rua: r.rua,
  numero,
  bairro: r.bairro,
  cidade: r.cidade,
  uf: r.uf,
  pais: r.pais,
  lat: r.lat,
  lng: r.lng,
  textoendereco: null,
  fonte: 'tabela',
});

/**
 * Embedded provider: the `ceps` table (seeded for the demo region). By CEP, or by free text that
 * contains a CEP, or that names a street of the table together with its city.
 */
export class EmbeddedCepGeocoder implements Geocoder {
  readonly nome = 'tabela' as const;

  constructor(private readonly db: Queryable) {}

  async buscarCep(cep: string): Promise<GeocodeHit | null> {
    const rows = await this.db.query<CepRow>(
      'SELECT cep, rua, bairro, cidade, uf, pais, lat, lng FROM ceps WHERE cep = $1',
      [cep],
    );
    return rows[0] ? toHit(rows[0]) : null;
  }

  async geocodificar(texto: string): Promise<GeocodeHit | null> {
    const cep = extractCep(texto);
    if (cep) return this.buscarCep(cep);
    const t = normalizeText(texto);
    if (!t) return null;
    // The table is small (a demo region); a real deployment would index rua/cidade keys.
    const rows = await this.db.query<CepRow>(
      'SELECT cep, rua, bairro, cidade, uf, pais, lat, lng FROM ceps ORDER BY cep',
    );
    const hit = rows.find((r) => containsWords(t, streetCore(r.rua)) && containsWords(t, normalizeText(r.cidade)));
    if (!hit) return null;
    const numero = new RegExp(`${streetCore(hit.rua)}\\s+(\\d{1,6})\\b`).exec(t)?.[1] ?? null;
    return toHit(hit, numero);
  }
}
