/**
 * Every endpoint of the commerce API, by feature. The API registers each one with a handler and
 * the agreement test (commerce-api/test/contract-agreement.test.ts) fails when a descriptor is not
 * served or a route has no descriptor here.
 */
import type { AnyEndpoint } from './endpoint';
import { addressEndpoints, cepEndpoints } from './address';
import { catalogEndpoints } from './catalog';
import { systemEndpoints } from './system';

export const ENDPOINTS_BY_FEATURE = {
  system: systemEndpoints,
  catalog: catalogEndpoints,
  addresses: addressEndpoints,
  cep: cepEndpoints,
} satisfies Record<string, Record<string, AnyEndpoint>>;

export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(ENDPOINTS_BY_FEATURE).flatMap((group) => Object.values(group));
