import { type Kysely, sql } from 'kysely';

/**
 * Spot trading (issue 9): users' orders and the trades of every market. The books themselves live
 * in memory and are rebuilt from the open orders at start-up; the money of every order and fill
 * is in the ledger. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // An order of a user. `frozen` is what it still holds frozen in the ledger (of `frozen_asset`):
  // a buy its limit times what is left to fill, a sell what is left to sell, nothing once done.
  // `filled_value` is what the fills cost or brought in the quote asset, before fees.
  await db.schema
    .createTable('spot_orders')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('buy', 'sell')`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('limit', 'market')`))
    .addColumn('price', 'numeric', (c) => c.check(sql`price > 0`))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('filled', 'numeric', (c) => c.notNull().defaultTo('0'))
    .addColumn('filled_value', 'numeric', (c) => c.notNull().defaultTo('0'))
    .addColumn('fee', 'numeric', (c) => c.notNull().defaultTo('0'))
    .addColumn('fee_asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('frozen_asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('frozen', 'numeric', (c) => c.notNull().check(sql`frozen >= 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open', 'partial', 'filled', 'cancelled')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('spot_orders_limit_has_price', sql`(kind = 'limit') = (price is not null)`)
    .addCheckConstraint('spot_orders_filled_within_amount', sql`filled >= 0 and filled <= amount`)
    .addCheckConstraint('spot_orders_done_holds_nothing', sql`status in ('open', 'partial') or frozen = 0`)
    .execute();
  await db.schema.createIndex('spot_orders_user_idx').on('spot_orders').columns(['user_id', 'id']).execute();
  // What start-up reads to rebuild the books: the open orders, in the order they arrived.
  await db.schema
    .createIndex('spot_orders_open_idx')
    .on('spot_orders')
    .columns(['symbol', 'id'])
    .where(sql.ref('status'), 'in', sql`('open', 'partial')`)
    .execute();

  // A trade: `side` is the incoming order's; a maker or taker of null is the market maker.
  await db.schema
    .createTable('spot_trades')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('price', 'numeric', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('buy', 'sell')`))
    .addColumn('taker_order_id', 'bigint', (c) => c.references('spot_orders.id'))
    .addColumn('maker_order_id', 'bigint', (c) => c.references('spot_orders.id'))
    .addColumn('journal_id', 'bigint', (c) => c.notNull().references('journals.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'spot_trades_a_user_order',
      sql`taker_order_id is not null or maker_order_id is not null`,
    )
    .execute();
  await db.schema.createIndex('spot_trades_symbol_idx').on('spot_trades').columns(['symbol', 'id']).execute();
};
