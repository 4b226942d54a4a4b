import { type SystemMessage, type SystemMessageTopic, SystemMessageTopics } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { oneOf, Text } from '../steps/codecs.js';
import { defineExpectation, holds, mismatch } from './expectation.js';

const Topic = oneOf(SystemMessageTopics);

const Expected = t.partial({
  /** How many system messages of each topic named (a topic left out is not counted). */
  topics: t.partial(
    Object.fromEntries(SystemMessageTopics.map((topic) => [topic, t.number])) as {
      [K in SystemMessageTopic]: t.NumberC;
    },
  ),
  /** How many are unread, as the tab bar's badge counts them. */
  unread: t.number,
  /** Facts the newest message of `topic` says, each exactly as the ledger wrote it. */
  newest: t.type({ topic: Topic, facts: t.record(t.string, Text) }),
});
type Expected = t.TypeOf<typeof Expected>;

/** The most a page holds: enough for any scenario's messages. */
const NEWEST = { page: 1, limit: 50 } as const;

/** How many messages of each topic, in the order topics are first met (newest first). */
export const countTopics = (
  messages: readonly SystemMessage[],
): Partial<Record<SystemMessageTopic, number>> => {
  const counts: Partial<Record<SystemMessageTopic, number>> = {};
  for (const { topic } of messages) counts[topic] = (counts[topic] ?? 0) + 1;
  return counts;
};

/** `2 deposit_credited, 1 order_filled`: the counts for people. */
export const describeCounts = (counts: Partial<Record<SystemMessageTopic, number>>): string =>
  Object.entries(counts)
    .map(([topic, count]) => `${count} ${topic}`)
    .join(', ') || 'no messages';

/** `amount 250, asset USDT`: a message's facts for people, by name (the exchange keeps no order). */
export const describeFacts = (facts: Readonly<Record<string, string>>): string =>
  Object.entries(facts)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');

/**
 * What differs between the facts expected and those a message says; empty when every fact
 * expected is said exactly (facts not named are not looked at).
 */
export const factErrors = (
  expected: Readonly<Record<string, string>>,
  facts: Readonly<Record<string, string>>,
): string[] =>
  Object.entries(expected).flatMap(([key, value]) =>
    facts[key] === value ? [] : [`${key} ${facts[key] ?? 'missing'} (expected ${value})`],
  );

/** What differs between the expected counts and those of the listed messages; empty when none. */
export const countErrors = (
  expected: Expected['topics'] & object,
  counts: Partial<Record<SystemMessageTopic, number>>,
): string[] =>
  Object.entries(expected).flatMap(([topic, want]) => {
    const seen = counts[topic as SystemMessageTopic] ?? 0;
    return want === undefined || seen === want ? [] : [`${seen} ${topic} (expected ${want})`];
  });

const titleOf = (expected: Expected): string => {
  const parts: string[] = [];
  if (expected.topics !== undefined) parts.push(`topics ${describeCounts(expected.topics)}`);
  if (expected.unread !== undefined) parts.push(`unread ${expected.unread}`);
  if (expected.newest !== undefined)
    parts.push(`newest ${expected.newest.topic} says ${describeFacts(expected.newest.facts)}`);
  return `messages ${parts.join(', ')}`;
};

export const messages = defineExpectation({
  name: 'messages',
  summary:
    "The signed-in user's system messages (the message centre's system tab): how many of each topic (`topics: { deposit_credited: 1 }`), how many are `unread` (the badge's count), and the facts the `newest` message of a topic says (`newest: { topic: deposit_credited, facts: { amount: '250', asset: USDT } }`), each exactly as written.",
  codec: Expected,
  title: titleOf,
  check: async (expected, ctx) => {
    const api = ctx.tessera.api.messages;
    const [page, unread] = await Promise.all([api.list(NEWEST)(), api.unread()()]);
    if (E.isLeft(page)) return mismatch('the messages', `loading failed: ${describeFailure(page.left)}`);
    if (E.isLeft(unread))
      return mismatch('the unread count', `loading failed: ${describeFailure(unread.left)}`);
    const listed = page.right.items;
    const counts = countTopics(listed);
    const wrong: string[] = [];
    if (expected.topics !== undefined) wrong.push(...countErrors(expected.topics, counts));
    if (expected.unread !== undefined && unread.right.system !== expected.unread)
      wrong.push(`${unread.right.system} unread (expected ${expected.unread})`);
    const details = [`${describeCounts(counts)}; ${unread.right.system} unread`];
    if (expected.newest !== undefined) {
      const { topic, facts } = expected.newest;
      // Listed newest first, so the first of the topic is its newest.
      const newest = listed.find((message) => message.topic === topic);
      if (newest === undefined) wrong.push(`no ${topic} message`);
      else {
        wrong.push(...factErrors(facts, newest.facts).map((error) => `the newest ${topic}'s ${error}`));
        details.push(`the newest ${topic} (#${newest.id}, ${newest.at}): ${describeFacts(newest.facts)}`);
      }
    }
    return wrong.length === 0 ? holds(details.join('; ')) : mismatch('those messages', wrong.join(', '));
  },
});
