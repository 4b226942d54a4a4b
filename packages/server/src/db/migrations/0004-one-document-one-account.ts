import { type Kysely, sql } from 'kysely';

/**
 * One identity document verifies one account (issue 7): a document number may be in review or
 * verified for a single account, whatever document type it was given under. The number is compared
 * as people type it differently: without case, spaces or dashes. A unique index, so parallel
 * submissions from different accounts cannot both get in. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create unique index verification_submissions_document_key
    on verification_submissions ((upper(regexp_replace(card_id, '[[:space:]-]', '', 'g'))))
    where real_type = 1 and state in ('review', 'verified')
  `.execute(db);
};
