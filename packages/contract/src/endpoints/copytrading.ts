import { CopyModes, CopySkipReasons, CopyStates, FollowStates } from '@tessera/core';
import * as t from 'io-ts';
import {
  BooleanFromInput,
  DecimalString,
  IntFromInput,
  IntInRange,
  IsoTime,
  oneOf,
  Text,
} from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';
import { FuturesPositionCodec } from './futures.js';

/**
 * A trader's record as the exchange computed it from their recorded, closed futures positions
 * (hourly; no call edits it): core's `copyTraderStats`, the followers now and the margin of their
 * open copies. Sample: `{ return_rate: '0.125', win_rate: '0.6', max_drawdown: '0.04',
 * closed_positions: 20, followers: 3, assets_under_copy: '1500', updated_at: '…' }`
 */
export const TraderStatsCodec = /* @__PURE__ */ t.type({
  return_rate: DecimalString,
  win_rate: DecimalString,
  max_drawdown: DecimalString,
  closed_positions: t.number,
  followers: t.number,
  assets_under_copy: DecimalString,
  updated_at: IsoTime,
});

/** A trader others may follow. Sample: `{ user_id: 7, nickname: 'Ada', since: '…', stats: {…} }` */
export const TraderCodec = /* @__PURE__ */ t.type({
  user_id: t.number,
  nickname: t.string,
  since: IsoTime,
  stats: TraderStatsCodec,
});

/**
 * A follow: `type` is spec §3's number (1 a fixed multiple of the trader's lots, 2 fixed lots),
 * `mode` the same in words, `number` the multiple or the lots. Sample: `{ id: 4, trader_user_id:
 * 7, trader_nickname: 'Ada', type: 1, mode: 'ratio', number: '0.5', state: 'following',
 * started_at: '…', ended_at: null }`
 */
export const FollowCodec = /* @__PURE__ */ t.type({
  id: t.number,
  trader_user_id: t.number,
  trader_nickname: t.string,
  type: t.union([t.literal(1), t.literal(2)]),
  mode: oneOf(CopyModes, 'CopyMode'),
  number: DecimalString,
  state: oneOf(FollowStates, 'FollowState'),
  started_at: IsoTime,
  ended_at: t.union([IsoTime, t.null]),
});

/**
 * One copy of a trader's position (`transaction_id` in spec §3): its lots from core's `copyLots`,
 * its state (open and mirroring, closed with the trader's, self-held, or skipped and why), and the
 * follower's own position (null when skipped). Sample: `{ id: 12, follow_id: 4, trader_user_id:
 * 7, trader_nickname: 'Ada', trader_position_id: 301, lots: '1.5', state: 'open', skip_reason:
 * null, position: {…}, created_at: '…' }`
 */
export const CopyCodec = /* @__PURE__ */ t.type({
  id: t.number,
  follow_id: t.number,
  trader_user_id: t.number,
  trader_nickname: t.string,
  trader_position_id: t.number,
  lots: DecimalString,
  state: oneOf(CopyStates, 'CopyState'),
  skip_reason: t.union([oneOf(CopySkipReasons, 'CopySkipReason'), t.null]),
  position: t.union([FuturesPositionCodec, t.null]),
  created_at: IsoTime,
});

const paging = { page: IntFromInput, limit: IntFromInput };

export const copyTradingEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  copyTraders: endpoint({
    method: 'GET',
    path: '/follow/index',
    params: t.partial(paging),
    result: pageOf(TraderCodec),
  }),
  copyTrader: endpoint({
    method: 'GET',
    path: '/follow/traderDetail',
    params: t.type({ trader_user_id: IntFromInput }),
    result: TraderCodec,
  }),
  copyTraderHistory: endpoint({
    method: 'GET',
    path: '/follow/historyTrade',
    params: t.intersection([t.type({ trader_user_id: IntFromInput }), t.partial(paging)]),
    result: pageOf(FuturesPositionCodec),
  }),
  followTrader: endpoint({
    method: 'POST',
    path: '/follow/follow',
    params: t.type({
      trader_user_id: IntFromInput,
      type: IntInRange(1, 2),
      number: Text,
      agreement_accepted: BooleanFromInput,
    }),
    result: FollowCodec,
    guard: 'user',
    idempotent: true,
  }),
  cancelFollow: endpoint({
    method: 'POST',
    path: '/follow/cancel',
    params: t.type({ follow_user_id: IntFromInput }),
    result: FollowCodec,
    guard: 'user',
  }),
  myFollows: endpoint({
    method: 'GET',
    path: '/follow/my',
    params: t.type({}),
    result: t.array(FollowCodec),
    guard: 'user',
  }),
  myCopies: endpoint({
    method: 'GET',
    path: '/follow/copies',
    params: t.partial({ ...paging, current: BooleanFromInput, trader_user_id: IntFromInput }),
    result: pageOf(CopyCodec),
    guard: 'user',
  }),
  selfHoldCopy: endpoint({
    method: 'POST',
    path: '/follow/selfHolding',
    params: t.type({ transaction_id: IntFromInput }),
    result: CopyCodec,
    guard: 'user',
  }),
  becomeTrader: endpoint({
    method: 'POST',
    path: '/follow/becomeTrader',
    params: t.type({ nickname: Text, terms_accepted: BooleanFromInput }),
    result: TraderCodec,
    guard: 'user',
    verified: true,
  }),
}));
