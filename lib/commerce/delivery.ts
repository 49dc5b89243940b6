import 'server-only';
import {
  ANONYMOUS_TOKEN,
  EMPTY_ID,
  TOKEN_SPLIT,
  serviceAreaLookupResponseSchema,
  supplierLookupResponseSchema,
  type DeliveryType,
} from '@/lib/contract';
import { commerceFetch } from './fetch';

/**
 * Delivery-context calls of the commerce API (issue 5, spec 7 "Suppliers and configuration"):
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
  const qs = new URLSearchParams({ tipoEntrega: input.tipoEntrega });
  if (input.tipoEntrega === 'RETIRADA') qs.set('queryPoligonoDeColeta', 'true');
  if (input.idendereco) qs.set('idendereco', input.idendereco);
  else if (input.lat !== undefined && input.lng !== undefined) {
    qs.set('lat', String(input.lat));
    qs.set('lng', String(input.lng));
  }
  const token = input.token ?? ANONYMOUS_TOKEN;
  const segment = `${token}${TOKEN_SPLIT}${input.idcliente ?? EMPTY_ID}`;
  return commerceFetch(`/v2/app/${segment}/fornecedor?${qs.toString()}`, supplierLookupResponseSchema, {
    idfornecedor: input.idfornecedor,
    cache: 'no-store',
    ...(input.token ? { token: input.token } : {}),
    ...fromHandler,
  });
}

/** GET /v2/app/{token}/fornecedor/areaatendimento: areas and stores (with distance from a point when given). */
export function getServiceArea(idfornecedor: string, ponto?: { lat: number; lng: number } | null) {
  const qs = new URLSearchParams({ idfornecedor });
  if (ponto) {
    qs.set('lat', String(ponto.lat));
    qs.set('lng', String(ponto.lng));
  }
  return commerceFetch(`/v2/app/${ANONYMOUS_TOKEN}/fornecedor/areaatendimento?${qs.toString()}`, serviceAreaLookupResponseSchema, {
    idfornecedor,
    cache: ponto ? 'no-store' : { revalidate: 60, tags: [`supplier:${idfornecedor}`, `supplier:${idfornecedor}:service-area`] },
    ...fromHandler,
  });
}
