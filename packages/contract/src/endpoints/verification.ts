import { IdTypes, ReviewStates } from '@tessera/core';
import * as t from 'io-ts';
import { IntFromInput, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { AckCodec } from './session.js';

export const IdTypeCodec = /* @__PURE__ */ oneOf(IdTypes, 'IdType');
export const ReviewCodec = /* @__PURE__ */ t.type({
  state: oneOf(ReviewStates, 'ReviewState'),
  reason: t.union([t.string, t.null]),
});

export const VerificationStatusCodec = /* @__PURE__ */ t.type({
  level: t.union([t.literal(0), t.literal(1), t.literal(2)]),
  basic: ReviewCodec,
  advanced: ReviewCodec,
});

export const verificationEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  realState: endpoint({
    method: 'GET',
    path: '/real/state',
    params: t.type({}),
    result: VerificationStatusCodec,
    guard: 'user',
  }),
  submitVerification: endpoint({
    method: 'POST',
    path: '/user/real',
    params: t.intersection([
      t.type({ real_type: IntFromInput }),
      t.partial({
        country: Text,
        id_type: IdTypeCodec,
        name: Text,
        card_id: Text,
        front_pic: Text,
        reverse_pic: Text,
      }),
    ]),
    result: AckCodec,
    guard: 'user',
  }),
}));
