import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from '../shared/clock.js';
import type { Outbox, OutgoingMessage } from './port.js';

/**
 * Keeps messages in the `outbox` table instead of delivering them, so a developer, the simulator
 * and the tests read codes through `GET /api/operator/outbox`.
 */
export class DevOutbox implements Outbox {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.body,
        created_at: this.clock.now(),
      })
      .execute();
  }
}

/** As the outbox table keeps it: the language is already in the words. */
interface StoredMessage extends Omit<OutgoingMessage, 'lang'> {
  readonly createdAt: Date;
}

/** Messages recorded for an address, newest first. */
export const messagesTo = async (db: Kysely<Database>, to: string, limit = 50): Promise<StoredMessage[]> => {
  const rows = await db
    .selectFrom('outbox')
    .select(['channel', 'recipient', 'subject', 'body', 'created_at'])
    .where('recipient', '=', to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at,
  }));
};
