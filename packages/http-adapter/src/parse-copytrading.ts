import type { CopyCodec, FollowCodec, TraderCodec } from '@tessera/contract';
import type { CopiedPosition, Follow, Trader } from '@tessera/core';
import type * as t from 'io-ts';
import { parseFuturesPosition } from './parse-futures.js';

/** `/follow/index` item, `/follow/traderDetail`, `/follow/becomeTrader` → Trader. Sample: `{ user_id: 7, nickname: 'Ada', since: '…', stats: { return_rate: '0.125', win_rate: '0.6', … } }` */
export const parseTrader = (wire: t.TypeOf<typeof TraderCodec>): Trader => ({
  userId: wire.user_id,
  nickname: wire.nickname,
  since: wire.since,
  stats: {
    returnRate: wire.stats.return_rate,
    winRate: wire.stats.win_rate,
    maxDrawdown: wire.stats.max_drawdown,
    closedPositions: wire.stats.closed_positions,
    followers: wire.stats.followers,
    assetsUnderCopy: wire.stats.assets_under_copy,
    updatedAt: wire.stats.updated_at,
  },
});

/** `/follow/follow`, `/follow/cancel`, `/follow/my` item → Follow. Sample: `{ id: 4, trader_user_id: 7, trader_nickname: 'Ada', type: 1, mode: 'ratio', number: '0.5', state: 'following', … }` */
export const parseFollow = (wire: t.TypeOf<typeof FollowCodec>): Follow => ({
  id: wire.id,
  traderUserId: wire.trader_user_id,
  traderNickname: wire.trader_nickname,
  mode: wire.mode,
  value: wire.number,
  state: wire.state,
  startedAt: wire.started_at,
  endedAt: wire.ended_at,
});

/** `/follow/copies` item, `/follow/selfHolding` → CopiedPosition. Sample: `{ id: 12, follow_id: 4, trader_user_id: 7, trader_nickname: 'Ada', trader_position_id: 301, lots: '1.5', state: 'open', skip_reason: null, position: {…}, created_at: '…' }` */
export const parseCopy = (wire: t.TypeOf<typeof CopyCodec>): CopiedPosition => ({
  id: wire.id,
  followId: wire.follow_id,
  traderUserId: wire.trader_user_id,
  traderNickname: wire.trader_nickname,
  traderPositionId: wire.trader_position_id,
  lots: wire.lots,
  state: wire.state,
  skipReason: wire.skip_reason,
  position: wire.position === null ? null : parseFuturesPosition(wire.position),
  createdAt: wire.created_at,
});
