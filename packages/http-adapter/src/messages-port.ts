import { messagesEndpoints, type SystemMessageCodec } from '@tessera/contract';
import type { MessagesApi, SystemMessage } from '@tessera/core';
import type * as t from 'io-ts';
import * as TE from '#fp-ts/TaskEither.js';
import { type Calls, clientOf, type Transport } from './client.js';
import { parsePage } from './parse.js';

/** `/mailMessage/getList` item → SystemMessage. Sample: `{ id: 41, topic: 'deposit_credited', facts: { amount: '250', asset: 'USDT' }, read: false, at: '…' }` */
const parseSystemMessage = (wire: t.TypeOf<typeof SystemMessageCodec>): SystemMessage => wire;

/** Core's message-centre port over HTTP (spec §7 `/mailMessage/getList`). */
export const createMessagesApi = (client: Calls<'messages'>): MessagesApi => ({
  list: (query) => TE.map(parsePage(parseSystemMessage))(client.systemMessages(query)),
  read: (messageId) => client.readSystemMessages(messageId === undefined ? {} : { id: messageId }),
  unread: () => client.unreadMessages({}),
});

/** The message-centre port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const messagesApiOver = (transport: Transport): MessagesApi =>
  createMessagesApi(clientOf(transport, messagesEndpoints));
