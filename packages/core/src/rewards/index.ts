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
export type { InviteSummary, Rebate, VipStanding, VipTier } from './model.js';
export type { RewardsApi } from './port.js';
