import { type Kysely, sql } from 'kysely';

/**
 * Copy trading (issue 14): traders with the record the hourly job computes from their closed
 * positions; follows, at most one in force per follower and trader, with the agreement version
 * accepted; and one copy per follow and trader position (open, closed with the trader's, self-held
 * or skipped with the reason), each pointing at the follower's own position when one opened. A
 * copy closed because the trader closed says so in its position's `close_reason` (`trader`).
 * Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table futures_positions drop constraint futures_positions_close_reason_check`.execute(db);
  await sql`alter table futures_positions add constraint futures_positions_close_reason_check
    check (close_reason in ('user', 'take_profit', 'stop_loss', 'liquidation', 'trader'))`.execute(db);

  await db.schema
    .createTable('copy_traders')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('terms_version', 'text', (c) => c.notNull())
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addColumn('return_rate', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('win_rate', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('max_drawdown', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_positions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('followers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('assets_under_copy', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('stats_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index copy_traders_nickname_idx on copy_traders (lower(nickname))`.execute(db);

  await db.schema
    .createTable('copy_follows')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('trader_id', 'integer', (c) => c.notNull().references('copy_traders.user_id'))
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('ratio', 'fixed')`))
    .addColumn('value', 'numeric', (c) => c.notNull().check(sql`value >= 0.01 and value <= 100`))
    .addColumn('agreement_version', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('following', 'cancelled')`))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addCheckConstraint('copy_follows_not_self', sql`follower_id <> trader_id`)
    .addCheckConstraint('copy_follows_ended', sql`(state = 'cancelled') = (ended_at is not null)`)
    .execute();
  await db.schema
    .createIndex('copy_follows_one_idx')
    .unique()
    .on('copy_follows')
    .columns(['follower_id', 'trader_id'])
    .where(sql.ref('state'), '=', 'following')
    .execute();
  // What a trader's open reads: the follows in force.
  await db.schema
    .createIndex('copy_follows_trader_idx')
    .on('copy_follows')
    .columns(['trader_id', 'id'])
    .where(sql.ref('state'), '=', 'following')
    .execute();

  await db.schema
    .createTable('copies')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('follow_id', 'bigint', (c) => c.notNull().references('copy_follows.id'))
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('trader_id', 'integer', (c) => c.notNull().references('copy_traders.user_id'))
    .addColumn('trader_position_id', 'bigint', (c) => c.notNull().references('futures_positions.id'))
    .addColumn('lots', 'numeric', (c) => c.notNull().check(sql`lots >= 0`))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('open', 'closed', 'self_held', 'skipped')`),
    )
    .addColumn('skip_reason', 'text')
    .addColumn('position_id', 'bigint', (c) => c.unique().references('futures_positions.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'copies_skipped',
      sql`(state = 'skipped') = (skip_reason is not null and position_id is null)`,
    )
    .addUniqueConstraint('copies_once_key', ['follow_id', 'trader_position_id'])
    .execute();
  await db.schema.createIndex('copies_follower_idx').on('copies').columns(['follower_id', 'id']).execute();
  // What a trader's close reads: the copies still mirroring that position.
  await db.schema
    .createIndex('copies_mirroring_idx')
    .on('copies')
    .column('trader_position_id')
    .where(sql.ref('state'), '=', 'open')
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('copies').execute();
  await db.schema.dropTable('copy_follows').execute();
  await db.schema.dropTable('copy_traders').execute();
  await sql`alter table futures_positions drop constraint futures_positions_close_reason_check`.execute(db);
  await sql`alter table futures_positions add constraint futures_positions_close_reason_check
    check (close_reason in ('user', 'take_profit', 'stop_loss', 'liquidation'))`.execute(db);
};
