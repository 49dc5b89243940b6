import { z } from 'zod';
import {
  paymentMethodsQuerySchema,
  paymentMethodsResponseSchema,
  serviceAreaQuerySchema,
  serviceAreaResponseSchema,
  supplierListQuerySchema,
  supplierListResponseSchema,
} from '../../../lib/contract';
import { pointInPolygon, type Polygon } from '../../../lib/rules/geo';
import { findSupplierId, getPaymentMethods, getSupplierRow, loadSuppliers, normalizeHost } from '../domain/suppliers';
import { supplierNotFound } from '../http/errors';
import { defineRoute } from '../http/router';
import { idOuSlug, supplierFromHeader, tokenParams, tokenSegment } from './common';

const TAGS = ['Fornecedores'];

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
    response: supplierListResponseSchema,
    async handler({ db, query: q }) {
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
      if (q.lat !== undefined && q.lng !== undefined) {
        filtered = true;
        const tipo = q.tipoEntrega === 'RETIRADA' || q.queryPoligonoDeColeta ? 'COLETA' : 'ENTREGA';
        // Bounding-box prefilter in SQL, exact point-in-polygon (with holes) here.
        const areas = await db.query<{ idfornecedor: string; rings: Polygon }>(
          `SELECT idfornecedor, rings FROM areas_atendimento
           WHERE tipo = $1 AND min_lat <= $2 AND max_lat >= $2 AND min_lng <= $3 AND max_lng >= $3`,
          [tipo, q.lat, q.lng],
        );
        const ids = [...new Set(areas.filter((a) => pointInPolygon([q.lng!, q.lat!], a.rings)).map((a) => a.idfornecedor))];
        if (ids.length === 0) return { fornecedores: [] };
        conds.push(`f.idfornecedor = ANY(${add(ids)}::uuid[])`);
      }
      if (!filtered) conds.push(`f.tema->>'idtema' <> 'superon_default'`);
      const rows = await db.query<{ idfornecedor: string }>(
        `SELECT f.idfornecedor FROM fornecedores f WHERE ${conds.join(' AND ')} ORDER BY f.nome, f.idfornecedor`,
        params,
      );
      return { fornecedores: await loadSuppliers(db, rows.map((r) => r.idfornecedor)) };
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
    query: serviceAreaQuerySchema,
    response: serviceAreaResponseSchema,
    async handler({ db, rawHeaders, query }) {
      const f = await getSupplierRow(db, supplierFromHeader(rawHeaders, query.idfornecedor));
      const [areas, lojas] = await Promise.all([
        db.query<{ idarea: string; nome: string; tipo: 'ENTREGA' | 'COLETA'; rings: [number, number][][] }>(
          'SELECT idarea, nome, tipo, rings FROM areas_atendimento WHERE idfornecedor = $1 ORDER BY tipo DESC, nome',
          [f.idfornecedor],
        ),
        db.query<{ idloja: string; nome: string; descricao_endereco_loja: string; lat: number; lng: number }>(
          'SELECT idloja, nome, descricao_endereco_loja, lat, lng FROM lojas WHERE idfornecedor = $1 ORDER BY padrao DESC, nome',
          [f.idfornecedor],
        ),
      ]);
      return {
        idfornecedor: f.idfornecedor,
        areas: areas.map((a) => ({ idarea: a.idarea, nome: a.nome, tipo: a.tipo, coordenadas: a.rings })),
        lojas,
      };
    },
  }),
];
