import { GuessBetStates, GuessKinds } from '@tessera/core';
import * as t from 'io-ts';
import { DecimalString, IntFromInput, IsoTime, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';
import { RecordedPriceCodec } from './options.js';

/**
 * How a question was settled by `settleGuessPool`: the winning pick, the recorded tick in force at
 * the resolving time (price questions) or the revealed answer and salt (the quiz), the pool, what
 * was staked on the winning pick, the fee, the dust of truncating the shares, the calculator
 * version. Sample: `{ winning_pick: 'above', tick: { tick_id: 812, price: '65012.5', at: '…' },
 * reveal: null, pool: '100', winning_stake: '40', fee: '5', dust: '0', calculator_version:
 * 'guess/1', settled_at: '…' }`
 */
export const GuessResolutionCodec = /* @__PURE__ */ t.type({
  winning_pick: t.string,
  tick: t.union([RecordedPriceCodec, t.null]),
  reveal: t.union([t.type({ answer: t.string, salt: t.string }), t.null]),
  pool: DecimalString,
  winning_stake: DecimalString,
  fee: DecimalString,
  dust: DecimalString,
  calculator_version: t.string,
  settled_at: IsoTime,
});

/**
 * A guess question. A price question names its market, strike and the recorded price the strike
 * was set from; the quiz its prompt and choices in the request's language and the SHA-256
 * commitment to its answer (core's `guessCommitment`). `pools` is what is staked on each pick so
 * far. Sample: `{ id: 3, kind: 'price', picks: ['above', 'not_above'], currency: 'USDT',
 * decimals: 6, min_stake: '1', max_stake: '10000', fee_rate: '0.05', opens_at: '…', cutoff_at:
 * '…', resolves_at: '…', price: { symbol: 'BTC/USDT', strike: '65000', issued_at: {…} }, quiz:
 * null, pools: { above: '30', not_above: '60' }, resolution: null }`
 */
export const GuessQuestionCodec = /* @__PURE__ */ t.type({
  id: t.number,
  kind: oneOf(GuessKinds, 'GuessKind'),
  picks: t.array(t.string),
  currency: t.string,
  decimals: t.number,
  min_stake: DecimalString,
  max_stake: DecimalString,
  fee_rate: DecimalString,
  opens_at: IsoTime,
  cutoff_at: IsoTime,
  resolves_at: IsoTime,
  price: t.union([
    t.type({ symbol: t.string, strike: DecimalString, issued_at: RecordedPriceCodec }),
    t.null,
  ]),
  quiz: t.union([
    t.type({ prompt: t.string, choices: t.record(t.string, t.string), commitment: t.string }),
    t.null,
  ]),
  pools: t.record(t.string, DecimalString),
  resolution: t.union([GuessResolutionCodec, t.null]),
});

/**
 * A bet with its question. Sample: `{ id: 11, question: {…}, pick: 'above', stake: '25',
 * placed_at: '…', state: 'won', payout: '59.375' }`
 */
export const GuessBetCodec = /* @__PURE__ */ t.type({
  id: t.number,
  question: GuessQuestionCodec,
  pick: t.string,
  stake: DecimalString,
  placed_at: IsoTime,
  state: oneOf(GuessBetStates, 'GuessBetState'),
  payout: t.union([DecimalString, t.null]),
});

export const guessEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  guessQuestions: endpoint({
    method: 'GET',
    path: '/game/questions',
    params: t.type({}),
    result: t.array(GuessQuestionCodec),
  }),
  guessQuestion: endpoint({
    method: 'GET',
    path: '/game/question',
    params: t.type({ id: IntFromInput }),
    result: GuessQuestionCodec,
  }),
  placeGuess: endpoint({
    method: 'POST',
    path: '/game/bet',
    params: t.type({ question_id: IntFromInput, pick: Text, stake: Text }),
    result: GuessBetCodec,
    guard: 'user',
    idempotent: true,
  }),
  guessBets: endpoint({
    method: 'GET',
    path: '/game/bets',
    params: t.partial({ page: IntFromInput, limit: IntFromInput }),
    result: pageOf(GuessBetCodec),
    guard: 'user',
  }),
}));
