import { type Kysely, sql } from 'kysely';

/**
 * IEO subscriptions (issue 13): the tokens projects issue, as assets without a network (they are
 * not deposited or withdrawn); projects announced from published templates, one per (template,
 * round), whose applied total only a conditional update raises and whose allocation record is
 * written once; subscriptions keeping their payment, and what passed and came back once allocated.
 * Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`insert into assets (symbol, id, precision, position) values ('NOVA', 8, 2, 7), ('ORBT', 9, 2, 8)`.execute(
    db,
  );

  await db.schema
    .createTable('ieo_projects')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('pay_asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('price', 'numeric', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('total_issuance', 'numeric', (c) => c.notNull().check(sql`total_issuance > 0`))
    .addColumn('min_amount', 'numeric', (c) => c.notNull().check(sql`min_amount > 0`))
    .addColumn('lock_days', 'integer', (c) => c.notNull().check(sql`lock_days >= 0`))
    .addColumn('announced_at', 'timestamptz', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('unlocks_at', 'timestamptz', (c) => c.notNull())
    .addColumn('white_paper', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('applied', 'numeric', (c) => c.notNull().defaultTo('0').check(sql`applied >= 0`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('open', 'allocated')`))
    .addColumn('allocated', 'numeric', (c) => c.check(sql`allocated >= 0`))
    .addColumn('oversubscribed', 'boolean')
    .addColumn('calculator_version', 'text')
    .addColumn('allocated_at', 'timestamptz')
    .addCheckConstraint(
      'ieo_projects_dates',
      sql`announced_at <= starts_at and starts_at < ends_at and ends_at <= unlocks_at`,
    )
    .addCheckConstraint(
      'ieo_projects_allocated_has_record',
      sql`(state = 'allocated') = (allocated is not null and oversubscribed is not null and calculator_version is not null and allocated_at is not null)`,
    )
    .addCheckConstraint('ieo_projects_allocation_fits', sql`allocated is null or allocated <= total_issuance`)
    .addUniqueConstraint('ieo_projects_round_key', ['template', 'round'])
    .execute();
  // What the allocation looks for every tick: open projects by their end.
  await db.schema
    .createIndex('ieo_projects_due_idx')
    .on('ieo_projects')
    .columns(['ends_at', 'id'])
    .where(sql.ref('state'), '=', 'open')
    .execute();

  await db.schema
    .createTable('ieo_subscriptions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('project_id', 'bigint', (c) => c.notNull().references('ieo_projects.id'))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('paid', 'numeric', (c) => c.notNull().check(sql`paid > 0`))
    .addColumn('subscribed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('unlocks_at', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('applied', 'locked', 'refunded', 'released')`),
    )
    .addColumn('passed', 'numeric', (c) => c.check(sql`passed >= 0`))
    .addColumn('refunded', 'numeric', (c) => c.check(sql`refunded >= 0`))
    .addColumn('released_at', 'timestamptz')
    .addCheckConstraint(
      'ieo_subscriptions_allocated_has_result',
      sql`(state = 'applied') = (passed is null and refunded is null) and passed <= amount and refunded <= paid`,
    )
    .addCheckConstraint(
      'ieo_subscriptions_released_when',
      sql`(state = 'released') = (released_at is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('ieo_subscriptions_user_idx')
    .on('ieo_subscriptions')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('ieo_subscriptions_project_idx')
    .on('ieo_subscriptions')
    .columns(['project_id', 'id'])
    .where(sql.ref('state'), '=', 'applied')
    .execute();
  // What the release looks for every tick: locked tokens by their unlock time.
  await db.schema
    .createIndex('ieo_subscriptions_unlock_idx')
    .on('ieo_subscriptions')
    .columns(['unlocks_at', 'id'])
    .where(sql.ref('state'), '=', 'locked')
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('ieo_subscriptions').execute();
  await db.schema.dropTable('ieo_projects').execute();
  await sql`delete from assets where symbol in ('NOVA', 'ORBT')`.execute(db);
};
