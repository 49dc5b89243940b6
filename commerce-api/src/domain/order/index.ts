export { checkDuplicate } from './duplicate';
export {
  completeKey,
  payloadHash,
  releaseKey,
  startKey,
  touchKey,
  type HeldKey,
  type IdempotencyKey,
  type KeyClaim,
} from './idempotency';
export { getOrderFor, loadOrder } from './read';
export { placeOrder, type SubmitHooks } from './submit';
export type { SubmitBody } from './types';
export { acceptQuote, adminGetOrder, adminSetStatus, cancelByBuyer, declineQuote, priceQuote } from './lifecycle';
export { listOrdersFor } from './list';
export { changePaymentMethod, generateReceipt } from './payment-change';
export { rateOrder } from './rating';
export { rebuyFor } from './rebuy';
export { repeatOrder } from './repeat';
