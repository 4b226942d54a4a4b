import { ReviewStates } from '@tessera/core';
import * as t from 'io-ts';
import { IntFromInput, IntInRange, IsoTime, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { AckCodec } from './session.js';
import { IdTypeCodec } from './verification.js';

/** A message the exchange sent (verification codes, notices), as the dev outbox recorded it. */
export const OutboxMessageCodec = /* @__PURE__ */ t.type({
  to: t.string,
  channel: t.union([t.literal('email'), t.literal('sms')]),
  subject: t.string,
  body: t.string,
  created_at: IsoTime,
});

/** A verification submission as an operator reviews it. */
export const KycSubmissionCodec = /* @__PURE__ */ t.type({
  user_id: t.number,
  user: t.string,
  real_type: t.union([t.literal(1), t.literal(2)]),
  state: oneOf(ReviewStates, 'ReviewState'),
  country: t.union([t.string, t.null]),
  id_type: t.union([IdTypeCodec, t.null]),
  name: t.union([t.string, t.null]),
  card_id: t.union([t.string, t.null]),
  front_pic: t.union([t.string, t.null]),
  reverse_pic: t.union([t.string, t.null]),
  reason: t.union([t.string, t.null]),
  submitted_at: IsoTime,
});

/** The longest single move of the simulated clock: a leap year, enough to reach any maturity. */
export const MAX_CLOCK_ADVANCE_SECONDS = 366 * 24 * 60 * 60;

/**
 * The simulated clock after a move. Sample: `{ now: '2026-11-23T10:00:00.000Z', offset_seconds: 86400 }`;
 * `offset_seconds` is how far it runs ahead of real time, the sum of every advance.
 */
export const SimulatedClockCodec = /* @__PURE__ */ t.type({ now: IsoTime, offset_seconds: t.number });

/** Calls for operators and the simulator; each needs the `Operator-Key` header. */
export const operatorEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  outbox: endpoint({
    method: 'GET',
    path: '/operator/outbox',
    params: t.type({ to: Text }),
    result: t.array(OutboxMessageCodec),
    guard: 'operator',
  }),
  kycSubmissions: endpoint({
    method: 'GET',
    path: '/operator/kyc',
    params: t.partial({ state: oneOf(ReviewStates, 'ReviewState') }),
    result: t.array(KycSubmissionCodec),
    guard: 'operator',
  }),
  kycApprove: endpoint({
    method: 'POST',
    path: '/operator/kyc/approve',
    params: t.intersection([t.type({ user: Text }), t.partial({ real_type: IntFromInput })]),
    result: AckCodec,
    guard: 'operator',
  }),
  kycReject: endpoint({
    method: 'POST',
    path: '/operator/kyc/reject',
    params: t.intersection([t.type({ user: Text, reason: Text }), t.partial({ real_type: IntFromInput })]),
    result: AckCodec,
    guard: 'operator',
  }),
  clockAdvance: endpoint({
    method: 'POST',
    path: '/operator/clock/advance',
    params: t.type({ seconds: IntInRange(1, MAX_CLOCK_ADVANCE_SECONDS) }),
    result: SimulatedClockCodec,
    guard: 'operator',
  }),
}));
