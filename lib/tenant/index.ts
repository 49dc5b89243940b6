import { env, type Env } from '@/lib/env';

import { cachedLookup, TenantCache } from './cache';
import { createTenantHandler } from './handler';
import { apiLookup } from './lookup';
import type { TenantSettings } from './resolve';

export function tenantSettingsFromEnv(e: Env): TenantSettings {
  return {
    sharedHosts: e.SHARED_HOSTS,
    whiteLabelSupplier: e.WHITE_LABEL_SUPPLIER,
    providerHomeUrl: e.PROVIDER_HOME_URL,
    publicProtocol: e.PUBLIC_PROTOCOL,
    publicPort: e.PUBLIC_PORT,
  };
}

/** Process-wide resolution cache (host and slug/UUID keys, 60 s / 10 s TTL, bounded). */
export const tenantCache = new TenantCache({ ttlMs: 60_000, negativeTtlMs: 10_000, maxEntries: 1000 });

/** The production middleware handler, wired to the env and the commerce API. */
export function productionTenantHandler() {
  const e = env();
  const settings = tenantSettingsFromEnv(e);
  return createTenantHandler({
    lookup: cachedLookup(apiLookup(e.COMMERCE_API_URL), tenantCache),
    settings: () => settings,
    onError: (error) => console.error('[tenant] resolução do fornecedor falhou:', error),
  });
}
