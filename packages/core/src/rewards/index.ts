export {
  INVITE_REBATE_RATE,
  inviteRebate,
  nextVipTier,
  rewardDay,
  VIP_TIERS,
  VIP_VOLUME_DAYS,
  vipLevel,
  vipProgress,
} from './calculators.js';
export { couponExpiry, couponState, discountedFee, WELCOME_COUPONS } from './coupons.js';
export type {
  Coupon,
  CouponKind,
  CouponProduct,
  CouponState,
  CouponTerms,
  CouponUse,
  DiscountedFee,
  InviteSummary,
  Rebate,
  VipStanding,
  VipTier,
} from './model.js';
export { CouponKinds, CouponProducts, CouponStates } from './model.js';
export type { RewardsApi } from './port.js';
export {
  type CouponTermsDraft,
  couponsFor,
  MAX_COUPON_DAYS,
  validateCouponClaim,
  validateCouponTerms,
  validateCouponUse,
} from './rules.js';
