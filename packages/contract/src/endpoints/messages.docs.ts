import type { Summaries } from '../endpoint.js';
import type { messagesEndpoints } from './messages.js';

/** What each message-centre call does, in the words of the OpenAPI document (see `../docs.ts`). */
export const messagesSummaries = {
  systemMessages:
    'Your system messages, newest first (`unread` only the unread ones): what the products told you (a deposit credited, a withdrawal completed or refused, a position liquidated, an auction won, a copy skipped, a verification result…), each a topic and its facts for the app to word in your language; 10 a page.',
  readSystemMessages: 'Mark one message (`id`) or all of them read: the unread counts after.',
  unreadMessages: 'The unread counts the tab bar shows: system messages, and customer service’s replies.',
  chatMessages:
    'Your conversation with customer service, oldest first: the newest 30 messages, or the 30 `before` a message (paging back), or up to 100 `after` one (catching up after the `chat` push or a reconnection; `has_newer` says to read on).',
  sendChat:
    'Write to customer service: `text` (at most 1000 characters), an `image` uploaded with purpose `chat_image` (`upload:<id>`), or both. Send an `Idempotency-Key`: a message re-sent after a lost answer is stored once. At most 20 messages a minute.',
  readChat: 'Mark customer service’s messages up to `id` read: the unread counts after.',
  operatorChats:
    'Operator: the conversations, the one waiting longest for an answer first when `waiting` (its last message is the user’s), else the most recent first; with each the unread count.',
  operatorChat:
    'Operator: the conversation of one `user` (an id, username, email or mobile), oldest first (30 messages; `before` pages back).',
  operatorChatReply:
    'Operator: answer a `user` (an id, username, email or mobile) as customer service. Their messages so far count as read; they hear of it on their `chat` and `messages` pushes.',
} as const satisfies Summaries<typeof messagesEndpoints>;
