import { type Kysely, sql } from 'kysely';

/**
 * The message centre's system messages (issue 15): what a product tells a user, written in the
 * transaction of what it tells, as a topic and its facts (the app words them in the reader's
 * language), read or unread. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('system_messages')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('facts', 'jsonb', (c) => c.notNull())
    .addColumn('read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('system_messages_user_idx')
    .on('system_messages')
    .columns(['user_id', 'id'])
    .execute();
  // What the tab bar's count reads on every push.
  await db.schema
    .createIndex('system_messages_unread_idx')
    .on('system_messages')
    .column('user_id')
    .where(sql.ref('read'), '=', false)
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('system_messages').execute();
};
