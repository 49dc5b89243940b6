/**
 * Where suppliers serve: the look-up of suppliers by id, domain, company or a point
 * (inside a delivery or pickup area), and a supplier's areas and stores with their distance.
 */
import type { z } from 'zod';

import {
  ADDRESS_MESSAGES,
  DEFAULT_STORE_NAME,
  type StoreWithDistance,
  type Supplier,
  type supplierListQuerySchema,
} from '../../../lib/contract';
import { haversineMeters, pointInPolygon, type Polygon } from '../../../lib/rules/geo';
import type { Queryable } from '../db/types';
import { ownAddressPoint } from './addresses';
import type { AuthContext } from './caller';
import { invalid } from './errors';
import { requireCliente } from './identity/guards';
import { findSupplierId, getSupplierRow, loadSuppliers, normalizeHost } from './suppliers';

type Point = { lat: number; lng: number };
type AreaType = 'ENTREGA' | 'COLETA';
type StoreRow = {
  idloja: string;
  idfornecedor: string;
  nome: string | null;
  descricao_endereco_loja: string;
  lat: number;
  lng: number;
  horario_atendimento: string | null;
};

/**
 * Stores of the given suppliers, with the distance in metres from `ponto` (nearest first), or in
 * seed order without a point; opening hours are the store's own, else the supplier's service hours.
 */
async function storesOf(
  db: Queryable,
  ids: readonly string[],
  ponto: Point | null,
): Promise<Map<string, StoreWithDistance[]>> {
  const out = new Map<string, StoreWithDistance[]>();
  if (ids.length === 0) return out;
  const rows = await db.query<StoreRow>(
    `SELECT l.idloja, l.idfornecedor, l.nome, l.descricao_endereco_loja, l.lat, l.lng,
            COALESCE(NULLIF(btrim(l.horario_atendimento), ''), NULLIF(btrim(f.horario_atendimento), '')) AS horario_atendimento
     FROM lojas l JOIN fornecedores f ON f.idfornecedor = l.idfornecedor
     WHERE l.idfornecedor = ANY($1::uuid[]) ORDER BY l.padrao DESC, l.nome, l.idloja`,
    [ids],
  );
  for (const l of rows) {
    const list = out.get(l.idfornecedor) ?? [];
    list.push({
      idloja: l.idloja,
      nome: l.nome?.trim() || DEFAULT_STORE_NAME,
      descricao_endereco_loja: l.descricao_endereco_loja,
      lat: l.lat,
      lng: l.lng,
      horario_atendimento: l.horario_atendimento,
      distancia: ponto ? Math.round(haversineMeters([ponto.lng, ponto.lat], [l.lng, l.lat])) : null,
    });
    out.set(l.idfornecedor, list);
  }
  if (ponto) for (const list of out.values()) list.sort((a, b) => a.distancia! - b.distancia!);
  return out;
}

/** Suppliers whose areas of the given type contain the point (bounding-box prefilter in SQL, exact point-in-polygon with holes here). */
async function suppliersServing(db: Queryable, ponto: Point, tipo: AreaType): Promise<string[]> {
  const areas = await db.query<{ idfornecedor: string; rings: Polygon }>(
    `SELECT idfornecedor, rings FROM areas_atendimento
     WHERE tipo = $1 AND min_lat <= $2 AND max_lat >= $2 AND min_lng <= $3 AND max_lng >= $3`,
    [tipo, ponto.lat, ponto.lng],
  );
  return [...new Set(areas.filter((a) => pointInPolygon([ponto.lng, ponto.lat], a.rings)).map((a) => a.idfornecedor))];
}

export type SupplierLookup = {
  fornecedores: (Supplier & { lojas?: StoreWithDistance[]; distancia?: number | null })[];
  ponto?: Point;
  tipoArea?: AreaType;
};

/**
 * GET /v2/app/{token}/fornecedor: suppliers by id/slug, domain, company or point (a saved address
 * of the caller's own, or lat/lng); without a filter, the directory (suppliers with a theme).
 */
export async function lookupSuppliers(
  db: Queryable,
  auth: AuthContext,
  q: z.output<typeof supplierListQuerySchema>,
): Promise<SupplierLookup> {
  // Delivery context: idendereco = one of the caller's own saved addresses (404 otherwise).
  let ponto: Point | null = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null;
  if (q.idendereco) {
    const { cliente } = requireCliente(auth);
    ponto = await ownAddressPoint(db, cliente.idcliente, q.idendereco);
    if (!ponto)
      throw invalid(ADDRESS_MESSAGES.enderecoSemCoordenadas, { idendereco: ADDRESS_MESSAGES.enderecoSemCoordenadas });
  }
  const tipoArea: AreaType = q.tipoEntrega === 'RETIRADA' || q.queryPoligonoDeColeta ? 'COLETA' : 'ENTREGA';
  const conds: string[] = [];
  const params: unknown[] = [];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  let filtered = false;
  if (q.idfornecedor) {
    filtered = true;
    const id = await findSupplierId(db, q.idfornecedor);
    if (!id) return { fornecedores: [] };
    conds.push(`f.idfornecedor = ${add(id)}::uuid`);
  }
  if (q.dominio) {
    filtered = true;
    conds.push(
      `f.idfornecedor IN (SELECT idfornecedor FROM fornecedor_dominios WHERE dominio = ${add(normalizeHost(q.dominio))})`,
    );
  }
  if (q.idempresa) {
    filtered = true;
    conds.push(`f.idempresa = ${add(q.idempresa)}::uuid`);
  }
  if (ponto) {
    filtered = true;
    const ids = await suppliersServing(db, ponto, tipoArea);
    if (ids.length === 0) return { fornecedores: [], ponto, tipoArea };
    conds.push(`f.idfornecedor = ANY(${add(ids)}::uuid[])`);
  }
  if (!filtered) conds.push(`f.tema->>'idtema' <> 'superon_default'`);
  const rows = await db.query<{ idfornecedor: string }>(
    `SELECT f.idfornecedor FROM fornecedores f WHERE ${conds.join(' AND ')} ORDER BY f.nome, f.idfornecedor`,
    params,
  );
  const fornecedores = await loadSuppliers(
    db,
    rows.map((r) => r.idfornecedor),
  );
  if (!ponto) return { fornecedores };
  // Point queries: each supplier's stores, nearest first, with the distance in metres.
  const lojas = await storesOf(
    db,
    fornecedores.map((f) => f.idfornecedor),
    ponto,
  );
  return {
    fornecedores: fornecedores.map((f) => {
      const l = lojas.get(f.idfornecedor) ?? [];
      return { ...f, lojas: l, distancia: l[0]?.distancia ?? null };
    }),
    ponto,
    tipoArea,
  };
}

/** A supplier's service areas (delivery and pickup) and stores, with each store's distance from `ponto` when given. */
export async function serviceArea(db: Queryable, supplierRef: string, ponto: Point | null) {
  const f = await getSupplierRow(db, supplierRef);
  const [areas, lojas] = await Promise.all([
    db.query<{ idarea: string; nome: string; tipo: AreaType; rings: [number, number][][] }>(
      'SELECT idarea, nome, tipo, rings FROM areas_atendimento WHERE idfornecedor = $1 ORDER BY tipo DESC, nome',
      [f.idfornecedor],
    ),
    storesOf(db, [f.idfornecedor], ponto),
  ]);
  return {
    idfornecedor: f.idfornecedor,
    areas: areas.map((a) => ({ idarea: a.idarea, nome: a.nome, tipo: a.tipo, coordenadas: a.rings })),
    coordenadas: areas.map((a) => a.rings),
    lojas: lojas.get(f.idfornecedor) ?? [],
  };
}
