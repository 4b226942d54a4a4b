import { type Kysely, sql } from 'kysely';

/**
 * The simulated clock's offset, shared by every server process on one database. Frozen once
 * released.
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
};
