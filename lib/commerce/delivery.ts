import 'server-only';

import { supplierEndpoints, type DeliveryType } from '@/lib/contract';

import { commerceCall } from './call';

/**
 * Delivery-context calls of the commerce API (spec 7 "Suppliers and configuration"):
 * the supplier look-up by a point or a saved address, and the supplier's service area with its
 * stores. Server only; the session token (when any) never reaches the browser.
 */
/** Called from route handlers: a 429 is thrown rather than redirected. */
const fromHandler = { onRateLimit: 'throw' as const };

export type SupplierLookupInput = {
  tipoEntrega: DeliveryType;
  /** A point (CEP look-up or map)… */
  lat?: number;
  lng?: number;
  /** …or a saved address of the logged-in customer (needs `token` and `idcliente`). */
  idendereco?: string;
  token?: string | null;
  idcliente?: string | null;
  /** Supplier of the request (X-idfornecedor); null on the provider home. */
  idfornecedor: string | null;
};

/**
 * GET /v2/app/{token}{split}{idcliente}/fornecedor with lat/lng or idendereco: the suppliers whose
 * delivery areas (pickup areas with RETIRADA) contain the point, each with its stores nearest first.
 */
export function lookupSuppliersAt(input: SupplierLookupInput) {
  const place = input.idendereco
    ? { idendereco: input.idendereco }
    : input.lat !== undefined && input.lng !== undefined
      ? { lat: input.lat, lng: input.lng }
      : {};
  return commerceCall(
    supplierEndpoints.listSuppliers,
    {
      auth: { token: input.token, idcliente: input.idcliente },
      query: {
        tipoEntrega: input.tipoEntrega,
        ...(input.tipoEntrega === 'RETIRADA' ? { queryPoligonoDeColeta: 'true' as const } : {}),
        ...place,
      },
    },
    { idfornecedor: input.idfornecedor, cache: 'no-store', ...fromHandler },
  );
}

/** GET /v2/app/{token}/fornecedor/areaatendimento: areas and stores (with distance from a point when given). */
export function getServiceArea(idfornecedor: string, ponto?: { lat: number; lng: number } | null) {
  return commerceCall(
    supplierEndpoints.getServiceArea,
    { query: { idfornecedor, ...(ponto ? { lat: ponto.lat, lng: ponto.lng } : {}) } },
    {
      idfornecedor,
      cache: ponto
        ? 'no-store'
        : { revalidate: 60, tags: [`supplier:${idfornecedor}`, `supplier:${idfornecedor}:service-area`] },
      ...fromHandler,
    },
  );
}
