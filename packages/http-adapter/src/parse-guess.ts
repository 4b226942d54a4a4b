import type { GuessBetCodec, GuessQuestionCodec } from '@tessera/contract';
import type { GuessBetRecord, GuessQuestion } from '@tessera/core';
import type * as t from 'io-ts';

const parseTick = (wire: { tick_id: number; price: GuessQuestion['minStake']; at: string }) => ({
  tickId: wire.tick_id,
  price: wire.price,
  at: wire.at,
});

/** `/game/questions` item, `/game/question` → GuessQuestion. Sample: `{ id: 3, kind: 'price', picks: ['above', 'not_above'], currency: 'USDT', …, pools: { above: '30' }, resolution: null }` */
export const parseGuessQuestion = (wire: t.TypeOf<typeof GuessQuestionCodec>): GuessQuestion => ({
  id: wire.id,
  kind: wire.kind,
  picks: wire.picks,
  asset: wire.currency,
  decimals: wire.decimals,
  minStake: wire.min_stake,
  maxStake: wire.max_stake,
  feeRate: wire.fee_rate,
  opensAt: wire.opens_at,
  cutoffAt: wire.cutoff_at,
  resolvesAt: wire.resolves_at,
  price:
    wire.price === null
      ? null
      : { symbol: wire.price.symbol, strike: wire.price.strike, issuedAt: parseTick(wire.price.issued_at) },
  quiz: wire.quiz,
  pools: wire.pools,
  resolution:
    wire.resolution === null
      ? null
      : {
          winningPick: wire.resolution.winning_pick,
          tick: wire.resolution.tick === null ? null : parseTick(wire.resolution.tick),
          reveal: wire.resolution.reveal,
          pool: wire.resolution.pool,
          winningStake: wire.resolution.winning_stake,
          fee: wire.resolution.fee,
          dust: wire.resolution.dust,
          calculatorVersion: wire.resolution.calculator_version,
          settledAt: wire.resolution.settled_at,
        },
});

/** `/game/bet`, `/game/bets` item → GuessBetRecord. Sample: `{ id: 11, question: {…}, pick: 'above', stake: '25', placed_at: '…', state: 'won', payout: '59.375' }` */
export const parseGuessBet = (wire: t.TypeOf<typeof GuessBetCodec>): GuessBetRecord => ({
  id: wire.id,
  question: parseGuessQuestion(wire.question),
  pick: wire.pick,
  stake: wire.stake,
  placedAt: wire.placed_at,
  state: wire.state,
  payout: wire.payout,
});
