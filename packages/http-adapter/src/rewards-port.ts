import type {
  CouponCodec,
  InviteSummaryCodec,
  RebateCodec,
  VipStandingCodec,
  VipTierCodec,
} from '@tessera/contract';
import { rewardsEndpoints } from '@tessera/contract/endpoints/rewards';
import type { Coupon, InviteSummary, Rebate, RewardsApi, VipStanding, VipTier } from '@tessera/core';
import type * as t from 'io-ts';
import * as TE from '#fp-ts/TaskEither.js';
import { type Calls, clientOf, type Transport } from './client.js';
import { parsePage } from './parse.js';

/** `/vip/levels` item → VipTier. Sample: `{ level: 2, volume_30d: '500000', holdings: '50000' }` */
const parseVipTier = (wire: t.TypeOf<typeof VipTierCodec>): VipTier => ({
  level: wire.level,
  volume30d: wire.volume_30d,
  holdings: wire.holdings,
});

/** `/user/vip` → VipStanding. */
const parseVipStanding = (wire: t.TypeOf<typeof VipStandingCodec>): VipStanding => ({
  level: wire.level,
  volume30d: wire.volume_30d,
  holdings: wire.holdings,
  reviewedAt: wire.reviewed_at,
  next: wire.next === null ? null : parseVipTier(wire.next),
});

/** `/user/invite` → InviteSummary. */
const parseInviteSummary = (wire: t.TypeOf<typeof InviteSummaryCodec>): InviteSummary => ({
  code: wire.code,
  invited: wire.invited,
  rebateRate: wire.rebate_rate,
  earned: wire.earned,
});

/** `/user/rebates` item → Rebate: the same fields. */
const parseRebate = (wire: t.TypeOf<typeof RebateCodec>): Rebate => wire;

/**
 * `/user/coupons` item, `/user/coupons/claim` → Coupon (its state is the list it was asked from).
 * Sample: `{ id: 9, kind: 'fee_discount', rate: '0.5', amount: null, products: ['spot'],
 * min_value: '10', issued_at: '…', expires_at: '…', state: 'usable', used: null }`
 */
const parseCoupon = (wire: t.TypeOf<typeof CouponCodec>): Coupon => ({
  id: wire.id,
  kind: wire.kind,
  rate: wire.rate,
  amount: wire.amount,
  products: wire.products,
  minValue: wire.min_value,
  issuedAt: wire.issued_at,
  expiresAt: wire.expires_at,
  used: wire.used,
});

/**
 * Core's rewards port over HTTP: the VIP table and standing, the invitation and its rebates, the
 * coupons.
 */
export const createRewardsApi = (client: Calls<'rewards'>): RewardsApi => ({
  vipTiers: () =>
    TE.map((tiers: t.TypeOf<typeof VipTierCodec>[]) => tiers.map(parseVipTier))(client.vipTiers({})),
  vip: () => TE.map(parseVipStanding)(client.vipStanding({})),
  invite: () => TE.map(parseInviteSummary)(client.inviteSummary({})),
  rebates: (query) => TE.map(parsePage(parseRebate))(client.rebates(query)),
  coupons: (query) => TE.map(parsePage(parseCoupon))(client.coupons(query)),
  claimCoupon: (couponId, requestId) => TE.map(parseCoupon)(client.claimCoupon({ id: couponId }, requestId)),
});

/** The rewards port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const rewardsApiOver = (transport: Transport): RewardsApi =>
  createRewardsApi(clientOf(transport, rewardsEndpoints));
