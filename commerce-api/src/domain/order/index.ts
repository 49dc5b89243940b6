export { checkDuplicate } from './duplicate';
export { completeKey, payloadHash, releaseKey, startKey, type IdempotencyKey, type KeyClaim } from './idempotency';
export { getOrderFor, loadOrder } from './read';
export { placeOrder, type SubmitHooks } from './submit';
export type { SubmitBody } from './types';
