import { type Kysely, sql } from 'kysely';

/**
 * Futures and the stock tab's contracts (issue 12): positions (and limit orders waiting for their
 * price), each opened and closed at recorded ticks, with the market's rates it was opened under
 * and the calculator version its close was settled with kept on the row; one row per overnight
 * fee charged, whose key (position, night) makes charging a night twice impossible; and the
 * newest tick whose triggers (limits, take-profits, stop-losses, liquidations) have been acted on,
 * from which a restart or a takeover carries on. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('futures_positions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull().check(sql`account in ('futures', 'stock')`))
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('long', 'short')`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('market', 'limit')`))
    .addColumn('multiple', 'integer', (c) => c.notNull().check(sql`multiple > 0`))
    .addColumn('lots', 'numeric', (c) => c.notNull().check(sql`lots > 0`))
    .addColumn('lot_size', 'numeric', (c) => c.notNull().check(sql`lot_size > 0`))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('pending', 'open', 'closed', 'cancelled')`),
    )
    .addColumn('limit_price', 'numeric', (c) => c.check(sql`limit_price > 0`))
    .addColumn('margin', 'numeric', (c) => c.notNull().check(sql`margin > 0`))
    .addColumn('open_fee', 'numeric', (c) => c.notNull().check(sql`open_fee >= 0`))
    .addColumn('overnight_fees', 'numeric', (c) => c.notNull().defaultTo('0').check(sql`overnight_fees >= 0`))
    .addColumn('take_profit', 'numeric', (c) => c.check(sql`take_profit > 0`))
    .addColumn('stop_loss', 'numeric', (c) => c.check(sql`stop_loss > 0`))
    .addColumn('liquidation_price', 'numeric')
    .addColumn('fee_rate', 'numeric', (c) => c.notNull())
    .addColumn('maintenance_rate', 'numeric', (c) => c.notNull())
    .addColumn('overnight_rate', 'numeric', (c) => c.notNull())
    // The newest tick when its triggers were last set: they act on later ticks only.
    .addColumn('armed_tick_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('open_tick_id', 'bigint')
    .addColumn('open_price', 'numeric', (c) => c.check(sql`open_price > 0`))
    .addColumn('open_tick_at', 'timestamptz')
    .addColumn('opened_at', 'timestamptz')
    .addColumn('close_tick_id', 'bigint')
    .addColumn('close_price', 'numeric', (c) => c.check(sql`close_price > 0`))
    .addColumn('close_tick_at', 'timestamptz')
    .addColumn('close_reason', 'text', (c) =>
      c.check(sql`close_reason in ('user', 'take_profit', 'stop_loss', 'liquidation')`),
    )
    .addColumn('close_fee', 'numeric', (c) => c.check(sql`close_fee >= 0`))
    .addColumn('realized_pnl', 'numeric')
    .addColumn('returned', 'numeric', (c) => c.check(sql`returned >= 0`))
    .addColumn('calculator_version', 'text')
    .addColumn('closed_at', 'timestamptz')
    .addCheckConstraint(
      'futures_positions_limit_has_price',
      sql`(kind = 'limit') = (limit_price is not null)`,
    )
    .addCheckConstraint(
      'futures_positions_open_has_tick',
      sql`(state in ('pending', 'cancelled')) = (open_tick_id is null and open_price is null and open_tick_at is null and opened_at is null)`,
    )
    .addCheckConstraint(
      'futures_positions_closed_has_record',
      sql`(state = 'closed') = (close_tick_id is not null and close_price is not null and close_tick_at is not null and close_reason is not null and close_fee is not null and realized_pnl is not null and returned is not null and calculator_version is not null)`,
    )
    .addCheckConstraint(
      'futures_positions_ended_at',
      sql`(state in ('closed', 'cancelled')) = (closed_at is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('futures_positions_user_idx')
    .on('futures_positions')
    .columns(['user_id', 'id'])
    .execute();
  // What the holder loads into its trigger books at a takeover, and overnight fees walk.
  await db.schema
    .createIndex('futures_positions_live_idx')
    .on('futures_positions')
    .columns(['id'])
    .where(sql.ref('state'), 'in', ['pending', 'open'])
    .execute();

  await db.schema
    .createTable('futures_overnight_fees')
    .addColumn('position_id', 'bigint', (c) => c.notNull().references('futures_positions.id'))
    .addColumn('night', 'timestamptz', (c) => c.notNull())
    .addColumn('margin_before', 'numeric', (c) => c.notNull())
    .addColumn('fee', 'numeric', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('journal_id', 'bigint', (c) => c.notNull().references('journals.id'))
    .addPrimaryKeyConstraint('futures_overnight_fees_pkey', ['position_id', 'night'])
    .execute();

  await db.schema
    .createTable('futures_trigger_mark')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('tick_id', 'bigint', (c) => c.notNull())
    .addColumn('night', 'timestamptz')
    .execute();
  // Triggers act from the ticks after this one: a fresh install starts at the newest recorded.
  await sql`insert into futures_trigger_mark (tick_id) select coalesce(max(id), 0) from market_ticks`.execute(
    db,
  );
};
