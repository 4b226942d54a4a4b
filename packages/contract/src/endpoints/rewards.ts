import { CouponKinds, CouponProducts, CouponStates } from '@tessera/core';
import * as t from 'io-ts';
import { DecimalString, IntFromInput, IntInRange, IsoTime, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';

/** One step of the published VIP table, in USDT. Sample: `{ level: 2, volume_30d: '500000', holdings: '50000' }` */
export const VipTierCodec = /* @__PURE__ */ t.type({
  level: t.number,
  volume_30d: DecimalString,
  holdings: DecimalString,
});

/**
 * The user's VIP standing: the level of the last daily review, the 30-day volume and holdings as
 * they are now (USDT), and the next step (null at the top). Sample: `{ level: 1, volume_30d:
 * '72000', holdings: '1800.5', reviewed_at: '…', next: { level: 2, … } }`
 */
export const VipStandingCodec = /* @__PURE__ */ t.type({
  level: t.number,
  volume_30d: DecimalString,
  holdings: DecimalString,
  reviewed_at: t.union([IsoTime, t.null]),
  next: t.union([VipTierCodec, t.null]),
});

/**
 * The user's invitation and what it earned. Sample: `{ code: 'K7Q2M9', invited: 3, rebate_rate:
 * '0.2', earned: { USDT: '12.5', BTC: '0.0004' } }`
 */
export const InviteSummaryCodec = /* @__PURE__ */ t.type({
  code: t.string,
  invited: t.number,
  rebate_rate: DecimalString,
  earned: t.record(t.string, DecimalString),
});

/**
 * One day's rebate of one invited user's fees in one asset: what it used (fees, rate) and paid.
 * Sample: `{ id: 4, day: '2026-11-26', invitee: 'b***9', asset: 'USDT', fees: '3.2', rate: '0.2',
 * amount: '0.64', at: '…' }`
 */
export const RebateCodec = /* @__PURE__ */ t.type({
  id: t.number,
  day: t.string,
  invitee: t.string,
  asset: t.string,
  fees: DecimalString,
  rate: DecimalString,
  amount: DecimalString,
  at: IsoTime,
});

/** What a run of the daily rewards job did. Sample: `{ days: ['2026-11-26'], rebates: 3, levels_changed: 1 }` */
export const RewardsRunCodec = /* @__PURE__ */ t.type({
  days: t.array(t.string),
  rebates: t.number,
  levels_changed: t.number,
});

/**
 * A coupon and its terms; `state` as of the answer. A fee discount has a `rate` (the share of the
 * order's fees waived) and applies to `products` from `min_value` USDT; a trial bonus has an
 * `amount` of USDT credited to the futures account on claim. `used` says what spent it. Sample:
 * `{ id: 9, kind: 'fee_discount', rate: '0.5', amount: null, products: ['spot', 'futures'],
 * min_value: '10', issued_at: '…', expires_at: '…', state: 'usable', used: null }`
 */
export const CouponCodec = /* @__PURE__ */ t.type({
  id: t.number,
  kind: oneOf(CouponKinds, 'CouponKind'),
  rate: t.union([DecimalString, t.null]),
  amount: t.union([DecimalString, t.null]),
  products: t.array(oneOf(CouponProducts, 'CouponProduct')),
  min_value: DecimalString,
  issued_at: IsoTime,
  expires_at: IsoTime,
  state: oneOf(CouponStates, 'CouponState'),
  used: t.union([
    t.type({
      product: oneOf([...CouponProducts, 'bonus'] as const, 'CouponUseProduct'),
      ref: t.number,
      at: IsoTime,
    }),
    t.null,
  ]),
});

export const rewardsEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  vipTiers: endpoint({
    method: 'GET',
    path: '/vip/levels',
    params: t.type({}),
    result: t.array(VipTierCodec),
  }),
  vipStanding: endpoint({
    method: 'GET',
    path: '/user/vip',
    params: t.type({}),
    result: VipStandingCodec,
    guard: 'user',
  }),
  inviteSummary: endpoint({
    method: 'GET',
    path: '/user/invite',
    params: t.type({}),
    result: InviteSummaryCodec,
    guard: 'user',
  }),
  rebates: endpoint({
    method: 'GET',
    path: '/user/rebates',
    params: t.partial({ page: IntFromInput, limit: IntFromInput }),
    result: pageOf(RebateCodec),
    guard: 'user',
  }),
  coupons: endpoint({
    method: 'GET',
    path: '/user/coupons',
    params: t.intersection([
      t.type({ state: oneOf(CouponStates, 'CouponState') }),
      t.partial({ page: IntFromInput, limit: IntFromInput }),
    ]),
    result: pageOf(CouponCodec),
    guard: 'user',
  }),
  claimCoupon: endpoint({
    method: 'POST',
    path: '/user/coupons/claim',
    params: t.type({ id: IntFromInput }),
    result: CouponCodec,
    guard: 'user',
    idempotent: true,
  }),
  /**
   * Issues a coupon to a user (a name, email, mobile or id): a fee discount with `rate` and
   * `products` (and `min_value`), or a trial bonus with `amount`, usable for `days`.
   */
  operatorIssueCoupon: endpoint({
    method: 'POST',
    path: '/operator/coupons/issue',
    params: t.intersection([
      t.type({ user: Text, kind: oneOf(CouponKinds, 'CouponKind'), days: IntInRange(1, 366) }),
      t.partial({ rate: Text, amount: Text, products: Text, min_value: Text }),
    ]),
    result: CouponCodec,
    guard: 'operator',
  }),
  operatorRunRewards: endpoint({
    method: 'POST',
    path: '/operator/rewards/run',
    params: t.type({}),
    result: RewardsRunCodec,
    guard: 'operator',
  }),
}));
