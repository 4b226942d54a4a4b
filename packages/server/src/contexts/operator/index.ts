import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { messagesTo } from '../../outbox/index.js';
import { type Handlers, ok, reject } from '../handler.js';

export { createClockHandlers } from './clock.js';

/**
 * A `+` left unencoded in a query string arrives as a space; `?to=+15550100` is what people
 * type for a mobile address, so a leading space before digits is read back as the `+` it was.
 */
const addressFromQuery = (to: string): string => (/^ \d+$/.test(to) ? `+${to.slice(1)}` : to.trim());

/**
 * Calls for operators and the simulator; the registrar has already checked the Operator-Key.
 * The outbox can be read only while codes are not really sent (no SMTP): the key then reads
 * every code, which is what development and the simulator need and production must not allow.
 */
export const createOperatorHandlers = (
  db: Kysely<Database>,
  options: { readonly outboxReadable: boolean },
): Pick<Handlers, 'outbox'> => ({
  outbox: async ({ to }) => {
    if (!options.outboxReadable) return reject('OPERATOR.OUTBOX_DISABLED');
    const address = addressFromQuery(to);
    // Emails are stored lower-cased; mobile addresses have no case.
    const messages = await messagesTo(db, address.includes('@') ? address.toLowerCase() : address);
    return ok(
      messages.map((message) => ({
        to: message.to,
        channel: message.channel,
        subject: message.subject,
        body: message.body,
        created_at: message.createdAt.toISOString(),
      })),
    );
  },
});
