import { type Kysely, sql } from 'kysely';

/**
 * The simulated clock's offset and the fiat reference rates, both shared by every server process on
 * one database. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // One row: how far the simulated clock runs ahead of real time. It only grows, one atomic
  // `offset_seconds = offset_seconds + n` per advance, so parallel advances add up.
  await db.schema
    .createTable('simulated_clock')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('offset_seconds', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`offset_seconds >= 0`))
    .execute();
  await sql`insert into simulated_clock (id, offset_seconds) values (1, 0)`.execute(db);

  // Units of each fiat currency per US dollar; the server seeds them and refreshes them from the
  // public exchange-rate service.
  await db.schema
    .createTable('fiat_rates')
    .addColumn('currency_code', 'text', (c) => c.primaryKey())
    .addColumn('rate', 'numeric', (c) => c.notNull().check(sql`rate > 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // One row: when the rates were last fetched (at most once a day, whatever the number of
  // processes or restarts), and when a process last claimed a fetch, so only one tries at a time.
  await db.schema
    .createTable('fiat_rate_fetches')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('fetched_at', 'timestamptz')
    .addColumn('attempted_at', 'timestamptz')
    .execute();
  await sql`insert into fiat_rate_fetches (id) values (1)`.execute(db);
};
