/** SQL of the delivery methods: a supplier's methods, stores and delivery areas, and product weights. */
import type { DeliveryType } from '../../../../lib/contract';
import type { DeliveryWindow, FreightCalculation } from '../../../../lib/rules/freight';
import type { Polygon } from '../../../../lib/rules/geo';
import type { Queryable } from '../../db/types';

export type MethodRow = {
  idformaentrega: string;
  descricao: string;
  tipo_entrega: DeliveryType;
  calculo: FreightCalculation;
  valor: number;
  valor_por_km: number;
  gratis_acima_de: number | null;
  pedido_minimo: number | null;
  peso_maximo_kg: number | null;
  raio_maximo_km: number | null;
  prazo_dias: number;
  janelas: DeliveryWindow[];
  ordem: number;
  expressa: boolean;
};

/** The supplier's methods of one delivery type, in the supplier's order. */
export async function readMethods(db: Queryable, idfornecedor: string, tipo: DeliveryType): Promise<MethodRow[]> {
  const rows = await db.query<
    Omit<MethodRow, 'peso_maximo_kg' | 'raio_maximo_km' | 'janelas'> & {
      peso_maximo_kg: string | null;
      raio_maximo_km: string | null;
      janelas: unknown;
    }
  >(
    `SELECT idformaentrega, descricao, tipo_entrega, calculo, valor, valor_por_km, gratis_acima_de, pedido_minimo,
            peso_maximo_kg, raio_maximo_km, prazo_dias, janelas, ordem, expressa
     FROM formas_entrega WHERE idfornecedor = $1 AND tipo_entrega = $2 ORDER BY ordem, descricao, idformaentrega`,
    [idfornecedor, tipo],
  );
  return rows.map((r) => ({
    ...r,
    peso_maximo_kg: r.peso_maximo_kg === null ? null : Number(r.peso_maximo_kg),
    raio_maximo_km: r.raio_maximo_km === null ? null : Number(r.raio_maximo_km),
    janelas: windowsOf(r.janelas),
  }));
}

/** Stored windows as DeliveryWindow[] (anything malformed is dropped; the rules skip bad times). */
function windowsOf(v: unknown): DeliveryWindow[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((w): DeliveryWindow[] => {
    if (!w || typeof w !== 'object') return [];
    const { inicio, fim, dias } = w as Record<string, unknown>;
    if (typeof inicio !== 'string' || typeof fim !== 'string') return [];
    const d = Array.isArray(dias)
      ? dias.filter((x): x is number => Number.isInteger(x) && x >= 0 && x <= 6)
      : undefined;
    return [{ inicio, fim, ...(d ? { dias: d } : {}) }];
  });
}

/** A store; `horarios`: its opening hours by weekday (migration 0041), null when not given. */
export type StoreRow = {
  idloja: string;
  nome: string;
  lat: number;
  lng: number;
  padrao: boolean;
  horarios: DeliveryWindow[] | null;
};

/** The supplier's stores, the default first. */
export async function readStores(db: Queryable, idfornecedor: string): Promise<StoreRow[]> {
  const rows = await db.query<Omit<StoreRow, 'horarios'> & { horarios: unknown }>(
    'SELECT idloja, nome, lat, lng, padrao, horarios FROM lojas WHERE idfornecedor = $1 ORDER BY padrao DESC, nome, idloja',
    [idfornecedor],
  );
  return rows.map((r) => ({ ...r, horarios: r.horarios === null ? null : windowsOf(r.horarios) }));
}

/** The polygons of the supplier's delivery (ENTREGA) areas. */
export async function readDeliveryAreas(db: Queryable, idfornecedor: string): Promise<Polygon[]> {
  const rows = await db.query<{ rings: Polygon }>(
    "SELECT rings FROM areas_atendimento WHERE idfornecedor = $1 AND tipo = 'ENTREGA'",
    [idfornecedor],
  );
  return rows.map((r) => r.rings);
}

/** Unit weights (kg) of the supplier's products among `ids` (null: unknown). */
export async function readWeights(
  db: Queryable,
  idfornecedor: string,
  ids: readonly string[],
): Promise<Map<string, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ idproduto: string; peso_kg: string | null }>(
    'SELECT idproduto, peso_kg FROM produtos WHERE idfornecedor = $1 AND idproduto = ANY($2::uuid[])',
    [idfornecedor, ids],
  );
  return new Map(rows.map((r) => [r.idproduto, r.peso_kg === null ? null : Number(r.peso_kg)]));
}

/** The client's primary address (else the oldest), or null without addresses. */
export async function defaultAddressId(db: Queryable, idcliente: string): Promise<string | null> {
  const rows = await db.query<{ idendereco: string }>(
    'SELECT idendereco FROM enderecos WHERE idcliente = $1 ORDER BY primario DESC, criado_em, idendereco LIMIT 1',
    [idcliente],
  );
  return rows[0]?.idendereco ?? null;
}

/** The type of the supplier's payment method `idformapagto` (null: none asked, or not the supplier's). */
export async function paymentTypeOf(
  db: Queryable,
  idfornecedor: string,
  idformapagto: string | undefined,
): Promise<string | null> {
  if (!idformapagto) return null;
  const [r] = await db.query<{ tipo: string }>(
    'SELECT tipo FROM formas_pagamento WHERE idfornecedor = $1 AND idformapagto = $2',
    [idfornecedor, idformapagto.toLowerCase()],
  );
  return r?.tipo ?? null;
}
