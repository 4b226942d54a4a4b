import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The unread counts of the tab bar: system messages, and customer service's messages. */
export const unreadOf = async (db: Kysely<Database>, userId: number) => {
  const [system, service] = await Promise.all([
    db
      .selectFrom('system_messages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('read', '=', false)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('author', '=', 'support')
      .where('read', '=', false)
      .executeTakeFirstOrThrow(),
  ]);
  return { system: Number(system.count), service: Number(service.count) };
};
