import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type { Coupon, CouponState, InviteSummary, Rebate, VipStanding, VipTier } from './model.js';

/** What the invitation, rebate and VIP screens need from the exchange (spec §2 `setting/share`, VIP). */
export interface RewardsApi {
  /** The published VIP table, lowest level first. */
  vipTiers(): Call<readonly VipTier[]>;
  vip(): Call<VipStanding>;
  invite(): Call<InviteSummary>;
  /** The rebates paid to the user, newest first. */
  rebates(query: PageQuery): Call<Page<Rebate>>;
  /** The user's coupons in one state (spec §2 `setting/coupon`), the soonest to expire first. */
  coupons(query: PageQuery & { readonly state: CouponState }): Call<Page<Coupon>>;
  /**
   * Claims a trial bonus: its USDT into the futures account. `requestId` is sent as the
   * idempotency key, so a claim repeated after a lost answer answers the same.
   */
  claimCoupon(couponId: number, requestId: string): Call<Coupon>;
}
