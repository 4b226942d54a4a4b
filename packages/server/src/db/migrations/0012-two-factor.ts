import { type Kysely, sql } from 'kysely';

/**
 * Two-factor authentication (issue 11): each user's authenticator secret, their recovery codes,
 * and the challenges a sign-in waits on between the password and the code. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // One authenticator per user. `secret` is encrypted (AES-256-GCM, see `two-factor.ts`);
  // `enabled_at` is null while the user has not confirmed it with a code. `last_step` is the last
  // RFC 6238 time step accepted: a code is accepted only by raising it, in one conditional UPDATE,
  // so a code is good once however many requests race with it.
  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'timestamptz')
    .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Single-use recovery codes, stored as SHA-256 (they carry ~119 random bits).
  await db.schema
    .createTable('recovery_codes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('recovery_codes_pkey', ['user_id', 'code_hash'])
    .execute();

  // A sign-in whose password was right, waiting for its second factor. The token is stored as
  // SHA-256; `guesses` caps the codes one challenge can try; `used_at` spends it once.
  await db.schema
    .createTable('login_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('guesses', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`guesses >= 0`))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('login_challenges_expires_idx')
    .on('login_challenges')
    .column('expires_at')
    .execute();
};
