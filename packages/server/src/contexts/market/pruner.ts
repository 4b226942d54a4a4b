import { KlinePeriods } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { pruneKlines } from './klines.js';
import { KLINE_RETENTION_MS, PRUNE_BATCH, PRUNE_MAX_BATCHES } from './retention.js';
import { pruneTicks } from './ticks.js';

/**
 * Keeps the market's tables bounded: raw ticks `tickRetentionMs`, candles as `KLINE_RETENTION_MS`
 * says. Each round deletes in batches of `PRUNE_BATCH` rows (oldest first, through the indexes)
 * and at most `PRUNE_MAX_BATCHES` per market and table, so a large backlog (a database from before
 * pruning) goes over several rounds without holding up recording.
 */
export class MarketPruner {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: {
      readonly symbols: readonly string[];
      readonly tickRetentionMs: number;
      /** The oldest tick a settlement still to come needs: kept whatever its age. */
      readonly oldestTickNeeded?: () => Promise<Date | undefined>;
    },
  ) {}

  /** One round at `now`; answers how many rows went. */
  async prune(now: Date): Promise<number> {
    let pruned = 0;
    const needed = await this.options.oldestTickNeeded?.();
    const retained = now.getTime() - this.options.tickRetentionMs;
    const before = new Date(needed === undefined ? retained : Math.min(retained, needed.getTime()));
    for (const symbol of this.options.symbols) {
      for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch++) {
        const deleted = await pruneTicks(this.db, { symbol, before, batch: PRUNE_BATCH });
        pruned += deleted;
        if (deleted < PRUNE_BATCH) break;
      }
      for (const period of KlinePeriods) {
        const keep = KLINE_RETENTION_MS[period];
        if (keep === undefined) continue;
        for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch++) {
          const deleted = await pruneKlines(this.db, {
            symbol,
            period,
            beforeMs: now.getTime() - keep,
            batch: PRUNE_BATCH,
          });
          pruned += deleted;
          if (deleted < PRUNE_BATCH) break;
        }
      }
    }
    return pruned;
  }
}
