/**
 * The middleware's supplier lookup: the supplier look-up endpoint of lib/contract, sent with the
 * framework-free `requestEndpoint` (the middleware cannot use `next/headers`).
 */
import { requestEndpoint } from '@/lib/commerce/request';
import { supplierEndpoints, type Supplier } from '@/lib/contract/supplier';

import type { TenantLookup } from './resolve';
import { pickByHost, pickByIdOrSlug, toResolvedSupplier, type ResolvedSupplier } from './supplier';

export class TenantLookupError extends Error {
  override readonly name = 'TenantLookupError';
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export function apiLookup(baseUrl: string, options: { timeoutMs?: number; fetch?: FetchLike } = {}): TenantLookup {
  const timeoutMs = options.timeoutMs ?? 3000;

  async function load(
    query: { dominio: string } | { idfornecedor: string },
    pick: (fornecedores: readonly Supplier[]) => Supplier | null,
  ): Promise<ResolvedSupplier | null> {
    const outcome = await requestEndpoint(
      supplierEndpoints.listSuppliers,
      { query },
      { baseUrl, timeoutMs, cache: 'no-store', ...(options.fetch ? { fetch: options.fetch } : {}) },
    );
    if (!outcome.ok) {
      // A host or slug the API rejects or does not know: no supplier.
      if (outcome.status === 404 || outcome.status === 400) return null;
      throw new TenantLookupError(`commerce API answered ${outcome.status} ${outcome.codigo} (${outcome.path})`, {
        cause: outcome.cause,
      });
    }
    const supplier = pick(outcome.data.fornecedores);
    return supplier ? toResolvedSupplier(supplier) : null;
  }

  return {
    byHost: (host) => load({ dominio: host }, (list) => pickByHost(list, host)),
    byIdOrSlug: (idOrSlug) => load({ idfornecedor: idOrSlug }, (list) => pickByIdOrSlug(list, idOrSlug)),
  };
}
