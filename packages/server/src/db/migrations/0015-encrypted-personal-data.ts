import { type Kysely, sql } from 'kysely';

/**
 * Personal data encrypted at rest, and uploads nobody references removed (issue 11). Frozen once
 * released.
 *
 * Names, document numbers and bank details are sealed by the server (AES-256-GCM, see
 * `shared/data-cipher.ts`) before they reach these columns, so the database cannot compare
 * document numbers any more: "one document, one account" (0004) moves from an index on the
 * normalized number to one on `document_index`, a keyed hash (blind index) of it. Rows from before
 * are sealed and indexed when a server with the key starts (`sealPersonalData`), before it serves.
 *
 * Every column naming an upload now refuses to lose it: the deposit's payment proof gains the
 * foreign key it lacked, and the head portrait's no longer empties itself when its upload is
 * deleted. Deleting an upload that a reference reached meanwhile therefore fails instead of
 * leaving a dangling or emptied reference; the cleanup tries again later. Each referencing column
 * is indexed, for the cleanup's `not exists` and for the foreign keys' own checks.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('verification_submissions').addColumn('document_index', 'text').execute();
  // The version of the key an upload's bytes are sealed with; null: stored in clear, from before.
  await db.schema.alterTable('uploads').addColumn('sealed_with', 'text').execute();
  await db.schema.dropIndex('verification_submissions_document_key').execute();
  await sql`
    create unique index verification_submissions_document_key
    on verification_submissions (document_index)
    where real_type = 1 and state in ('review', 'verified')
  `.execute(db);

  await sql`alter table users drop constraint users_avatar_upload_id_fkey`.execute(db);
  await sql`
    alter table users add constraint users_avatar_upload_id_fkey
    foreign key (avatar_upload_id) references uploads (id)
  `.execute(db);
  await sql`
    alter table deposits add constraint deposits_proof_fkey
    foreign key (proof) references uploads (id)
  `.execute(db);

  const references: [table: string, column: string][] = [
    ['users', 'avatar_upload_id'],
    ['wallet_addresses', 'qrcode_upload_id'],
    ['verification_submissions', 'front_upload_id'],
    ['verification_submissions', 'reverse_upload_id'],
    ['deposits', 'proof'],
  ];
  for (const [table, column] of references) {
    await db.schema
      .createIndex(`${table}_${column}_idx`)
      .on(table)
      .column(column)
      .where(sql.ref(column), 'is not', null)
      .execute();
  }
  // The cleanup looks at the oldest uploads first, a batch at a time.
  await db.schema.createIndex('uploads_created_idx').on('uploads').columns(['created_at', 'id']).execute();
};
