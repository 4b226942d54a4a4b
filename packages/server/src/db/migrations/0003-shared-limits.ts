import { type Kysely, sql } from 'kysely';

/**
 * Limits every server process must share (issue 7): rate limits, spent proof-of-work challenges,
 * wrong code guesses per address, and the secret challenges are signed with. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // One row per limited key: the generic cell rate algorithm keeps a single "theoretical arrival
  // time", so a reservation is one atomic upsert, whatever the number of processes.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('tat', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_tat_idx').on('rate_limits').column('tat').execute();

  // A solved challenge is spent by inserting its id; the primary key refuses a replay.
  await db.schema
    .createTable('spent_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('spent_challenges_expires_idx')
    .on('spent_challenges')
    .column('expires_at')
    .execute();

  // Wrong guesses of one code from one address: an address exhausts its own tries, not the owner's.
  await db.schema
    .createTable('code_guesses')
    .addColumn('code_id', 'integer', (c) =>
      c.notNull().references('verification_codes.id').onDelete('cascade'),
    )
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('guesses', 'smallint', (c) => c.notNull().check(sql`guesses > 0`))
    .addPrimaryKeyConstraint('code_guesses_pkey', ['code_id', 'address'])
    .execute();
  await db.schema
    .createIndex('verification_codes_live_idx')
    .on('verification_codes')
    .columns(['target', 'scene', 'expires_at'])
    .where(sql.ref('used_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
};
