import { type Kysely, sql } from 'kysely';

/**
 * Dual investment (issue 13): products issued from published templates at a recorded price, one
 * per (template, issue date), whose remaining shares only a conditional update takes; orders
 * keeping their product's terms, with the price in force at maturity, what they paid and the
 * calculator version once settled. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('dual_products')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('issue_date', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('call', 'put')`))
    .addColumn('base', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('quote', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('invest_asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('share_size', 'numeric', (c) => c.notNull().check(sql`share_size > 0`))
    .addColumn('annual_rate', 'numeric', (c) => c.notNull().check(sql`annual_rate >= 0`))
    .addColumn('linked_price', 'numeric', (c) => c.notNull().check(sql`linked_price > 0`))
    .addColumn('days', 'integer', (c) => c.notNull().check(sql`days > 0`))
    .addColumn('issue_tick_id', 'bigint', (c) => c.notNull())
    .addColumn('issue_price', 'numeric', (c) => c.notNull())
    .addColumn('issue_tick_at', 'timestamptz', (c) => c.notNull())
    .addColumn('subscription_ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('matures_at', 'timestamptz', (c) => c.notNull())
    .addColumn('total_shares', 'integer', (c) => c.notNull().check(sql`total_shares > 0`))
    .addColumn('remaining_shares', 'integer', (c) => c.notNull())
    .addCheckConstraint('dual_products_shares', sql`remaining_shares between 0 and total_shares`)
    .addCheckConstraint(
      'dual_products_invest_asset',
      sql`invest_asset = case direction when 'call' then base else quote end`,
    )
    .addUniqueConstraint('dual_products_issue_key', ['template', 'issue_date'])
    .execute();
  await db.schema
    .createIndex('dual_products_open_idx')
    .on('dual_products')
    .columns(['subscription_ends_at', 'id'])
    .execute();

  await db.schema
    .createTable('dual_orders')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('dual_products.id'))
    .addColumn('shares', 'integer', (c) => c.notNull().check(sql`shares > 0`))
    .addColumn('invested', 'numeric', (c) => c.notNull().check(sql`invested > 0`))
    .addColumn('purchased_at', 'timestamptz', (c) => c.notNull())
    .addColumn('matures_at', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('purchased', 'success')`))
    .addColumn('settle_tick_id', 'bigint')
    .addColumn('settle_price', 'numeric')
    .addColumn('settle_tick_at', 'timestamptz')
    .addColumn('payout_asset', 'text')
    .addColumn('payout', 'numeric', (c) => c.check(sql`payout >= 0`))
    .addColumn('calculator_version', 'text')
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint(
      'dual_orders_settled_has_record',
      sql`(state = 'success') = (settle_tick_id is not null and settle_price is not null and settle_tick_at is not null and payout_asset is not null and payout is not null and calculator_version is not null and settled_at is not null)`,
    )
    .execute();
  await db.schema.createIndex('dual_orders_user_idx').on('dual_orders').columns(['user_id', 'id']).execute();
  // What the holder's settlement looks for every tick: the unsettled orders by maturity.
  await db.schema
    .createIndex('dual_orders_due_idx')
    .on('dual_orders')
    .columns(['matures_at', 'id'])
    .where(sql.ref('state'), '=', 'purchased')
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('dual_orders').execute();
  await db.schema.dropTable('dual_products').execute();
};
