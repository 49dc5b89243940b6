import type { Queryable } from '../src/db/types';

/** One step of the demo seed. Later issues add customers, coupons, orders as new modules. */
export type SeedModule = { nome: string; run(tx: Queryable): Promise<void> };
