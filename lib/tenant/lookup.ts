/**
 * The middleware's supplier lookup: plain `fetch` against the commerce API (the middleware
 * cannot use `next/headers`), sharing URL building and parsing with lib/commerce.
 */
import {
  apiPaths,
  pickByHost,
  pickByIdOrSlug,
  toResolvedSupplier,
  type ResolvedSupplier,
} from '@/lib/commerce/urls';
import type { TenantLookup } from './resolve';

export class TenantLookupError extends Error {
  override readonly name = 'TenantLookupError';
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export function apiLookup(baseUrl: string, options: { timeoutMs?: number; fetch?: FetchLike } = {}): TenantLookup {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 3000;

  async function load(path: string, pick: (body: unknown) => ReturnType<typeof pickByHost>): Promise<ResolvedSupplier | null> {
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${path}`, {
        headers: { accept: 'application/json' },
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new TenantLookupError(`commerce API unreachable (${path})`, { cause });
    }
    if (res.status === 404 || res.status === 400) return null;
    if (!res.ok) throw new TenantLookupError(`commerce API answered ${res.status} (${path})`);
    const supplier = pick(await res.json());
    return supplier ? toResolvedSupplier(supplier) : null;
  }

  return {
    byHost: (host) => load(apiPaths.supplierByDomain(host), (body) => pickByHost(body, host)),
    byIdOrSlug: (idOrSlug) => load(apiPaths.supplierById(idOrSlug), (body) => pickByIdOrSlug(body, idOrSlug)),
  };
}
