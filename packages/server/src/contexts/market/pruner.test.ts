import { Decimal } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { writeKlines } from './klines.js';
import { MarketPruner } from './pruner.js';
import { latestTicks, recordTicks } from './ticks.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('MarketPruner', () => {
  let db: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://', schema: undefined });
    await migrateToLatest(db);
  });
  afterAll(() => db.destroy());

  it('drops ticks older than the retention and candles past their period’s, keeping the rest', async () => {
    const ticks = Array.from({ length: 7000 }, (_, i) => ({
      symbol: 'BTC/USDT',
      price: new Decimal(64000 + i),
      volume: new Decimal('0.1'),
      at: new Date(NOW - (7000 - i) * 60_000),
    }));
    await recordTicks(db, ticks);
    const row = (period: '1m' | '1h' | '1d', openMs: number) => ({
      symbol: 'BTC/USDT',
      period,
      openMs,
      open: '1',
      high: '1',
      low: '1',
      close: '1',
      volume: '1',
    });
    await writeKlines(
      db,
      [
        row('1m', NOW - 8 * DAY),
        row('1m', NOW - 6 * DAY),
        row('1h', NOW - 800 * DAY),
        row('1h', NOW - 300 * DAY),
        row('1d', NOW - 3000 * DAY),
      ],
      'merge',
    );
    const pruner = new MarketPruner(db, { symbols: ['BTC/USDT'], tickRetentionMs: 48 * HOUR });
    const pruned = await pruner.prune(new Date(NOW));
    const left = await db.selectFrom('market_ticks').select(['at']).orderBy('at').execute();
    expect(left).toHaveLength(48 * 60);
    expect(new Date(left[0]!.at).getTime()).toBeGreaterThanOrEqual(NOW - 48 * HOUR);
    const klines = await db.selectFrom('klines').select(['period', 'open_time']).orderBy('period').execute();
    expect(klines.map((k) => k.period).sort()).toEqual(['1d', '1h', '1m']);
    expect(pruned).toBe(7000 - 48 * 60 + 2);
    // The latest tick is found through the index, with its id.
    expect((await latestTicks(db, ['BTC/USDT', 'ETH/USDT'])).get('BTC/USDT')?.price.toFixed()).toBe('70999');
    const ids = await db.selectFrom('market_ticks').select('id').limit(2).execute();
    expect(ids.every((r) => Number(r.id) > 0)).toBe(true);
  });
});
