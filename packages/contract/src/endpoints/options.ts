import { OptionDirections, OptionOrderStates, OptionOutcomes } from '@tessera/core';
import * as t from 'io-ts';
import { DecimalString, IntFromInput, IntInRange, IsoTime, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';

/** A coin stakes are paid in. Sample: `{ id: 3, name: 'USDT' }` */
export const PayableCurrencyCodec = /* @__PURE__ */ t.type({ id: t.number, name: t.string });

/**
 * A duration on offer. `expected_return` is what a coin-toss call returns on average per unit
 * staked. Sample: `{ seconds: 30, payout_rate: '0.85', min_stake: '10', expected_return: '-0.075' }`
 */
export const OptionDurationCodec = /* @__PURE__ */ t.type({
  seconds: t.number,
  payout_rate: DecimalString,
  min_stake: DecimalString,
  expected_return: DecimalString,
});

/** A market options are offered on: `match_id` is its base coin's id. Sample: `{ match_id: 1, symbol: 'BTC/USDT' }` */
export const OptionMarketCodec = /* @__PURE__ */ t.type({ match_id: t.number, symbol: t.string });

/** The published offer: the durations and the markets. */
export const OptionsOfferCodec = /* @__PURE__ */ t.type({
  durations: t.array(OptionDurationCodec),
  markets: t.array(OptionMarketCodec),
});

/** A recorded price of the feed. Sample: `{ tick_id: 48211, price: '64012.5', at: '…' }` */
export const RecordedPriceCodec = /* @__PURE__ */ t.type({
  tick_id: t.number,
  price: DecimalString,
  at: IsoTime,
});

/** How an order was settled, and by which calculator. */
export const OptionSettlementCodec = /* @__PURE__ */ t.type({
  close: RecordedPriceCodec,
  outcome: oneOf(OptionOutcomes, 'OptionOutcome'),
  payout: DecimalString,
  calculator_version: t.string,
  settled_at: IsoTime,
});

/**
 * An options order. `type` is the spec's direction number (1 up, 2 down); `number` the stake in
 * `currency`; `settlement` null while it runs. Sample: `{ id: 7, symbol: 'BTC/USDT', type: 1,
 * direction: 'up', currency: 'USDT', number: '100', seconds: 30, payout_rate: '0.85', open: {…},
 * opened_at: '…', closes_at: '…', state: 'open', settlement: null }`
 */
export const OptionOrderCodec = /* @__PURE__ */ t.type({
  id: t.number,
  symbol: t.string,
  type: t.union([t.literal(1), t.literal(2)]),
  direction: oneOf(OptionDirections, 'OptionDirection'),
  currency: t.string,
  number: DecimalString,
  seconds: t.number,
  payout_rate: DecimalString,
  open: RecordedPriceCodec,
  opened_at: IsoTime,
  closes_at: IsoTime,
  state: oneOf(OptionOrderStates, 'OptionOrderState'),
  settlement: t.union([OptionSettlementCodec, t.null]),
});

export const optionsEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  optionsCurrencies: endpoint({
    method: 'GET',
    path: '/microtrade/payable_currencies',
    params: t.type({}),
    result: t.array(PayableCurrencyCodec),
  }),
  optionsOffer: endpoint({
    method: 'GET',
    path: '/microtrade/seconds',
    params: t.type({}),
    result: OptionsOfferCodec,
  }),
  submitOption: endpoint({
    method: 'POST',
    path: '/microtrade/submit',
    params: t.type({
      match_id: IntFromInput,
      currency_id: IntFromInput,
      type: IntInRange(1, 2),
      seconds: IntFromInput,
      number: Text,
    }),
    result: OptionOrderCodec,
    guard: 'user',
    idempotent: true,
  }),
  optionOrders: endpoint({
    method: 'GET',
    path: '/microtrade/lists',
    params: t.intersection([
      t.type({ state: oneOf(OptionOrderStates, 'OptionOrderState') }),
      t.partial({ page: IntFromInput, limit: IntFromInput }),
    ]),
    result: pageOf(OptionOrderCodec),
    guard: 'user',
  }),
  optionResult: endpoint({
    method: 'GET',
    path: '/microtrade/get_result',
    params: t.type({ id: IntFromInput }),
    result: OptionOrderCodec,
    guard: 'user',
  }),
}));
