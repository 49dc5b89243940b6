export { chooseCoupon } from './choice';
export { listClientCoupons } from './list';
export { referralCoupon } from './referral';
export { validateCoupon } from './validate';
