import { Decimal } from '@tessera/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Tick } from './price-feed.js';
import type { Candle } from './rolling-window.js';

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters at 4 per row. */
const INSERT_CHUNK = 2000;

/** Records ticks: the recorded prices later settlements and K-lines rely on. */
export const recordTicks = async (db: Kysely<Database>, ticks: readonly Tick[]): Promise<void> => {
  for (let start = 0; start < ticks.length; start += INSERT_CHUNK) {
    const rows = ticks.slice(start, start + INSERT_CHUNK).map((tick) => ({
      symbol: tick.symbol,
      price: tick.price.toFixed(),
      volume: tick.volume.toFixed(),
      at: tick.at,
    }));
    await db.insertInto('market_ticks').values(rows).execute();
  }
};

/** The last recorded price of every symbol, to carry on from after a restart. */
export const latestPrices = async (db: Kysely<Database>): Promise<Map<string, Decimal>> => {
  const rows = await db
    .selectFrom('market_ticks')
    .distinctOn('symbol')
    .select(['symbol', 'price'])
    .orderBy('symbol')
    .orderBy('at', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.symbol, new Decimal(row.price)]));
};

interface MinuteRow {
  symbol: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  at: Date;
}

/** Recorded trading since `since`, as one-minute candles per symbol in time order. */
export const recentCandles = async (
  db: Kysely<Database>,
  since: Date,
): Promise<{ symbol: string; candle: Candle }[]> => {
  const { rows } = await sql<MinuteRow>`
    select symbol,
           (array_agg(price order by at))[1] as open,
           max(price) as high,
           min(price) as low,
           (array_agg(price order by at desc))[1] as close,
           sum(volume) as volume,
           max(at) as at
    from market_ticks
    where at > ${since}
    group by symbol, date_trunc('minute', at)
    order by max(at)`.execute(db);
  return rows.map((row) => ({
    symbol: row.symbol,
    candle: {
      open: new Decimal(row.open),
      high: new Decimal(row.high),
      low: new Decimal(row.low),
      close: new Decimal(row.close),
      volume: new Decimal(row.volume),
      at: row.at,
    },
  }));
};
