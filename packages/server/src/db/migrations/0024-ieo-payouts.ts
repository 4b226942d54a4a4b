import { type Kysely, sql } from 'kysely';

/**
 * IEO payouts in chunks (issue 13): an allocated subscription keeps what it passed and what comes
 * back while still `applied`, until its payout moves the money; the payout finds those by a
 * partial index. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table ieo_subscriptions drop constraint ieo_subscriptions_allocated_has_result`.execute(db);
  await sql`alter table ieo_subscriptions add constraint ieo_subscriptions_allocated_has_result check (
    (state = 'applied' or (passed is not null and refunded is not null))
    and (passed is null) = (refunded is null) and passed <= amount and refunded <= paid)`.execute(db);
  await db.schema
    .createIndex('ieo_subscriptions_payout_idx')
    .on('ieo_subscriptions')
    .column('id')
    .where(sql<boolean>`state = 'applied' and passed is not null`)
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('ieo_subscriptions_payout_idx').execute();
  await sql`alter table ieo_subscriptions drop constraint ieo_subscriptions_allocated_has_result`.execute(db);
  await sql`alter table ieo_subscriptions add constraint ieo_subscriptions_allocated_has_result check (
    (state = 'applied') = (passed is null and refunded is null) and passed <= amount and refunded <= paid)`.execute(
    db,
  );
};
