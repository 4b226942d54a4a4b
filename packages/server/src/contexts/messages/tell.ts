import type { SystemMessageFacts, SystemMessageTopic } from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Writes a system message to a user, in the caller's transaction: it exists exactly when what it
 * tells committed. The user's devices hear of it with the push that follows the change.
 */
export const tellUser = async (
  trx: Kysely<Database> | Transaction<Database>,
  message: { userId: number; topic: SystemMessageTopic; facts: SystemMessageFacts; at: Date },
): Promise<void> => {
  await trx
    .insertInto('system_messages')
    .values({
      user_id: message.userId,
      topic: message.topic,
      facts: JSON.stringify(message.facts),
      at: message.at,
    })
    .execute();
};
