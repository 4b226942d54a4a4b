import { Decimal, GuessPhases, guessPhaseOf, validationError } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../i18n';
import { priceQuestion, QUIZ_SALT, quizQuestion, settledPrice, settledQuiz } from '../../testing/guess';
import {
  arrange,
  awaitsResult,
  betKey,
  countdownOf,
  formatQuestionTime,
  kindWording,
  PHASE_KEYS,
  PHASE_TONES,
  pickWording,
  poolSharesOf,
  questionWording,
  quoteOf,
  revealCheckOf,
  say,
  shortHash,
  stakeText,
  strikeText,
  withStakeAmounts,
} from './questions';

const at = (iso: string) => Date.parse(iso);
/** Intl puts no-break and narrow no-break spaces in some languages: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** A `t` that shows the key and its parameters, so the words chosen are visible in the test. */
const t = (key: string, params?: Readonly<Record<string, unknown>>) =>
  params === undefined ? key : `${key} ${JSON.stringify(params)}`;

/** The formats the expectations are written in. */
const english = formatsFor('en');

describe('a question in words', () => {
  it('asks a price question with its market, strike and resolving time in the user’s zone', () => {
    const words = questionWording(priceQuestion, 'en', 'UTC');
    expect(words).toEqual({
      key: 'guess.priceQuestion',
      params: { symbol: 'BTC/USDT', strike: '65,000 USDT', time: 'Nov 27, 8:00 PM UTC' },
    });
    const tokyo = questionWording(priceQuestion, 'jp', 'Asia/Tokyo');
    expect('params' in tokyo && plain(tokyo.params?.time ?? '')).toBe('11月28日 5:00 JST');
  });

  it('writes a time with its day and zone in the user’s language', () => {
    expect(formatQuestionTime('2026-11-27T20:00:00.000Z', 'en', 'UTC')).toBe('Nov 27, 8:00 PM UTC');
    expect(plain(formatQuestionTime('2026-11-27T20:00:00.000Z', 'fra', 'UTC'))).toBe('27 nov., 20:00 UTC');
    expect(formatQuestionTime('2026-11-27T20:00:00.000Z', 'zh', 'Asia/Shanghai')).toContain('11月28日');
  });

  it('asks the quiz in the words the exchange sent, in the user’s language', () => {
    expect(questionWording(quizQuestion, 'en')).toEqual({
      text: 'Which consensus mechanism did Bitcoin launch with?',
    });
    expect(kindWording(quizQuestion)).toEqual({ key: 'guess.dailyQuiz' });
    expect(kindWording(priceQuestion)).toEqual({ text: 'BTC/USDT' });
  });

  it('names a price pick with the strike, a quiz pick with its letter and choice', () => {
    expect(pickWording(priceQuestion, 'above', english)).toEqual({
      key: 'guess.pick.above',
      params: { strike: '65,000 USDT' },
    });
    expect(pickWording(priceQuestion, 'not_above', english)).toEqual({
      key: 'guess.pick.not_above',
      params: { strike: '65,000 USDT' },
    });
    expect(pickWording(quizQuestion, 'b', english)).toEqual({ text: 'B. Proof of work' });
    expect(pickWording(quizQuestion, 'z', english)).toEqual({ text: 'Z' });
    expect(say(t, pickWording(quizQuestion, 'a', english))).toBe('A. Proof of stake');
    expect(say(t, pickWording(priceQuestion, 'above', english))).toBe(
      'guess.pick.above {"strike":"65,000 USDT"}',
    );
  });

  it('writes strikes in their quote currency and stakes in the asset’s decimals', () => {
    expect(quoteOf('ETH/USDT')).toBe('USDT');
    expect(quoteOf('BTC')).toBe('BTC');
    expect(strikeText(priceQuestion, english)).toBe('65,000 USDT');
    expect(strikeText(quizQuestion, english)).toBe('');
    expect(stakeText('1234.5', priceQuestion, english)).toBe('1,234.5 USDT');
    expect(stakeText('0.1234567', priceQuestion, english)).toBe('0.123456 USDT');
    expect(stakeText('1234.5', priceQuestion, formatsFor('spa'))).toBe('1234,5 USDT');
    expect(strikeText(priceQuestion, formatsFor('pt'))).toBe('65.000 USDT');
  });
});

describe('a question’s phase on screen', () => {
  it('has a badge and a tone for every phase: grey not yet, blue open, amber waiting, green over', () => {
    for (const phase of GuessPhases) expect(PHASE_KEYS[phase]).toMatch(/^guess\.phase\./);
    expect(PHASE_TONES).toEqual({
      not_started: 'muted',
      guessing: 'active',
      cut_off: 'warn',
      unsettled: 'warn',
      over: 'done',
    });
  });

  it('counts down to the opening, the cut-off and the resolving time, then to nothing', () => {
    expect(countdownOf(priceQuestion, at('2026-11-27T11:00:00.000Z'))).toEqual({
      to: 'open',
      atMs: at('2026-11-27T12:00:00.000Z'),
    });
    expect(countdownOf(priceQuestion, at('2026-11-27T12:00:00.000Z'))).toEqual({
      to: 'cutoff',
      atMs: at('2026-11-27T19:00:00.000Z'),
    });
    expect(countdownOf(priceQuestion, at('2026-11-27T19:30:00.000Z'))).toEqual({
      to: 'resolve',
      atMs: at('2026-11-27T20:00:00.000Z'),
    });
    expect(countdownOf(priceQuestion, at('2026-11-27T20:00:00.000Z'))).toBeUndefined();
    expect(countdownOf(settledPrice, at('2026-11-27T12:00:00.000Z'))).toBeUndefined();
  });

  it('lists the questions guessing first, the quiz first among them, and the results newest first', () => {
    const now = at('2026-11-27T13:00:00.000Z');
    const later = {
      ...priceQuestion,
      id: 9,
      opensAt: '2026-11-27T16:00:00.000Z',
      resolvesAt: '2026-11-28T00:00:00.000Z',
    };
    const cutOff = { ...priceQuestion, id: 10, cutoffAt: '2026-11-27T12:30:00.000Z' };
    const olderResult = { ...settledPrice, id: 11, resolvesAt: '2026-11-26T20:00:00.000Z' };
    const { running, settled } = arrange(
      [cutOff, later, priceQuestion, olderResult, quizQuestion, settledQuiz],
      now,
    );
    expect(running.map((q) => [q.id, guessPhaseOf(q, now)])).toEqual([
      [8, 'guessing'],
      [7, 'guessing'],
      [9, 'not_started'],
      [10, 'cut_off'],
    ]);
    expect(settled.map((q) => q.id)).toEqual([8, 11]);
  });

  it('waits for a result only once a resolving time has passed without one', () => {
    expect(awaitsResult([priceQuestion], at('2026-11-27T19:59:59.000Z'))).toBe(false);
    expect(awaitsResult([priceQuestion], at('2026-11-27T20:00:00.000Z'))).toBe(true);
    expect(awaitsResult([settledPrice], at('2026-11-27T21:00:00.000Z'))).toBe(false);
  });
});

describe('pools', () => {
  it('shares the pool pick by pick in the order of the picks', () => {
    const { total, shares } = poolSharesOf(priceQuestion);
    expect(total.toFixed()).toBe('90');
    expect(shares.map(({ pick, staked, share }) => [pick, staked.toFixed(), share?.toFixed(4)])).toEqual([
      ['above', '30', '0.3333'],
      ['not_above', '60', '0.6667'],
    ]);
  });

  it('counts a pick nobody staked on as 0, and has no shares while the pool is empty', () => {
    const quiz = poolSharesOf(quizQuestion);
    expect(quiz.shares.map((s) => s.share?.toFixed())).toEqual(['0.25', '0.75', '0', '0']);
    const empty = poolSharesOf({ picks: ['above', 'not_above'], pools: {} });
    expect(empty.total.toFixed()).toBe('0');
    expect(empty.shares).toEqual([
      { pick: 'above', staked: new Decimal(0), share: null },
      { pick: 'not_above', staked: new Decimal(0), share: null },
    ]);
  });
});

describe('the quiz’s commitment', () => {
  it('checks a settled quiz’s reveal on the device: its answer and salt give the published commitment', async () => {
    expect(await revealCheckOf(settledQuiz)).toBe('matches');
    const tampered = {
      ...settledQuiz,
      resolution: settledQuiz.resolution && {
        ...settledQuiz.resolution,
        reveal: { answer: 'b', salt: `${QUIZ_SALT}0` },
      },
    };
    expect(await revealCheckOf(tampered)).toBe('differs');
    const otherAnswer = {
      ...settledQuiz,
      resolution: settledQuiz.resolution && {
        ...settledQuiz.resolution,
        winningPick: 'a',
        reveal: { answer: 'a', salt: QUIZ_SALT },
      },
    };
    expect(await revealCheckOf(otherAnswer)).toBe('differs');
  });

  it('has nothing to check before the result, nor for a price question', async () => {
    expect(await revealCheckOf(quizQuestion)).toBe('none');
    expect(await revealCheckOf(settledPrice)).toBe('none');
  });

  it('shortens a hash to its first 10 and last 6 digits', () => {
    const hash = quizQuestion.quiz?.commitment ?? '';
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(shortHash(hash)).toBe(`${hash.slice(0, 10)}…${hash.slice(-6)}`);
    expect(shortHash('abc')).toBe('abc');
  });
});

describe('a bet’s form', () => {
  it('identifies a bet by its question, pick and stake', () => {
    expect(betKey({ questionId: 7, pick: 'above', stake: new Decimal('10.50') })).toBe('7|above|10.5');
    expect(betKey(null)).toBe('');
  });

  it('groups the amounts of core’s stake messages, leaving the rest alone', () => {
    const max = validationError('GUESS.ABOVE_MAX_STAKE', 'guess.aboveMaxStake', { maximum: '10000' });
    expect(withStakeAmounts(max, english)?.params).toEqual({ maximum: '10,000' });
    const precision = validationError('WALLET.AMOUNT_PRECISION', 'validation.amountPrecision', {
      precision: 6,
    });
    expect(withStakeAmounts(precision, english)?.params).toEqual({ precision: 6 });
    const pick = validationError('GUESS.CHOOSE_PICK', 'guess.choosePick');
    expect(withStakeAmounts(pick, english)).toBe(pick);
    expect(withStakeAmounts(undefined, english)).toBeUndefined();
  });
});
