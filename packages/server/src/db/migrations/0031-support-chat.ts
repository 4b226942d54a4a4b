import { type Kysely, sql } from 'kysely';

/**
 * The customer-service chat (issue 15): one conversation per user, each message the user's or
 * support's, with text, an image uploaded for the chat, or both; read or not by the one it was
 * written to. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table uploads drop constraint uploads_purpose_check`.execute(db);
  await sql`alter table uploads add constraint uploads_purpose_check check (purpose in ('avatar', 'id_front', 'id_reverse', 'wallet_qrcode', 'payment_proof', 'chat_image'))`.execute(
    db,
  );
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('user', 'support')`))
    .addColumn('text', 'text')
    // No delete action: an image a message shows is never removed as unreferenced (see uploads.ts).
    .addColumn('image_upload_id', 'text', (c) => c.references('uploads.id'))
    .addColumn('read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('chat_messages_not_empty', sql`text is not null or image_upload_id is not null`)
    .execute();
  await db.schema
    .createIndex('chat_messages_user_idx')
    .on('chat_messages')
    .columns(['user_id', 'id'])
    .execute();
  // The unread counts: the tab bar's (support's messages) and support's list (the user's).
  await db.schema
    .createIndex('chat_messages_unread_idx')
    .on('chat_messages')
    .columns(['user_id', 'author'])
    .where(sql.ref('read'), '=', false)
    .execute();
  await db.schema
    .createIndex('chat_messages_image_idx')
    .on('chat_messages')
    .column('image_upload_id')
    .where(sql.ref('image_upload_id'), 'is not', null)
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('chat_messages').execute();
  await sql`alter table uploads drop constraint uploads_purpose_check`.execute(db);
  await sql`alter table uploads add constraint uploads_purpose_check check (purpose in ('avatar', 'id_front', 'id_reverse', 'wallet_qrcode', 'payment_proof'))`.execute(
    db,
  );
};
