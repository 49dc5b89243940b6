import type { z } from 'zod';

import type { submitOrderBodySchema } from '../../../../lib/contract/order-submit';

/** The submit body as validated by the contract (defaults applied, strings trimmed). */
export type SubmitBody = z.output<typeof submitOrderBodySchema>;
