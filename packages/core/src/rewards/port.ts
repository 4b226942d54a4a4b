import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type { InviteSummary, Rebate, VipStanding, VipTier } from './model.js';

/** What the invitation, rebate and VIP screens need from the exchange (spec §2 `setting/share`, VIP). */
export interface RewardsApi {
  /** The published VIP table, lowest level first. */
  vipTiers(): Call<readonly VipTier[]>;
  vip(): Call<VipStanding>;
  invite(): Call<InviteSummary>;
  /** The rebates paid to the user, newest first. */
  rebates(query: PageQuery): Call<Page<Rebate>>;
}
