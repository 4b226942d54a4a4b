import { Decimal } from '@tessera/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Tick } from './price-feed.js';

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters at 4 per row. */
const INSERT_CHUNK = 2000;

/** Records ticks: the recorded prices later settlements rely on (kept `tickRetentionMs`). */
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

/** A tick as recorded, with its id. */
export interface RecordedTick extends Tick {
  readonly id: number;
}

/** The id of the newest recorded tick (0 when none is): where following the recording starts. */
export const newestTickId = async (db: Kysely<Database>): Promise<number> => {
  const { rows } = await sql<{ id: number | null }>`select max(id) as id from market_ticks`.execute(db);
  return Number(rows[0]?.id ?? 0);
};

/**
 * Up to `limit` ticks recorded after the tick `afterId`, in the order they were recorded. Only
 * the market's holder records, one statement at a time, so ids commit in order and a reader
 * going by id misses none.
 */
export const ticksAfter = async (
  db: Kysely<Database>,
  afterId: number,
  limit: number,
): Promise<RecordedTick[]> => {
  const rows = await db
    .selectFrom('market_ticks')
    .select(['id', 'symbol', 'price', 'volume', 'at'])
    .where('id', '>', String(afterId))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    symbol: row.symbol,
    price: new Decimal(row.price),
    volume: new Decimal(row.volume),
    at: new Date(row.at),
  }));
};

/**
 * The newest recorded tick of one market, with its id: the price in force now, as recorded (what
 * an options order opens at), or, given `atOrBefore`, the price in force then. One probe of the
 * (symbol, at) index.
 */
export const newestTickOf = async (
  db: Kysely<Database>,
  symbol: string,
  atOrBefore?: Date,
): Promise<RecordedTick | undefined> => {
  let query = db
    .selectFrom('market_ticks')
    .select(['id', 'symbol', 'price', 'volume', 'at'])
    .where('symbol', '=', symbol);
  if (atOrBefore !== undefined) query = query.where('at', '<=', atOrBefore);
  const row = await query.orderBy('at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        id: Number(row.id),
        symbol: row.symbol,
        price: new Decimal(row.price),
        volume: new Decimal(row.volume),
        at: new Date(row.at),
      };
};

/**
 * The last recorded tick of each market, to carry on from after a restart: one probe of the
 * (symbol, at) index per market, however many ticks are stored.
 */
export const latestTicks = async (
  db: Kysely<Database>,
  symbols: readonly string[],
): Promise<Map<string, { price: Decimal; at: Date }>> => {
  const { rows } = await sql<{ symbol: string; price: string; at: Date | string }>`
    select s.symbol, t.price, t.at from unnest(${[...symbols]}::text[]) as s(symbol)
    cross join lateral (
      select price, at from market_ticks where market_ticks.symbol = s.symbol order by at desc limit 1
    ) as t`.execute(db);
  return new Map(rows.map((row) => [row.symbol, { price: new Decimal(row.price), at: new Date(row.at) }]));
};

/**
 * Deletes up to `batch` ticks of one market recorded before `before`; answers how many went
 * (fewer than `batch`: nothing older is left). Small batches keep each statement short, so
 * recording never waits long behind pruning.
 */
export const pruneTicks = async (
  db: Kysely<Database>,
  options: { symbol: string; before: Date; batch: number },
): Promise<number> => {
  const result = await sql`
    delete from market_ticks where id in (
      select id from market_ticks where symbol = ${options.symbol} and at < ${options.before}
      order by at limit ${options.batch})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
};
