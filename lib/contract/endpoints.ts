/**
 * Every endpoint of the commerce API, by feature. The API registers each one with a handler and
 * the agreement test (commerce-api/test/contract-agreement.test.ts) fails when a descriptor is not
 * served or a route has no descriptor here.
 */
import type { AnyEndpoint } from './endpoint';
import { adminEndpoints } from './admin';
import { catalogEndpoints } from './catalog';
import { identityEndpoints } from './identity';
import { linkedUserEndpoints } from './linked-users';
import { representativeEndpoints } from './representatives';
import { systemEndpoints } from './system';

export const ENDPOINTS_BY_FEATURE = {
  system: systemEndpoints,
  catalog: catalogEndpoints,
  identity: identityEndpoints,
  representatives: representativeEndpoints,
  linkedUsers: linkedUserEndpoints,
  admin: adminEndpoints,
} satisfies Record<string, Record<string, AnyEndpoint>>;

export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(ENDPOINTS_BY_FEATURE).flatMap((group) => Object.values(group));
