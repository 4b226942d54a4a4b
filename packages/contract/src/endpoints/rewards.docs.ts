import type { Summaries } from '../endpoint.js';
import type { rewardsEndpoints } from './rewards.js';

/** What each rewards call does, in the words of the OpenAPI document (see `../docs.ts`). */
export const rewardsSummaries = {
  vipTiers:
    'The published VIP table, lowest level first: each level is reached by 30 days’ trading volume or by holdings, both in USDT. Level 2 unlocks OTC loans.',
  vipStanding:
    'Your VIP level as the daily review set it, your 30-day trading volume and holdings as they are now (USDT, at the newest recorded prices), and the next level’s thresholds (null at the top).',
  inviteSummary:
    'Your invitation code, how many accounts registered with it, the published rebate rate (the share of each invited user’s trading fees paid to you daily) and every rebate paid so far, by asset.',
  rebates:
    'The rebates paid to you, newest first: for each day, invited user and asset, the fees they paid, the rate and what you received (the fees times the rate, rounded down to the asset’s decimals); 10 a page.',
  coupons:
    'Your coupons in one state (`usable`, `used`, `expired`), with their terms: a fee discount waives `rate` of the fees of the one spot or futures order it is applied to (`coupon_id` of `/coin/trade` or `/lever/submit`) from `min_value` USDT; a trial bonus credits `amount` USDT to your futures account when claimed. Usable ones soonest to expire first; 10 a page.',
  claimCoupon:
    'Claim a trial bonus: its USDT is credited to your futures account, once (the coupon is then used). Send an Idempotency-Key: a repeat answers the same.',
  operatorIssueCoupon:
    'Operator: issue a coupon to a user (a name, email, mobile or id), usable for `days`: a fee discount (`rate` above 0 and at most 1, `products` comma-separated `spot`,`futures`, `min_value` in USDT) or a trial bonus (`amount` USDT).',
  operatorRunRewards:
    'Operator: run the daily rewards job now for every finished day not yet paid (the exchange also runs it after the first tick of each day): invitation rebates paid through the ledger, once per day, and VIP levels reviewed.',
} as const satisfies Summaries<typeof rewardsEndpoints>;
