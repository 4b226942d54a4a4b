import { type Kysely, sql } from 'kysely';

/**
 * The country of residence a basic verification names (issue 12: seconds options are not offered
 * to residents of some countries). Null on submissions made before it was asked. Kept in clear:
 * what is offered to whom is decided by it in queries, and it identifies nobody. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table verification_submissions add column country text
    constraint verification_submissions_country_check check (country ~ '^[A-Z]{2}$')`.execute(db);
};
