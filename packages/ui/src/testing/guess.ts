import { Decimal, type GuessBetRecord, type GuessQuestion } from '@tessera/core';

/**
 * "Will BTC/USDT be above 65,000 USDT at 20:00 UTC on 27 November 2026?", as the exchange issues it:
 * open from 12:00, cut off at 19:00, the strike set from tick #1 at 64,880.5; 30 USDT on `above`
 * and 60 on `not_above` so far.
 */
export const priceQuestion: GuessQuestion = {
  id: 7,
  kind: 'price',
  picks: ['above', 'not_above'],
  asset: 'USDT',
  decimals: 6,
  minStake: new Decimal(1),
  maxStake: new Decimal(10_000),
  feeRate: new Decimal('0.05'),
  opensAt: '2026-11-27T12:00:00.000Z',
  cutoffAt: '2026-11-27T19:00:00.000Z',
  resolvesAt: '2026-11-27T20:00:00.000Z',
  price: {
    symbol: 'BTC/USDT',
    strike: new Decimal(65_000),
    issuedAt: { tickId: 1, price: new Decimal('64880.5'), at: '2026-11-27T11:00:00.000Z' },
  },
  quiz: null,
  pools: { above: new Decimal(30), not_above: new Decimal(60) },
  resolution: null,
};

/** The salt the fixture quiz's answer `b` was committed with. */
export const QUIZ_SALT = '3f9a6c0e5b7d41a2';

/** The day's quiz, its answer `b` committed before the first bet; 10 USDT on `a`, 30 on `b`. */
export const quizQuestion: GuessQuestion = {
  ...priceQuestion,
  id: 8,
  kind: 'quiz',
  picks: ['a', 'b', 'c', 'd'],
  opensAt: '2026-11-27T01:00:00.000Z',
  cutoffAt: '2026-11-27T22:00:00.000Z',
  resolvesAt: '2026-11-27T23:00:00.000Z',
  price: null,
  quiz: {
    prompt: 'Which consensus mechanism did Bitcoin launch with?',
    choices: {
      a: 'Proof of stake',
      b: 'Proof of work',
      c: 'Proof of authority',
      d: 'Delegated proof of stake',
    },
    // SHA-256 of `tessera-quiz:8:b:<QUIZ_SALT>` (core's `guessCommitment`).
    commitment: '11981e7f8ef0a9eb9590722862d07948e0202c92be09d808d71a95ff7c2fbe4b',
  },
  pools: { a: new Decimal(10), b: new Decimal(30), c: new Decimal(0), d: new Decimal(0) },
};

/** The price question settled `above` on tick #812 at 65,012.5: 4.5 USDT of fee on a pool of 90. */
export const settledPrice: GuessQuestion = {
  ...priceQuestion,
  resolution: {
    winningPick: 'above',
    tick: { tickId: 812, price: new Decimal('65012.5'), at: '2026-11-27T19:59:59.000Z' },
    reveal: null,
    pool: new Decimal(90),
    winningStake: new Decimal(30),
    fee: new Decimal('4.5'),
    dust: new Decimal(0),
    calculatorVersion: 'guess/1',
    settledAt: '2026-11-27T20:00:01.000Z',
  },
};

/** The quiz settled on its revealed answer `b` and salt, which give its published commitment. */
export const settledQuiz: GuessQuestion = {
  ...quizQuestion,
  resolution: {
    winningPick: 'b',
    tick: null,
    reveal: { answer: 'b', salt: QUIZ_SALT },
    pool: new Decimal(40),
    winningStake: new Decimal(30),
    fee: new Decimal(2),
    dust: new Decimal(0),
    calculatorVersion: 'guess/1',
    settledAt: '2026-11-27T23:00:01.000Z',
  },
};

/** A bet of 10 USDT on `above`, placed while the question took guesses, not settled yet. */
export const unsettledBet: GuessBetRecord = {
  id: 11,
  question: priceQuestion,
  pick: 'above',
  stake: new Decimal(10),
  placedAt: '2026-11-27T13:00:00.000Z',
  state: 'unsettled',
  payout: null,
};

/** The same bet on the question settled `above`: its share of the prize paid. */
export const wonBet: GuessBetRecord = {
  ...unsettledBet,
  question: settledPrice,
  state: 'won',
  payout: new Decimal('28.5'),
};

/** A bet on `not_above` of the same question: lost. */
export const lostBet: GuessBetRecord = {
  ...unsettledBet,
  id: 12,
  question: settledPrice,
  pick: 'not_above',
  state: 'lost',
  payout: new Decimal(0),
};

/** A bet on a question nobody answered right: every stake back. */
export const refundedBet: GuessBetRecord = {
  ...unsettledBet,
  id: 13,
  question: {
    ...settledPrice,
    resolution: settledPrice.resolution && {
      ...settledPrice.resolution,
      winningPick: 'not_above',
      winningStake: new Decimal(0),
      fee: new Decimal(0),
    },
  },
  state: 'refunded',
  payout: new Decimal(10),
};
