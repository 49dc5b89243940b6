import { z } from 'zod';
import {
  paymentMethodsQuerySchema,
  paymentMethodsResponseSchema,
  supplierListQuerySchema,
  supplierLookupResponseSchema,
  serviceAreaLookupQuerySchema,
  serviceAreaLookupResponseSchema,
  ADDRESS_MESSAGES,
  DEFAULT_STORE_NAME,
} from '../../../lib/contract';
import { haversineMeters, pointInPolygon, type Polygon } from '../../../lib/rules/geo';
import { ownAddressPoint } from '../domain/addresses';
import { requireCliente } from '../domain/identity/guards';
import { badRequest } from '../http/errors';
import { findSupplierId, getPaymentMethods, getSupplierRow, loadSuppliers, normalizeHost } from '../domain/suppliers';
import { supplierNotFound } from '../http/errors';
import type { Queryable } from '../db/types';
import { defineRoute } from '../http/router';
import { idOuSlug, supplierFromHeader, tokenParams, tokenSegment } from './common';

const TAGS = ['Fornecedores'];

type StoreRow = { idloja: string; idfornecedor: string; nome: string | null; descricao_endereco_loja: string; lat: number; lng: number };

/** Stores of the given suppliers, with the distance in metres from `ponto` (nearest first), or in seed order without a point. */
async function storesOf(db: Queryable, ids: readonly string[], ponto: { lat: number; lng: number } | null) {
  if (ids.length === 0) return new Map<string, ReturnType<typeof withDistance>[]>();
  const rows = await db.query<StoreRow>(
    `SELECT idloja, idfornecedor, nome, descricao_endereco_loja, lat, lng FROM lojas
     WHERE idfornecedor = ANY($1::uuid[]) ORDER BY padrao DESC, nome, idloja`,
    [ids],
  );
  const withDistance = (l: StoreRow) => ({
    idloja: l.idloja,
    nome: l.nome?.trim() || DEFAULT_STORE_NAME,
    descricao_endereco_loja: l.descricao_endereco_loja,
    lat: l.lat,
    lng: l.lng,
    distancia: ponto ? Math.round(haversineMeters([ponto.lng, ponto.lat], [l.lng, l.lat])) : null,
  });
  const out = new Map<string, ReturnType<typeof withDistance>[]>();
  for (const r of rows) {
    const list = out.get(r.idfornecedor) ?? [];
    list.push(withDistance(r));
    out.set(r.idfornecedor, list);
  }
  if (ponto) for (const list of out.values()) list.sort((a, b) => a.distancia! - b.distancia!);
  return out;
}

export const supplierRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v2/app/{token}/fornecedor',
    summary:
      'Lista fornecedores: por id/slug, domínio, coordenadas (área de entrega ou de coleta) ou empresa; sem filtro, o diretório de fornecedores com tema.',
    tags: TAGS,
    tokenParam: 'token',
    params: tokenParams,
    query: supplierListQuerySchema,
    response: supplierLookupResponseSchema,
    async handler({ db, query: q, auth }) {
      // Delivery context (issue 5): idendereco = one of the caller's own saved addresses (404 otherwise).
      let ponto: { lat: number; lng: number } | null = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null;
      if (q.idendereco) {
        const { cliente } = requireCliente(auth);
        ponto = await ownAddressPoint(db, cliente.idcliente, q.idendereco);
        if (!ponto) throw badRequest(ADDRESS_MESSAGES.enderecoSemCoordenadas, { idendereco: ADDRESS_MESSAGES.enderecoSemCoordenadas });
      }
      const tipoArea: 'ENTREGA' | 'COLETA' = q.tipoEntrega === 'RETIRADA' || q.queryPoligonoDeColeta ? 'COLETA' : 'ENTREGA';
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
        conds.push(`f.idfornecedor IN (SELECT idfornecedor FROM fornecedor_dominios WHERE dominio = ${add(normalizeHost(q.dominio))})`);
      }
      if (q.idempresa) {
        filtered = true;
        conds.push(`f.idempresa = ${add(q.idempresa)}::uuid`);
      }
      if (ponto) {
        filtered = true;
        const tipo = tipoArea;
        // Bounding-box prefilter in SQL, exact point-in-polygon (with holes) here.
        const areas = await db.query<{ idfornecedor: string; rings: Polygon }>(
          `SELECT idfornecedor, rings FROM areas_atendimento
           WHERE tipo = $1 AND min_lat <= $2 AND max_lat >= $2 AND min_lng <= $3 AND max_lng >= $3`,
          [tipo, ponto.lat, ponto.lng],
        );
        const ids = [...new Set(areas.filter((a) => pointInPolygon([ponto!.lng, ponto!.lat], a.rings)).map((a) => a.idfornecedor))];
        if (ids.length === 0) return { fornecedores: [], ponto, tipoArea };
        conds.push(`f.idfornecedor = ANY(${add(ids)}::uuid[])`);
      }
      if (!filtered) conds.push(`f.tema->>'idtema' <> 'superon_default'`);
      const rows = await db.query<{ idfornecedor: string }>(
        `SELECT f.idfornecedor FROM fornecedores f WHERE ${conds.join(' AND ')} ORDER BY f.nome, f.idfornecedor`,
        params,
      );
      const fornecedores = await loadSuppliers(db, rows.map((r) => r.idfornecedor));
      if (!ponto) return { fornecedores };
      // Point queries: each supplier's stores, nearest first, with the distance in metres.
      const lojas = await storesOf(db, fornecedores.map((f) => f.idfornecedor), ponto);
      return {
        fornecedores: fornecedores.map((f) => {
          const l = lojas.get(f.idfornecedor) ?? [];
          return { ...f, lojas: l, distancia: l[0]?.distancia ?? null };
        }),
        ponto,
        tipoArea,
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v2/app/{token}/fornecedor/{id}/formas-pagamento',
    summary: 'Formas de pagamento ativas do fornecedor.',
    tags: TAGS,
    tokenParam: 'token',
    params: z.object({ token: tokenSegment, id: idOuSlug }),
    query: paymentMethodsQuerySchema,
    response: paymentMethodsResponseSchema,
    async handler({ db, params }) {
      const id = await findSupplierId(db, params.id);
      if (!id) throw supplierNotFound();
      return { formasPagamento: await getPaymentMethods(db, id) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v2/app/{token}/fornecedor/areaatendimento',
    summary: 'Áreas de atendimento (entrega e coleta) e lojas do fornecedor do cabeçalho X-idfornecedor (ou da query idfornecedor).',
    tags: TAGS,
    tokenParam: 'token',
    params: tokenParams,
    query: serviceAreaLookupQuerySchema,
    response: serviceAreaLookupResponseSchema,
    async handler({ db, rawHeaders, query }) {
      const f = await getSupplierRow(db, supplierFromHeader(rawHeaders, query.idfornecedor));
      const ponto = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
      const [areas, lojas] = await Promise.all([
        db.query<{ idarea: string; nome: string; tipo: 'ENTREGA' | 'COLETA'; rings: [number, number][][] }>(
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
    },
  }),
];
