import type { ChatMessage } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { SupportConversation } from '../runtime/context.js';
import { ExitCode } from './command.js';
import { failedWith, type OperatorAction, table } from './operator-action.js';

/** The longest text a list cell shows of a message. */
const GIST = 60;

/** A message in one line: its text (cut), and what image it carries. */
const gistOf = (message: ChatMessage): string => {
  const text = (message.text ?? '').replace(/\s+/g, ' ').trim();
  const cut = [...text].length > GIST ? `${[...text].slice(0, GIST - 1).join('')}…` : text;
  return [cut, message.image === null ? '' : '[image]'].filter(Boolean).join(' ');
};

/** Support's list: whose conversation, who wrote last and when, how many of theirs are unread. */
export const formatConversations = (rows: readonly SupportConversation[], waiting: boolean): string => {
  if (rows.length === 0) return waiting ? 'No conversation waits for an answer.' : 'No conversations yet.';
  const title = waiting
    ? `${rows.length} conversation${rows.length === 1 ? '' : 's'} waiting for an answer, longest wait first:`
    : `${rows.length} conversation${rows.length === 1 ? '' : 's'}, most recent first:`;
  return `${title}\n${table(
    ['user id', 'user', 'unread', 'last from', 'at', 'last message'],
    rows.map((row) => [
      `#${row.user_id}`,
      row.user,
      String(row.unread),
      row.last.from,
      row.last.at,
      gistOf(row.last),
    ]),
  )}`;
};

/** A conversation as a transcript: one block per message, support's marked, images by their URL. */
export const formatTranscript = (
  user: string,
  messages: readonly ChatMessage[],
  hasOlder: boolean,
): string => {
  if (messages.length === 0) return `${user} has not written to customer service.`;
  const blocks = messages.map((message) => {
    const who = message.from === 'support' ? 'support' : user;
    const state = message.read ? 'read' : 'unread';
    const lines = [`#${message.id} ${message.at} ${who} (${state})`];
    if (message.text !== null) lines.push(...message.text.split('\n').map((line) => `  ${line}`));
    if (message.image !== null) lines.push(`  [image] ${message.image}`);
    return lines.join('\n');
  });
  return [hasOlder ? '(older messages not shown)' : undefined, ...blocks].filter(Boolean).join('\n');
};

/** Customer service from the terminal: the conversations, one conversation, an answer. */
export const chatActions: readonly OperatorAction[] = [
  {
    words: 'chat list',
    usage: 'chat list [--waiting]',
    summary:
      'List customer-service conversations, most recent first (--waiting: those whose last message is the user’s, longest wait first), with unread counts',
    options: ['waiting'],
    run: async (operator, { waiting = false }, io, style) => {
      const result = await operator.chats(waiting)();
      if (E.isLeft(result)) return failedWith(io, style, 'listing conversations failed', result.left);
      io.stdout(`${formatConversations(result.right, waiting)}\n`);
      return ExitCode.ok;
    },
  },
  {
    words: 'chat show',
    usage: 'chat show <user>',
    summary: 'Print the newest messages of <user>’s conversation with customer service, oldest first',
    argument: 'user',
    options: [],
    run: async (operator, { user = '' }, io, style) => {
      const result = await operator.chat(user)();
      if (E.isLeft(result))
        return failedWith(io, style, `reading ${user}’s conversation failed`, result.left);
      io.stdout(`${formatTranscript(user, result.right.messages, result.right.hasOlder)}\n`);
      return ExitCode.ok;
    },
  },
  {
    words: 'chat reply',
    usage: 'chat reply <user> --text "…"',
    summary: 'Answer <user> as customer service: they see it at once; their messages so far count as read',
    argument: 'user',
    options: ['text'],
    requires: ['text'],
    run: async (operator, { user = '', message = '' }, io, style) => {
      const result = await operator.replyChat(user, message)();
      if (E.isLeft(result)) return failedWith(io, style, `answering ${user} failed`, result.left);
      io.stdout(`${style.green(`✓ answered ${user} (message #${result.right.id})`)}\n`);
      return ExitCode.ok;
    },
  },
];
