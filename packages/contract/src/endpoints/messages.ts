import { SystemMessageTopics } from '@tessera/core';
import * as t from 'io-ts';
import { BooleanFromInput, IntFromInput, IsoTime, oneOf } from '../codecs.js';
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
}));
