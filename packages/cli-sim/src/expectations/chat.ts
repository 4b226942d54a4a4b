import { ChatAuthors, type ChatMessage } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { oneOf, Text } from '../steps/codecs.js';
import { defineExpectation, holds, mismatch } from './expectation.js';

const Expected = t.partial({
  /** How many messages the conversation holds, the user's and support's. */
  messages: t.number,
  /** How many of them are support's. */
  fromSupport: t.number,
  /** How many carry a picture. */
  images: t.number,
  /** Support's messages the user has not read: the service count of the tab bar. */
  unread: t.number,
  /** Who wrote the newest message, and (optional) what it says. */
  last: t.intersection([t.type({ from: oneOf(ChatAuthors) }), t.partial({ text: Text })]),
});
type Expected = t.TypeOf<typeof Expected>;

const describeMessage = (message: ChatMessage): string =>
  `#${message.id} from ${message.from}${message.text === null ? '' : ` ${JSON.stringify(message.text)}`}${message.image === null ? '' : ' with a picture'}`;

const titleOf = (expected: Expected): string => {
  const parts: string[] = [];
  if (expected.messages !== undefined) parts.push(`${expected.messages} messages`);
  if (expected.fromSupport !== undefined) parts.push(`${expected.fromSupport} from support`);
  if (expected.images !== undefined) parts.push(`${expected.images} with a picture`);
  if (expected.unread !== undefined) parts.push(`${expected.unread} unread`);
  if (expected.last !== undefined)
    parts.push(
      `the last from ${expected.last.from}${expected.last.text === undefined ? '' : ` saying ${JSON.stringify(expected.last.text)}`}`,
    );
  return `customer-service chat: ${parts.join(', ')}`;
};

/** Every message of the conversation, reading back from the newest page. */
const wholeConversation = async (
  load: (
    before?: number,
  ) => Promise<E.Either<unknown, { messages: readonly ChatMessage[]; hasOlder: boolean }>>,
) => {
  let all: readonly ChatMessage[] = [];
  let before: number | undefined;
  for (;;) {
    const page = await load(before);
    if (E.isLeft(page)) return page;
    all = [...page.right.messages, ...all];
    if (!page.right.hasOlder || page.right.messages.length === 0) return E.right(all);
    before = page.right.messages[0]?.id;
  }
};

export const chat = defineExpectation({
  name: 'chat',
  summary:
    "The signed-in user's conversation with customer service, read whole: how many `messages`, how many `fromSupport`, how many with `images`, support's messages `unread` (the tab bar's service count), and who wrote the `last` one (optional: its text exactly). Each message must be there once.",
  codec: Expected,
  title: titleOf,
  check: async (expected, ctx) => {
    const api = ctx.tessera.api.messages;
    const [conversation, unread] = await Promise.all([
      wholeConversation((before) => api.chat(before === undefined ? {} : { before })()),
      api.unread()(),
    ]);
    if (E.isLeft(conversation))
      return mismatch('the conversation', `loading failed: ${describeFailure(conversation.left as never)}`);
    if (E.isLeft(unread))
      return mismatch('the unread count', `loading failed: ${describeFailure(unread.left)}`);
    const messages = conversation.right;
    const wrong: string[] = [];
    const ids = messages.map((message) => message.id);
    if (new Set(ids).size !== ids.length) wrong.push('a message is listed twice');
    const counted = {
      messages: messages.length,
      fromSupport: messages.filter((message) => message.from === 'support').length,
      images: messages.filter((message) => message.image !== null).length,
      unread: unread.right.service,
    };
    for (const key of ['messages', 'fromSupport', 'images', 'unread'] as const) {
      const want = expected[key];
      if (want !== undefined && counted[key] !== want)
        wrong.push(`${counted[key]} ${key} (expected ${want})`);
    }
    const last = messages.at(-1);
    if (expected.last !== undefined) {
      if (last === undefined) wrong.push('no message at all');
      else {
        if (last.from !== expected.last.from)
          wrong.push(`the last is from ${last.from} (expected ${expected.last.from})`);
        if (expected.last.text !== undefined && last.text !== expected.last.text)
          wrong.push(
            `the last says ${JSON.stringify(last.text)} (expected ${JSON.stringify(expected.last.text)})`,
          );
      }
    }
    const details = `${counted.messages} messages, ${counted.fromSupport} from support, ${counted.images} with a picture, ${counted.unread} unread${last === undefined ? '' : `; the last ${describeMessage(last)}`}`;
    return wrong.length === 0 ? holds(details) : mismatch('the conversation', wrong.join(', '));
  },
});
