import * as t from 'io-ts';
import { IsoTime } from '../codecs.js';
import { endpoint } from '../endpoint.js';

/** A message the exchange sent (verification codes, notices), as the dev outbox recorded it. */
export const OutboxMessageCodec = t.type({
  to: t.string,
  channel: t.union([t.literal('email'), t.literal('sms')]),
  subject: t.string,
  body: t.string,
  created_at: IsoTime,
});

/** Calls for operators and the simulator; each needs the `Operator-Key` header. */
export const operatorEndpoints = {
  outbox: endpoint({
    method: 'GET',
    path: '/operator/outbox',
    summary: 'Messages sent to an address, newest first.',
    params: t.type({ to: t.string }),
    result: t.array(OutboxMessageCodec),
    guard: 'operator',
  }),
};
