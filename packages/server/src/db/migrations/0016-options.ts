import { type Kysely, sql } from 'kysely';

/**
 * Seconds options (issue 12): users' orders, each opened at a recorded tick and settled once at the
 * price in force at its close time, with what the settlement used (the close tick, the calculator
 * version) kept on the row. The prices are copied beside the tick ids: pruning old ticks never
 * takes an order's evidence with it. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('option_orders')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('up', 'down')`))
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('stake', 'numeric', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('seconds', 'integer', (c) => c.notNull().check(sql`seconds > 0`))
    .addColumn('payout_rate', 'numeric', (c) => c.notNull().check(sql`payout_rate >= 0`))
    .addColumn('open_tick_id', 'bigint', (c) => c.notNull())
    .addColumn('open_price', 'numeric', (c) => c.notNull().check(sql`open_price > 0`))
    .addColumn('open_tick_at', 'timestamptz', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closes_at', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('open', 'settled')`))
    .addColumn('close_tick_id', 'bigint')
    .addColumn('close_price', 'numeric', (c) => c.check(sql`close_price > 0`))
    .addColumn('close_tick_at', 'timestamptz')
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('win', 'draw', 'loss')`))
    .addColumn('payout', 'numeric', (c) => c.check(sql`payout >= 0`))
    .addColumn('calculator_version', 'text')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('journal_id', 'bigint', (c) => c.references('journals.id'))
    .addCheckConstraint('option_orders_closes_after_open', sql`closes_at > opened_at`)
    .addCheckConstraint(
      'option_orders_settled_has_record',
      sql`(state = 'open') = (close_tick_id is null and close_price is null and close_tick_at is null and outcome is null and payout is null and calculator_version is null and settled_at is null and journal_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('option_orders_user_idx')
    .on('option_orders')
    .columns(['user_id', 'id'])
    .execute();
  // What the settlement reads at every tick: the open orders by close time.
  await db.schema
    .createIndex('option_orders_due_idx')
    .on('option_orders')
    .columns(['closes_at', 'id'])
    .where(sql.ref('state'), '=', 'open')
    .execute();
};
