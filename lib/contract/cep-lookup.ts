/**
 * Answer of the storefront's own CEP look-up route (`<base>/api/cep/{cep}`), read in the browser
 * by the address form. A hand-written guard instead of zod keeps the schema library out of the
 * client bundle; `cepLookupBodySchema` (address.ts) describes the same shape for the server, and
 * cep-lookup.test.ts checks that both agree.
 */
export type CepLookupHit = {
  ok: true;
  cep: string;
  rua: string;
  bairro: string;
  cidade: string;
  uf: string;
  pais: string;
  lat: number;
  lng: number;
};
export type CepLookupBody = CepLookupHit | { ok: false; mensagem: string };

const TEXT_FIELDS = ['cep', 'rua', 'bairro', 'cidade', 'uf', 'pais'] as const;

/** The body when it has the expected shape, else null. */
export function readCepLookupBody(value: unknown): CepLookupBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.ok === false) return typeof v.mensagem === 'string' ? { ok: false, mensagem: v.mensagem } : null;
  if (v.ok !== true) return null;
  if (!TEXT_FIELDS.every((k) => typeof v[k] === 'string')) return null;
  if (!Number.isFinite(v.lat) || !Number.isFinite(v.lng)) return null;
  const hit: CepLookupHit = {
    ok: true,
    cep: v.cep as string,
    rua: v.rua as string,
    bairro: v.bairro as string,
    cidade: v.cidade as string,
    uf: v.uf as string,
    pais: v.pais as string,
    lat: v.lat as number,
    lng: v.lng as number,
  };
  return hit;
}
