import { type Kysely, sql } from 'kysely';

/**
 * Invitation rebates and VIP levels (issue 15). A spot fill now records each side's fee and its
 * asset (futures positions already record theirs), so the daily job can pay an inviter a share of
 * each invited user's fees and review everyone's VIP level from their volume. A day is paid once
 * (`reward_days`, days as `YYYY-MM-DD` text in UTC, read alike by both drivers); each rebate
 * records the fees and the rate it used. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('spot_trades')
    .addColumn('taker_fee', 'numeric')
    .addColumn('taker_fee_asset', 'text')
    .addColumn('maker_fee', 'numeric')
    .addColumn('maker_fee_asset', 'text')
    .execute();
  // The day's fills and positions opened or closed, which the job reads per day.
  await db.schema.createIndex('spot_trades_at_idx').on('spot_trades').column('at').execute();
  await db.schema
    .createIndex('futures_positions_opened_idx')
    .on('futures_positions')
    .column('opened_at')
    .where(sql.ref('opened_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('futures_positions_closed_idx')
    .on('futures_positions')
    .column('closed_at')
    .where(sql.ref('closed_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('reward_days')
    .addColumn('day', 'text', (c) => c.primaryKey().check(sql`day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('ran_at', 'timestamptz', (c) => c.notNull())
    .addColumn('rebates', 'integer', (c) => c.notNull())
    .addColumn('levels_changed', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('invite_rebates')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('day', 'text', (c) => c.notNull().references('reward_days.day'))
    .addColumn('referrer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('invitee_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('fees', 'numeric', (c) => c.notNull().check(sql`fees > 0`))
    .addColumn('rate', 'numeric', (c) => c.notNull().check(sql`rate > 0 and rate <= 1`))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount > 0 and amount <= fees * rate`))
    .addColumn('journal_id', 'integer', (c) => c.notNull().references('journals.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('invite_rebates_once', ['day', 'invitee_id', 'asset'])
    .execute();
  await db.schema
    .createIndex('invite_rebates_referrer_idx')
    .on('invite_rebates')
    .columns(['referrer_id', 'id'])
    .execute();
  await db.schema.alterTable('users').addColumn('vip_reviewed_at', 'timestamptz').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('users').dropColumn('vip_reviewed_at').execute();
  await db.schema.dropTable('invite_rebates').execute();
  await db.schema.dropTable('reward_days').execute();
  await db.schema.dropIndex('futures_positions_closed_idx').execute();
  await db.schema.dropIndex('futures_positions_opened_idx').execute();
  await db.schema.dropIndex('spot_trades_at_idx').execute();
  await db.schema
    .alterTable('spot_trades')
    .dropColumn('taker_fee')
    .dropColumn('taker_fee_asset')
    .dropColumn('maker_fee')
    .dropColumn('maker_fee_asset')
    .execute();
};
