import { type Kysely, sql } from 'kysely';

/**
 * K-lines and bounded ticks. Frozen once released.
 *
 * `klines` holds one row per market, period and candle (the nine periods of core's
 * `KlinePeriods`), written in batches as ticks arrive and pruned per period (see the market
 * context's `retention.ts`). Ticks get an id, which later settlements reference (ticks are kept
 * only for a bounded time, 48 hours by default). `favourites` is each user's list of markets: one
 * row per user and market, so parallel adds of the same market keep exactly one.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('klines')
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) =>
      c.notNull().check(sql`period in ('1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M')`),
    )
    .addColumn('open_time', 'timestamptz', (c) => c.notNull())
    .addColumn('open', 'numeric', (c) => c.notNull())
    .addColumn('high', 'numeric', (c) => c.notNull())
    .addColumn('low', 'numeric', (c) => c.notNull())
    .addColumn('close', 'numeric', (c) => c.notNull())
    .addColumn('volume', 'numeric', (c) => c.notNull().check(sql`volume >= 0`))
    .addPrimaryKeyConstraint('klines_pkey', ['symbol', 'period', 'open_time'])
    .execute();

  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pkey', ['user_id', 'symbol'])
    .execute();

  await sql`alter table market_ticks add column id bigint generated always as identity primary key`.execute(
    db,
  );
};
