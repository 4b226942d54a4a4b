import { Decimal, type KlinePeriod, KlinePeriods } from '@tessera/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Kline } from './candle-book.js';
import type { KlineRow } from './history.js';

/** Rows per statement: arrays travel as 8 parameters whatever their length; this bounds memory. */
const WRITE_CHUNK = 10_000;

/** A candle as the database takes it. */
export const rowOfKline = (kline: Kline): KlineRow => ({
  symbol: kline.symbol,
  period: kline.period,
  openMs: kline.openMs,
  open: kline.open.toFixed(),
  high: kline.high.toFixed(),
  low: kline.low.toFixed(),
  close: kline.close.toFixed(),
  volume: kline.volume.toFixed(),
});

/**
 * Writes candles in one statement per chunk (`unnest` of one array per column). `replace` takes
 * them as the whole truth (the live book's candles); `merge` adds them to what is stored (trading
 * synthesized for a gap): highs and lows widen, volumes add, the close is the new one.
 */
export const writeKlines = async (
  db: Kysely<Database>,
  klines: readonly KlineRow[],
  mode: 'replace' | 'merge',
): Promise<void> => {
  for (let start = 0; start < klines.length; start += WRITE_CHUNK) {
    const rows = klines.slice(start, start + WRITE_CHUNK);
    const column = <K extends keyof KlineRow>(key: K) => rows.map((row) => row[key]);
    const times = rows.map((row) => new Date(row.openMs).toISOString());
    const update =
      mode === 'replace'
        ? sql`open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close, volume = excluded.volume`
        : sql`high = greatest(klines.high, excluded.high), low = least(klines.low, excluded.low),
              close = excluded.close, volume = klines.volume + excluded.volume`;
    await sql`
      insert into klines (symbol, period, open_time, open, high, low, close, volume)
      select * from unnest(${column('symbol')}::text[], ${column('period')}::text[], ${times}::timestamptz[],
                           ${column('open')}::numeric[], ${column('high')}::numeric[], ${column('low')}::numeric[],
                           ${column('close')}::numeric[], ${column('volume')}::numeric[])
      on conflict (symbol, period, open_time) do update set ${update}`.execute(db);
  }
};

interface StoredKline {
  symbol: string;
  period: KlinePeriod;
  open_time: Date | string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

const klineOf = (row: StoredKline): Kline => ({
  symbol: row.symbol,
  period: row.period,
  openMs: new Date(row.open_time).getTime(),
  open: new Decimal(row.open),
  high: new Decimal(row.high),
  low: new Decimal(row.low),
  close: new Decimal(row.close),
  volume: new Decimal(row.volume),
});

/** The newest candle of each market and period: one index probe each, whatever the table's size. */
export const currentKlines = async (db: Kysely<Database>, symbols: readonly string[]): Promise<Kline[]> => {
  const { rows } = await sql<StoredKline>`
    select k.* from unnest(${[...symbols]}::text[]) as s(symbol)
    cross join unnest(${[...KlinePeriods]}::text[]) as p(period)
    cross join lateral (
      select symbol, period, open_time, open, high, low, close, volume from klines
      where klines.symbol = s.symbol and klines.period = p.period
      order by open_time desc limit 1
    ) as k`.execute(db);
  return rows.map(klineOf);
};

/** The markets that have any candle (those without get a fresh history). */
export const marketsWithKlines = async (
  db: Kysely<Database>,
  symbols: readonly string[],
): Promise<Set<string>> => {
  const { rows } = await sql<{ symbol: string }>`
    select s.symbol from unnest(${[...symbols]}::text[]) as s(symbol)
    where exists (select 1 from klines where klines.symbol = s.symbol)`.execute(db);
  return new Set(rows.map((row) => row.symbol));
};

/** The newest `count` candles of one market and period, oldest first. */
export const newestKlines = async (
  db: Kysely<Database>,
  symbol: string,
  period: KlinePeriod,
  count: number,
): Promise<Kline[]> => {
  const rows = await db
    .selectFrom('klines')
    .selectAll()
    .where('symbol', '=', symbol)
    .where('period', '=', period)
    .orderBy('open_time', 'desc')
    .limit(count)
    .execute();
  return rows.reverse().map(klineOf);
};

/** Candles of one market and period opening from `fromMs` to `toMs`, oldest first, at most `limit`. */
export const klinesInRange = async (
  db: Kysely<Database>,
  query: { symbol: string; period: KlinePeriod; fromMs: number; toMs: number; limit: number },
): Promise<Kline[]> => {
  const rows = await db
    .selectFrom('klines')
    .selectAll()
    .where('symbol', '=', query.symbol)
    .where('period', '=', query.period)
    .where('open_time', '>=', new Date(query.fromMs))
    .where('open_time', '<=', new Date(query.toMs))
    .orderBy('open_time')
    .limit(query.limit)
    .execute();
  return rows.map(klineOf);
};

/** One-minute candles since `sinceMs`, per market in time order: the 24-hour windows at start-up. */
export const minuteKlinesSince = async (
  db: Kysely<Database>,
  symbols: readonly string[],
  sinceMs: number,
): Promise<Kline[]> => {
  const rows = await db
    .selectFrom('klines')
    .selectAll()
    .where('symbol', 'in', [...symbols])
    .where('period', '=', '1m')
    .where('open_time', '>=', new Date(sinceMs))
    .orderBy('symbol')
    .orderBy('open_time')
    .execute();
  return rows.map(klineOf);
};

/**
 * Deletes up to `batch` candles of one market and period opening before `beforeMs`, oldest first;
 * answers how many went (fewer than `batch`: nothing older is left).
 */
export const pruneKlines = async (
  db: Kysely<Database>,
  options: { symbol: string; period: KlinePeriod; beforeMs: number; batch: number },
): Promise<number> => {
  const result = await sql`
    delete from klines where symbol = ${options.symbol} and period = ${options.period} and open_time in (
      select open_time from klines
      where symbol = ${options.symbol} and period = ${options.period} and open_time < ${new Date(options.beforeMs)}
      order by open_time limit ${options.batch})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
};
