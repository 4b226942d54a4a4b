import * as t from 'io-ts';
import { DecimalString, IntFromInput, IsoTime } from '../codecs.js';
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
  operatorRunRewards: endpoint({
    method: 'POST',
    path: '/operator/rewards/run',
    params: t.type({}),
    result: RewardsRunCodec,
    guard: 'operator',
  }),
}));
