import { COPY_MODE_NUMBERS, Decimal, type Trader } from '@tessera/core';
import type { Selectable } from 'kysely';
import type { CopiesTable, CopyFollowsTable, CopyTradersTable } from '../../db/schema.js';
import { type PositionRow, wirePosition } from '../futures/index.js';

export type TraderRow = Selectable<CopyTradersTable>;
export type FollowRow = Selectable<CopyFollowsTable>;
export type CopyRow = Selectable<CopiesTable>;

/** A trader as core models them: what a follow is checked against. */
export const traderOf = (row: TraderRow): Trader => ({
  userId: row.user_id,
  nickname: row.nickname,
  since: row.since.toISOString(),
  stats: {
    returnRate: new Decimal(row.return_rate),
    winRate: new Decimal(row.win_rate),
    maxDrawdown: new Decimal(row.max_drawdown),
    closedPositions: row.closed_positions,
    followers: row.followers,
    assetsUnderCopy: new Decimal(row.assets_under_copy),
    updatedAt: row.stats_at.toISOString(),
  },
});

/** A trader as `/follow/index` and `/follow/traderDetail` answer them. */
export const wireTrader = (row: TraderRow) => {
  const { stats, ...trader } = traderOf(row);
  return {
    user_id: trader.userId,
    nickname: trader.nickname,
    since: trader.since,
    stats: {
      return_rate: stats.returnRate,
      win_rate: stats.winRate,
      max_drawdown: stats.maxDrawdown,
      closed_positions: stats.closedPositions,
      followers: stats.followers,
      assets_under_copy: stats.assetsUnderCopy,
      updated_at: stats.updatedAt,
    },
  };
};

/** A follow as `/follow/follow`, `/follow/cancel` and `/follow/my` answer it. */
export const wireFollow = (row: FollowRow, traderNickname: string) => ({
  id: Number(row.id),
  trader_user_id: row.trader_id,
  trader_nickname: traderNickname,
  type: COPY_MODE_NUMBERS[row.mode],
  mode: row.mode,
  number: new Decimal(row.value),
  state: row.state,
  started_at: row.started_at.toISOString(),
  ended_at: row.ended_at?.toISOString() ?? null,
});

/** A copy as `/follow/copies` and `/follow/selfHolding` answer it, with the follower's position. */
export const wireCopy = (row: CopyRow, traderNickname: string, position: PositionRow | undefined) => ({
  id: Number(row.id),
  follow_id: Number(row.follow_id),
  trader_user_id: row.trader_id,
  trader_nickname: traderNickname,
  trader_position_id: Number(row.trader_position_id),
  lots: new Decimal(row.lots),
  state: row.state,
  skip_reason: row.skip_reason,
  position: position === undefined ? null : wirePosition(position),
  created_at: row.created_at.toISOString(),
});
