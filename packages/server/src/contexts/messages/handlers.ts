import type { SystemMessageFacts } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { newestFirst, pageAnswer, pageRequest } from '../../shared/paging.js';
import { type Handlers, ok, reject, withSession } from '../handler.js';
import { unreadOf } from './unread.js';

type MessagesEndpoint = 'systemMessages' | 'readSystemMessages' | 'unreadMessages';

const factsOf = (stored: unknown): SystemMessageFacts =>
  (typeof stored === 'string' ? JSON.parse(stored) : stored) as SystemMessageFacts;

/** The message centre's system tab (spec §7 `/mailMessage/getList`): the list, reading, the counts. */
export const createMessagesHandlers = (
  db: Kysely<Database>,
  /** Tells the user's other devices the unread counts moved (their badges read them again). */
  countsChanged: (userId: number) => void,
): Pick<Handlers, MessagesEndpoint> => ({
  systemMessages: withSession(async (params, _context, session) => {
    const request = pageRequest(params);
    if (request === undefined) return reject('SHARED.INVALID_PARAMS');
    let mine = db.selectFrom('system_messages').where('user_id', '=', session.userId);
    if (params.unread === true) mine = mine.where('read', '=', false);
    const { rows, total } = await newestFirst(mine, request);
    return ok(
      pageAnswer(
        rows.map((row) => ({
          id: Number(row.id),
          topic: row.topic,
          facts: factsOf(row.facts),
          read: row.read,
          at: row.at.toISOString(),
        })),
        request,
        total,
      ),
    );
  }),

  readSystemMessages: withSession(async (params, _context, session) => {
    let read = db.updateTable('system_messages').set({ read: true }).where('user_id', '=', session.userId);
    if (params.id !== undefined) read = read.where('id', '=', String(params.id));
    const marked = await read.where('read', '=', false).executeTakeFirst();
    if (marked.numUpdatedRows > 0n) countsChanged(session.userId);
    return ok(await unreadOf(db, session.userId));
  }),

  unreadMessages: withSession(async (_params, _context, session) => ok(await unreadOf(db, session.userId))),
});
