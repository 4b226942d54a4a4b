import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import { Decimal } from '../shared/decimal.js';
import {
  guessBetStateOf,
  guessCommitment,
  guessPayoutIfWins,
  guessPhaseOf,
  guessPriceOutcome,
  guessRevealMatches,
} from './calculators.js';
import type { GuessQuestion } from './model.js';
import { type GuessBetContext, validateGuessBet } from './rules.js';

const question: GuessQuestion = {
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
    issuedAt: { tickId: 1, price: new Decimal('64880.5'), at: '2026-11-27T12:00:00.000Z' },
  },
  quiz: null,
  pools: { above: new Decimal(30), not_above: new Decimal(60) },
  resolution: null,
};
const at = (iso: string) => Date.parse(iso);

describe('a guess question’s phase', () => {
  it('opens, cuts off and resolves at its published times, and is over once settled', () => {
    expect(guessPhaseOf(question, at('2026-11-27T11:59:59.999Z'))).toBe('not_started');
    expect(guessPhaseOf(question, at('2026-11-27T12:00:00.000Z'))).toBe('guessing');
    expect(guessPhaseOf(question, at('2026-11-27T19:00:00.000Z'))).toBe('cut_off');
    expect(guessPhaseOf(question, at('2026-11-27T20:00:00.000Z'))).toBe('unsettled');
    const settled = {
      ...question,
      resolution: {
        winningPick: 'above',
        tick: null,
        reveal: null,
        pool: new Decimal(90),
        winningStake: new Decimal(30),
        fee: new Decimal('4.5'),
        dust: new Decimal(0),
        calculatorVersion: 'guess/1',
        settledAt: '2026-11-27T20:00:01.000Z',
      },
    };
    expect(guessPhaseOf(settled, at('2026-11-27T19:30:00.000Z'))).toBe('over');
  });
});

describe('resolving and paying', () => {
  it('is above only strictly above the strike', () => {
    expect(guessPriceOutcome({ strike: '65000', price: '65000.01' })).toBe('above');
    expect(guessPriceOutcome({ strike: '65000', price: '65000' })).toBe('not_above');
  });

  it('previews what a bet would pay if its pick won now, as settleGuessPool would', () => {
    const pays = (stake: string, pick: string) =>
      guessPayoutIfWins({
        pools: { above: '30', not_above: '60' },
        pick,
        stake,
        feeRate: '0.05',
        decimals: 6,
      }).toFixed();
    // Pool 100, fee 5, the winning side 40: 95 × 10 / 40.
    expect(pays('10', 'above')).toBe('23.75');
    // Pool 130, fee 6.5, the winning side 100: 123.5 × 40 / 100.
    expect(pays('40', 'not_above')).toBe('49.4');
  });

  it('tells a bet won, lost or refunded by the result', () => {
    const result = { winningPick: 'above', winningStake: new Decimal(30) };
    expect(guessBetStateOf('above', null)).toBe('unsettled');
    expect(guessBetStateOf('above', result)).toBe('won');
    expect(guessBetStateOf('not_above', result)).toBe('lost');
    expect(guessBetStateOf('not_above', { ...result, winningStake: new Decimal(0) })).toBe('refunded');
  });
});

describe('a quiz’s commitment', () => {
  const commitment = 'c019e147ff04d7a04d7eb203f34b22b045d42e007007f52d14f1897f1ca62062';
  const quiz = (answer: string, salt: string, winningPick = answer) => ({
    id: 9,
    quiz: { prompt: 'When?', choices: { a: '2007', b: '2008', c: '2009', d: '2010' }, commitment },
    resolution: {
      winningPick,
      tick: null,
      reveal: { answer, salt },
      pool: new Decimal(1),
      winningStake: new Decimal(1),
      fee: new Decimal(0),
      dust: new Decimal(0),
      calculatorVersion: 'guess/1',
      settledAt: '2026-11-28T00:00:00.000Z',
    },
  });

  it('is the SHA-256 of the question, answer and salt, 64 hex digits', async () => {
    // echo -n 'tessera-quiz:9:b:a1b2c3' | sha256sum
    expect(await guessCommitment({ questionId: 9, answer: 'b', salt: 'a1b2c3' })).toBe(commitment);
    expect(await guessCommitment({ questionId: 9, answer: 'c', salt: 'a1b2c3' })).not.toBe(commitment);
    expect(await guessCommitment({ questionId: 10, answer: 'b', salt: 'a1b2c3' })).not.toBe(commitment);
  });

  it('matches the reveal it was made from, and fails a changed answer, salt or settled pick', async () => {
    expect(await guessRevealMatches(quiz('b', 'a1b2c3'))).toBe(true);
    expect(await guessRevealMatches(quiz('c', 'a1b2c3'))).toBe(false);
    expect(await guessRevealMatches(quiz('b', 'a1b2c4'))).toBe(false);
    expect(await guessRevealMatches(quiz('b', 'a1b2c3', 'c'))).toBe(false);
    expect(await guessRevealMatches({ id: 9, quiz: null, resolution: null })).toBe(false);
  });
});

describe('validateGuessBet', () => {
  const context = { questions: [question], now: at('2026-11-27T13:00:00.000Z') };
  const codes = (form: { pick: string; stake: string }, changes: Partial<GuessBetContext> = {}) => {
    const result = validateGuessBet({ questionId: 7, ...form }, { ...context, ...changes });
    return E.isLeft(result) ? Object.values(result.left).map((error) => error?.code) : [];
  };

  it('takes a pick of the question and a stake within its limits while it is guessing', () => {
    expect(validateGuessBet({ questionId: 7, pick: 'above', stake: '25' }, context)).toEqual(
      E.right({ questionId: 7, pick: 'above', stake: new Decimal(25) }),
    );
  });

  it('refuses before the opening and from the cut-off', () => {
    expect(codes({ pick: 'above', stake: '5' }, { now: at('2026-11-27T11:00:00.000Z') })).toEqual([
      'GUESS.NOT_STARTED',
    ]);
    expect(codes({ pick: 'above', stake: '5' }, { now: at('2026-11-27T19:00:00.000Z') })).toEqual([
      'GUESS.CUT_OFF',
    ]);
  });

  it('reports a wrong pick and a wrong stake together', () => {
    expect(codes({ pick: 'maybe', stake: '0.5' })).toEqual([
      'GUESS.CHOOSE_PICK',
      'WALLET.AMOUNT_BELOW_MINIMUM',
    ]);
    expect(codes({ pick: 'above', stake: '10000.01' })).toEqual(['GUESS.ABOVE_MAX_STAKE']);
    expect(codes({ pick: 'above', stake: '1.0000001' })).toEqual(['WALLET.AMOUNT_PRECISION']);
    expect(codes({ pick: 'above', stake: '50' }, { available: new Decimal(20) })).toEqual([
      'WALLET.INSUFFICIENT_BALANCE',
    ]);
  });
});
