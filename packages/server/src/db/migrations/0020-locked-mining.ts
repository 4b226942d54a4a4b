import { type Kysely, sql } from 'kysely';

/**
 * Locked mining (issue 13): orders, each keeping the plan's terms it was bought under, and one
 * row per day's yield credited, whose key (order, day) makes paying a day twice impossible. When
 * an order's next yield is due is on the order itself (`next_yield_at`), so the schedule is the
 * orders: nothing can be enqueued apart from them, or lost between them. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('mining_orders')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('plan_id', 'integer', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('decimals', 'integer', (c) => c.notNull().check(sql`decimals >= 0`))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('days', 'integer', (c) => c.notNull().check(sql`days > 0`))
    .addColumn('daily_rate_min', 'numeric', (c) => c.notNull().check(sql`daily_rate_min >= 0`))
    .addColumn('daily_rate_max', 'numeric', (c) => c.notNull())
    .addColumn('penalty_rate', 'numeric', (c) => c.notNull().check(sql`penalty_rate >= 0`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('active', 'redeemed')`))
    .addColumn('days_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('earned', 'numeric', (c) => c.notNull().defaultTo('0').check(sql`earned >= 0`))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('matures_at', 'timestamptz', (c) => c.notNull())
    .addColumn('next_yield_at', 'timestamptz')
    .addColumn('ending', 'text', (c) => c.check(sql`ending in ('maturity', 'early')`))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('penalty', 'numeric', (c) => c.check(sql`penalty >= 0`))
    .addColumn('returned', 'numeric', (c) => c.check(sql`returned >= 0`))
    .addColumn('calculator_version', 'text', (c) => c.notNull())
    .addCheckConstraint('mining_orders_rate_range', sql`daily_rate_max >= daily_rate_min`)
    .addCheckConstraint('mining_orders_days_paid', sql`days_paid between 0 and days`)
    .addCheckConstraint(
      'mining_orders_active_is_due',
      sql`(state = 'active') = (next_yield_at is not null and ending is null and ended_at is null and penalty is null and returned is null)`,
    )
    .addCheckConstraint(
      'mining_orders_matured_paid',
      sql`ending is distinct from 'maturity' or (days_paid = days and penalty = 0 and returned = amount)`,
    )
    .addCheckConstraint('mining_orders_returned', sql`returned is null or returned + penalty = amount`)
    .execute();
  await db.schema
    .createIndex('mining_orders_user_idx')
    .on('mining_orders')
    .columns(['user_id', 'state', 'id'])
    .execute();
  // What the holder's yield run looks for every tick: the active orders by when their next day ends.
  await db.schema
    .createIndex('mining_orders_due_idx')
    .on('mining_orders')
    .columns(['next_yield_at', 'id'])
    .where(sql.ref('state'), '=', 'active')
    .execute();

  await db.schema
    .createTable('mining_yields')
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('mining_orders.id'))
    .addColumn('day', 'integer', (c) => c.notNull().check(sql`day > 0`))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('rate', 'numeric', (c) => c.notNull().check(sql`rate >= 0`))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addColumn('journal_id', 'bigint', (c) => c.references('journals.id'))
    .addColumn('calculator_version', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mining_yields_pkey', ['order_id', 'day'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('mining_yields').execute();
  await db.schema.dropTable('mining_orders').execute();
};
