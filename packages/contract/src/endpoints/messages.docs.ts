import type { Summaries } from '../endpoint.js';
import type { messagesEndpoints } from './messages.js';

/** What each message-centre call does, in the words of the OpenAPI document (see `../docs.ts`). */
export const messagesSummaries = {
  systemMessages:
    'Your system messages, newest first (`unread` only the unread ones): what the products told you (a deposit credited, a withdrawal completed or refused, a position liquidated, an auction won, a copy skipped, a verification result…), each a topic and its facts for the app to word in your language; 10 a page.',
  readSystemMessages: 'Mark one message (`id`) or all of them read: the unread counts after.',
  unreadMessages: 'The unread counts the tab bar shows: system messages, and customer service’s replies.',
} as const satisfies Summaries<typeof messagesEndpoints>;
