/** The point of a saved address, for the supplier look-up by a saved address (`idendereco`). */
import type { Queryable } from '../../db/types';
import { geocoderFor } from '../geocoding';
import { addressNotFound } from './fields';

/** Coordinates of an own address for the supplier look-up (404 when not own; null when it has none). */
export async function ownAddressPoint(
  db: Queryable,
  idcliente: string,
  idendereco: string,
): Promise<{ lat: number; lng: number } | null> {
  const rows = await db.query<{ lat: number | null; lng: number | null; cep: string }>(
    'SELECT lat, lng, cep FROM enderecos WHERE idendereco = $1 AND idcliente = $2',
    [idendereco, idcliente],
  );
  const r = rows[0];
  if (!r) throw addressNotFound();
  if (r.lat !== null && r.lng !== null) return { lat: r.lat, lng: r.lng };
  const hit = await geocoderFor(db).buscarCep(r.cep);
  return hit ? { lat: hit.lat, lng: hit.lng } : null;
}
