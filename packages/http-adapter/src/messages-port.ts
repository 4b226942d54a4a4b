import type { ChatHistoryCodec, ChatMessageCodec, SystemMessageCodec } from '@tessera/contract';
import { messagesEndpoints } from '@tessera/contract/endpoints/messages';
import type { ChatHistory, ChatMessage, MessagesApi, SystemMessage } from '@tessera/core';
import type * as t from 'io-ts';
import * as TE from '#fp-ts/TaskEither.js';
import { type Calls, clientOf, type Transport } from './client.js';
import { parsePage } from './parse.js';

/** `/mailMessage/getList` item → SystemMessage. Sample: `{ id: 41, topic: 'deposit_credited', facts: { amount: '250', asset: 'USDT' }, read: false, at: '…' }` */
const parseSystemMessage = (wire: t.TypeOf<typeof SystemMessageCodec>): SystemMessage => wire;

/** `/kefu/*` message → ChatMessage: the same fields. */
const parseChatMessage = (wire: t.TypeOf<typeof ChatMessageCodec>): ChatMessage => wire;

const parseChatHistory = (wire: t.TypeOf<typeof ChatHistoryCodec>): ChatHistory => ({
  messages: wire.messages.map(parseChatMessage),
  hasOlder: wire.has_older,
  hasNewer: wire.has_newer,
});

/**
 * Core's message-centre port over HTTP (spec §7 `/mailMessage/getList`, the customer-service chat
 * of `/kefu/*`). A chat message goes with its `requestId` as the idempotency key.
 */
export const createMessagesApi = (client: Calls<'messages'>): MessagesApi => ({
  list: (query) => TE.map(parsePage(parseSystemMessage))(client.systemMessages(query)),
  read: (messageId) => client.readSystemMessages(messageId === undefined ? {} : { id: messageId }),
  unread: () => client.unreadMessages({}),
  chat: (query) => TE.map(parseChatHistory)(client.chatMessages(query)),
  sendChat: (message, requestId) =>
    TE.map(parseChatMessage)(
      client.sendChat(
        {
          ...(message.text === null ? {} : { text: message.text }),
          ...(message.image === null ? {} : { image: message.image }),
        },
        requestId,
      ),
    ),
  readChat: (upTo) => client.readChat({ id: upTo }),
});

/** The message-centre port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const messagesApiOver = (transport: Transport): MessagesApi =>
  createMessagesApi(clientOf(transport, messagesEndpoints));
