import { type Kysely, sql } from 'kysely';

/**
 * The device and session list (ASVS 7.5.2) and the idle timeout (7.3.1): each session records
 * when it was last used, the device it was opened from (a short label made from the User-Agent,
 * never the header itself) and the client address the server saw. Sessions opened before this
 * migration count as used when it ran and have no device. Ended sessions are kept a while, then
 * deleted with their addresses (the `created_at` index). Users get an optional anti-phishing
 * code that every email to them shows. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('sessions')
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('browser', 'text', (c) => c.check(sql`char_length(browser) <= 40`))
    .addColumn('os', 'text', (c) => c.check(sql`char_length(os) <= 40`))
    .addColumn('ip', 'text', (c) => c.check(sql`char_length(ip) <= 64`))
    .execute();
  // The list of a user's live sessions, newest use first.
  await db.schema
    .createIndex('sessions_user_live_idx')
    .on('sessions')
    .columns(['user_id', 'last_used_at'])
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  // Ended sessions are deleted a while after they end, oldest first (`Sessions.prune`).
  await db.schema.createIndex('sessions_created_idx').on('sessions').column('created_at').execute();
  await db.schema
    .alterTable('users')
    .addColumn('anti_phishing_code', 'text', (c) => c.check(sql`anti_phishing_code ~ '^[A-Za-z0-9]{4,20}$'`))
    .execute();
};
