/**
 * Every endpoint of the commerce API, by feature. The API registers each one with a handler and
 * the agreement test (commerce-api/test/contract-agreement.test.ts) fails when a descriptor is not
 * served or a route has no descriptor here.
 */
import type { AnyEndpoint } from './endpoint';
import { analyticsEndpoints } from './analytics';
import { catalogEndpoints } from './catalog';
import { imageEndpoints } from './images';
import { configEndpoints, supplierEndpoints } from './supplier';
import { contentEndpoints } from './content';
import { searchEndpoints } from './search';
import { systemEndpoints } from './system';

export const ENDPOINTS_BY_FEATURE = {
  system: systemEndpoints,
  catalog: catalogEndpoints,
  suppliers: supplierEndpoints,
  config: configEndpoints,
  analytics: analyticsEndpoints,
  images: imageEndpoints,
  search: searchEndpoints,
  content: contentEndpoints,
} satisfies Record<string, Record<string, AnyEndpoint>>;

export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(ENDPOINTS_BY_FEATURE).flatMap((group) => Object.values(group));
