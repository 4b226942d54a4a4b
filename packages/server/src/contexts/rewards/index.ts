export {
  COUPON_ASSET,
  couponForOrder,
  createCouponHandlers,
  spendCoupon,
  welcomeNewUser,
} from './coupons.js';
export { createRewardsHandlers, maskedName } from './handlers.js';
export { type RewardsRun, runRewards } from './job.js';
