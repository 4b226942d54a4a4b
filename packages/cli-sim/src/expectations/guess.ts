import {
  Decimal,
  GUESS_CALCULATOR_VERSION,
  type GuessBet,
  type GuessBetRecord,
  GuessBetStates,
  type GuessQuestion,
  guessBetStateOf,
  guessPriceOutcome,
  guessRevealMatches,
  settleGuessPool,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { describePick, describeQuestion } from '../steps/guess.js';
import { defineExpectation, holds, mismatch, titleOf } from './expectation.js';

const Expected = t.partial({
  /** How many bets wait for their question's result. */
  unsettled: t.number,
  /** How many picked the winning answer and were paid their share. */
  won: t.number,
  /** How many picked another answer while someone picked the winning one. */
  lost: t.number,
  /** How many got their stake back because nobody picked the winning answer. */
  refunded: t.number,
  /**
   * Every settled question the user bet on was settled as core computes on what it publishes: a
   * price question's winning pick from `guessPriceOutcome` on its strike and settling tick, and
   * for any question the pool, the fee and each of the user's payouts from `settleGuessPool`.
   */
  settledByCalculator: t.literal(true),
  /** Every settled quiz the user bet on revealed an answer and salt that give its commitment. */
  quizVerified: t.literal(true),
});

/** The most a list page holds: enough for any scenario's bets. */
const NEWEST = { page: 1, limit: 50 } as const;

const sum = (amounts: readonly Decimal[]): Decimal =>
  amounts.reduce((total, amount) => total.plus(amount), new Decimal(0));

/**
 * What differs between a settled question, with this user's bets on it, and core's recomputation
 * on what the question publishes; empty when nothing does. A user sees only their own bets, so the
 * others' are two bets: what the winning pick's published stake leaves on it, and what the rest of
 * the pool leaves on another pick. Under the pari-mutuel rule a share depends only on its own stake,
 * the pool and the winning stake, so the recomputed payouts are the settlement's.
 */
export const guessSettlementErrors = (question: GuessQuestion, bets: readonly GuessBetRecord[]): string[] => {
  const { resolution } = question;
  const named = `question #${question.id}`;
  if (resolution === null)
    return bets
      .filter((bet) => bet.state !== 'unsettled')
      .map((bet) => `#${bet.id} is ${bet.state} but ${named} has no result`);
  if (resolution.calculatorVersion !== GUESS_CALCULATOR_VERSION)
    return [
      `${named} was settled by ${resolution.calculatorVersion} (core's is ${GUESS_CALCULATOR_VERSION})`,
    ];
  const wrong: string[] = [];
  const { winningPick } = resolution;
  if (!question.picks.includes(winningPick))
    wrong.push(`${named} was won by ${winningPick}, not one of its picks (${question.picks.join(', ')})`);
  if (question.price !== null) {
    const { tick } = resolution;
    if (tick === null) wrong.push(`${named} recorded no settling tick`);
    else {
      if (Date.parse(tick.at) > Date.parse(question.resolvesAt))
        wrong.push(
          `${named} was settled by tick #${tick.tickId} at ${tick.at}, after ${question.resolvesAt}`,
        );
      const outcome = guessPriceOutcome({ strike: question.price.strike, price: tick.price });
      if (outcome !== winningPick)
        wrong.push(
          `${named} was won by ${winningPick} at ${tick.price.toFixed()} against ${question.price.strike.toFixed()} (core's guessPriceOutcome: ${outcome})`,
        );
    }
  }
  const pool = sum(Object.values(question.pools));
  if (!resolution.pool.eq(pool))
    wrong.push(
      `${named} recorded a pool of ${resolution.pool.toFixed()} (its pools add up to ${pool.toFixed()})`,
    );
  const winningStake = question.pools[winningPick] ?? new Decimal(0);
  if (!resolution.winningStake.eq(winningStake))
    wrong.push(
      `${named} recorded ${resolution.winningStake.toFixed()} staked on ${winningPick} (its pool on it: ${winningStake.toFixed()})`,
    );
  const mineOn = (winning: boolean) =>
    sum(bets.filter((bet) => (bet.pick === winningPick) === winning).map((bet) => bet.stake));
  const othersWinning = winningStake.minus(mineOn(true));
  const othersLosing = pool.minus(winningStake).minus(mineOn(false));
  if (othersWinning.isNegative() || othersLosing.isNegative())
    return [
      ...wrong,
      `${named} published ${winningStake.toFixed()} on ${winningPick} of ${pool.toFixed()}, less than this user's bets`,
    ];
  const anotherPick = question.picks.find((pick) => pick !== winningPick) ?? `not ${winningPick}`;
  const others: GuessBet[] = [
    ...(othersWinning.isZero() ? [] : [{ stake: othersWinning, pick: winningPick }]),
    ...(othersLosing.isZero() ? [] : [{ stake: othersLosing, pick: anotherPick }]),
  ];
  const settled = settleGuessPool({
    bets: [...bets.map(({ stake, pick }) => ({ stake, pick })), ...others],
    winningPick,
    feeRate: question.feeRate,
  });
  if (!resolution.fee.eq(settled.fee))
    wrong.push(
      `${named} took a fee of ${resolution.fee.toFixed()} (core's settleGuessPool: ${settled.fee.toFixed()})`,
    );
  if (resolution.dust.isNegative() || resolution.fee.plus(resolution.dust).gt(resolution.pool))
    wrong.push(
      `${named} recorded ${resolution.dust.toFixed()} of dust on a pool of ${resolution.pool.toFixed()}`,
    );
  bets.forEach((bet, i) => {
    const payout = (settled.payouts[i] ?? new Decimal(0)).toDecimalPlaces(
      question.decimals,
      Decimal.ROUND_DOWN,
    );
    const state = guessBetStateOf(bet.pick, resolution);
    if (bet.state !== state) wrong.push(`#${bet.id} is ${bet.state} (core: ${state})`);
    if (bet.payout === null || !bet.payout.eq(payout))
      wrong.push(
        `#${bet.id} was paid ${bet.payout?.toFixed() ?? 'nothing'} (core's settleGuessPool: ${payout.toFixed()})`,
      );
  });
  return wrong;
};

/** One bet for people: its stake, pick and question, and how it ended. */
const describeBet = (bet: GuessBetRecord): string => {
  const staked = `#${bet.id}: ${bet.stake.toFixed()} ${bet.question.asset} on ${describePick(bet.question, bet.pick)} of ${describeQuestion(bet.question)}`;
  const { resolution } = bet.question;
  const decided =
    resolution === null
      ? ''
      : ` (${resolution.winningPick} won${
          resolution.tick === null ? '' : ` at ${resolution.tick.price.toFixed()}`
        }, pool ${resolution.pool.toFixed()}, fee ${resolution.fee.toFixed()})`;
  if (bet.state === 'unsettled') return `${staked}, unsettled`;
  return `${staked}, ${bet.state} ${bet.payout?.toFixed() ?? 'nothing'}${decided}`;
};

/** The questions of `bets`, each with the user's bets on it, in the order first met. */
const byQuestion = (bets: readonly GuessBetRecord[]) => {
  const grouped = new Map<number, { question: GuessQuestion; bets: GuessBetRecord[] }>();
  for (const bet of bets) {
    const found = grouped.get(bet.question.id);
    if (found === undefined) grouped.set(bet.question.id, { question: bet.question, bets: [bet] });
    else found.bets.push(bet);
  }
  return [...grouped.values()];
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const guess = defineExpectation({
  name: 'guess',
  summary:
    "The signed-in user's guess-game bets (the 50 newest): how many are `unsettled`, `won`, `lost` and `refunded`; with `settledByCalculator: true` that each settled question they bet on was won by the pick core's `guessPriceOutcome` gives on its strike and settling tick (price questions) and paid each of their bets what `settleGuessPool` gives on its published pools, fee rate and winning stake; with `quizVerified: true` that each settled quiz's revealed answer and salt give its published commitment (`guessRevealMatches`).",
  codec: Expected,
  title: titleOf('guess'),
  check: async (expected, ctx) => {
    const page = await ctx.tessera.api.guess.bets(NEWEST)();
    if (E.isLeft(page)) return mismatch('the guess bets', `loading failed: ${describeFailure(page.left)}`);
    const bets = page.right.items;
    const wrong: string[] = [];
    for (const state of GuessBetStates) {
      const count = bets.filter((bet) => bet.state === state).length;
      if (expected[state] !== undefined && count !== expected[state])
        wrong.push(`${count} ${state} (expected ${expected[state]})`);
    }
    const details = bets.map(describeBet);
    const settled = byQuestion(bets).filter(({ question }) => question.resolution !== null);
    if (expected.settledByCalculator) {
      for (const { question, bets: own } of byQuestion(bets))
        wrong.push(...guessSettlementErrors(question, own));
      details.push(
        `${plural(settled.length, 'settled question', 'settled questions')} recomputed by ${GUESS_CALCULATOR_VERSION}`,
      );
    }
    if (expected.quizVerified) {
      const quizzes = settled.filter(({ question }) => question.kind === 'quiz');
      for (const { question } of quizzes)
        if (!(await guessRevealMatches(question)))
          wrong.push(
            `quiz #${question.id} revealed ${question.resolution?.reveal?.answer ?? 'nothing'} (won by ${question.resolution?.winningPick}), which does not give its commitment ${question.quiz?.commitment ?? '(none)'}`,
          );
      details.push(`${plural(quizzes.length, 'settled quiz', 'settled quizzes')} verified by the reveal`);
    }
    return wrong.length === 0
      ? holds(details.length === 0 ? undefined : details.join('; '))
      : mismatch('those guess bets', wrong.join(', '));
  },
});
