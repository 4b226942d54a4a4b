import { ChatAuthors, SystemMessageTopics } from '@tessera/core';
import * as t from 'io-ts';
import { BooleanFromInput, IntFromInput, IsoTime, MultilineText, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';

/**
 * A system message: its topic and the facts the app words it with (amounts as decimal strings,
 * exactly as the ledger has them). Sample: `{ id: 41, topic: 'deposit_credited', facts: { amount:
 * '250', asset: 'USDT' }, read: false, at: '…' }`
 */
export const SystemMessageCodec = /* @__PURE__ */ t.type({
  id: t.number,
  topic: oneOf(SystemMessageTopics, 'SystemMessageTopic'),
  facts: t.record(t.string, t.string),
  read: t.boolean,
  at: IsoTime,
});

/** The tab bar's counts. Sample: `{ system: 2, service: 0 }` */
export const UnreadCountsCodec = /* @__PURE__ */ t.type({ system: t.number, service: t.number });

/**
 * A message of the conversation with customer service: `image` is where the image is shown (to its
 * user and to support only). Sample: `{ id: 7, from: 'support', text: 'Your deposit is credited.',
 * image: null, read: false, at: '…' }`
 */
export const ChatMessageCodec = /* @__PURE__ */ t.type({
  id: t.number,
  from: oneOf(ChatAuthors, 'ChatAuthor'),
  text: t.union([t.string, t.null]),
  image: t.union([t.string, t.null]),
  read: t.boolean,
  at: IsoTime,
});

/**
 * A stretch of the conversation, oldest first: `has_older` when messages exist before it,
 * `has_newer` when more came after it than one answer holds (read on from its newest).
 */
export const ChatHistoryCodec = /* @__PURE__ */ t.type({
  messages: t.array(ChatMessageCodec),
  has_older: t.boolean,
  has_newer: t.boolean,
});

/** One user's conversation as support's list shows it. */
export const ChatConversationCodec = /* @__PURE__ */ t.type({
  user_id: t.number,
  user: t.string,
  last: ChatMessageCodec,
  /** The user's messages support has not read. */
  unread: t.number,
});

const operator = { guard: 'operator' } as const;

export const messagesEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  systemMessages: endpoint({
    method: 'GET',
    path: '/mailMessage/getList',
    params: t.partial({ page: IntFromInput, limit: IntFromInput, unread: BooleanFromInput }),
    result: pageOf(SystemMessageCodec),
    guard: 'user',
  }),
  readSystemMessages: endpoint({
    method: 'POST',
    path: '/mailMessage/read',
    params: t.partial({ id: IntFromInput }),
    result: UnreadCountsCodec,
    guard: 'user',
  }),
  unreadMessages: endpoint({
    method: 'GET',
    path: '/mailMessage/unread',
    params: t.type({}),
    result: UnreadCountsCodec,
    guard: 'user',
  }),
  chatMessages: endpoint({
    method: 'GET',
    path: '/kefu/messages',
    params: t.partial({ before: IntFromInput, after: IntFromInput }),
    result: ChatHistoryCodec,
    guard: 'user',
  }),
  sendChat: endpoint({
    method: 'POST',
    path: '/kefu/send',
    params: t.partial({ text: MultilineText, image: Text }),
    result: ChatMessageCodec,
    guard: 'user',
    idempotent: true,
  }),
  readChat: endpoint({
    method: 'POST',
    path: '/kefu/read',
    params: t.type({ id: IntFromInput }),
    result: UnreadCountsCodec,
    guard: 'user',
  }),
  operatorChats: endpoint({
    method: 'GET',
    path: '/operator/chat/list',
    params: t.partial({ waiting: BooleanFromInput }),
    result: t.array(ChatConversationCodec),
    ...operator,
  }),
  operatorChat: endpoint({
    method: 'GET',
    path: '/operator/chat/show',
    params: t.intersection([t.type({ user: Text }), t.partial({ before: IntFromInput })]),
    result: ChatHistoryCodec,
    ...operator,
  }),
  operatorChatReply: endpoint({
    method: 'POST',
    path: '/operator/chat/reply',
    params: t.type({ user: Text, text: MultilineText }),
    result: ChatMessageCodec,
    ...operator,
  }),
}));
