import { SystemMessageTopics, type UnreadCounts } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { fields, NoArgs, oneOf } from './codecs.js';
import { sessionSnapshot } from './session.js';
import { defineStep, failed, passed } from './step.js';

/**
 * `readMessages` (or `readMessages: all`) reads every message; `{ topic }` only the newest of that
 * topic; `unread` is the count of unread system messages the exchange must answer after.
 */
const ReadArgs = t.union(
  [
    NoArgs,
    t.literal('all'),
    fields('readMessages arguments', {}, { topic: oneOf(SystemMessageTopics), unread: t.number }),
  ],
  'nothing, "all" or { topic?, unread? }',
);
type ReadArgs = t.TypeOf<typeof ReadArgs>;

/** The arguments as one shape: the topic whose newest message to read (none: all) and the count after. */
export const readTarget = (
  args: ReadArgs,
): { topic?: (typeof SystemMessageTopics)[number]; unread?: number } =>
  args === undefined || args === 'all' ? {} : args;

/** `0 system, 1 service unread`: the tab bar's counts for people. */
export const describeUnread = (counts: UnreadCounts): string =>
  `${counts.system} system, ${counts.service} service unread`;

export const readMessages = defineStep({
  name: 'readMessages',
  summary:
    "Mark the signed-in user's system messages read, as the message centre does: all of them (`readMessages` or `readMessages: all`), or the newest of a topic (`{ topic: order_filled }`); optional `unread`, the count of unread system messages the exchange must answer after.",
  role: 'action',
  args: ReadArgs,
  title: (args) => {
    const { topic, unread } = readTarget(args);
    const what = topic === undefined ? 'read every message' : `read the newest ${topic} message`;
    return unread === undefined ? what : `${what}, ${unread} unread after`;
  },
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn'))
      return failed('reading messages needs a signed-in session');
    const { topic, unread } = readTarget(args);
    const api = ctx.tessera.api.messages;
    let id: number | undefined;
    if (topic !== undefined) {
      const page = await api.list({ page: 1, limit: 50 })();
      if (E.isLeft(page))
        return failed(`the messages could not be listed: ${describeFailure(page.left)}`, page.left);
      id = page.right.items.find((message) => message.topic === topic)?.id;
      if (id === undefined) return failed(`no ${topic} message to read`);
    }
    const read = await api.read(id)();
    if (E.isLeft(read)) return failed(`reading refused: ${describeFailure(read.left)}`, read.left);
    const after = describeUnread(read.right);
    if (unread !== undefined && read.right.system !== unread)
      return failed(`${after} after reading (expected ${unread} system unread)`);
    return passed(`${id === undefined ? 'every message' : `message #${id}`} read; ${after}`);
  },
});
