import { z } from 'zod';

import { ORDER_ACTORS, ORDER_STATUS_LABELS, ORDER_STATUS_MESSAGES, ORDER_STATUSES } from '../rules/order-status';

/** The order's statuses, their pt-BR labels and who changes them (lib/rules/order-status.ts, docs/order-status.md). */

export { ORDER_ACTORS, ORDER_STATUSES, ORDER_STATUS_LABELS, ORDER_STATUS_MESSAGES };
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderActorSchema = z.enum(ORDER_ACTORS);
