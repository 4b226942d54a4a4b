import { copyTraderStats, Decimal } from '@tessera/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

const HOUR_MS = 3_600_000;

/**
 * Every trader's record computed again once an hour (spec §9), after the first tick of each hour:
 * core's `copyTraderStats` over their own closed positions (never the copies they hold) in the
 * order they closed, the follows in force, and the margin of the copies still mirroring them. The
 * record is only ever written here, from what the ledger of positions holds.
 */
export const refreshTraderRecords =
  (db: Kysely<Database>) =>
  async (at: Date): Promise<void> => {
    const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
    const due = await db.selectFrom('copy_traders').select('user_id').where('stats_at', '<', hour).execute();
    for (const { user_id: traderId } of due) {
      const trades = await db
        .selectFrom('futures_positions as p')
        .select(['p.margin', 'p.realized_pnl'])
        .where('p.user_id', '=', traderId)
        .where('p.state', '=', 'closed')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('copies').select('copies.id').whereRef('copies.position_id', '=', 'p.id'))),
        )
        .orderBy('p.closed_at')
        .orderBy('p.id')
        .execute();
      const stats = copyTraderStats(
        trades.map((trade) => ({ margin: trade.margin, realizedPnl: trade.realized_pnl ?? '0' })),
      );
      const { followers } = await db
        .selectFrom('copy_follows')
        .select((eb) => eb.fn.countAll<string>().as('followers'))
        .where('trader_id', '=', traderId)
        .where('state', '=', 'following')
        .executeTakeFirstOrThrow();
      const { margin } = await db
        .selectFrom('copies')
        .innerJoin('futures_positions as p', 'p.id', 'copies.position_id')
        .select(sql<string | null>`sum(p.margin)`.as('margin'))
        .where('copies.trader_id', '=', traderId)
        .where('copies.state', '=', 'open')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('copy_traders')
        .set({
          return_rate: stats.returnRate.toFixed(),
          win_rate: stats.winRate.toFixed(),
          max_drawdown: stats.maxDrawdown.toFixed(),
          closed_positions: stats.closedPositions,
          followers: Number(followers),
          assets_under_copy: new Decimal(margin ?? 0).toFixed(),
          stats_at: at,
        })
        .where('user_id', '=', traderId)
        .execute();
    }
  };
