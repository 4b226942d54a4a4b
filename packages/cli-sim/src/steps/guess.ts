import {
  DEFAULT_FIAT,
  Decimal,
  type GuessBetForm,
  GuessKinds,
  GuessPricePicks,
  type GuessQuestion,
  GuessQuizPicks,
  guessPayoutIfWins,
  guessPhaseOf,
  validateGuessBet,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { SimContext } from '../runtime/context.js';
import { describeSpan } from '../runtime/duration.js';
import { describeFailure } from '../runtime/failure.js';
import { moveClock } from './advance.js';
import { fields, oneOf, Text } from './codecs.js';
import { exchangeNow, refusedForm, sessionSnapshot } from './session.js';
import { defineStep, failed, passed, type StepOutcome } from './step.js';
import { requestId } from './wallet-assets.js';

/** What a `guess` step does when no question of its kind takes guesses at the exchange's time. */
const NotOpenChoices = ['fail', 'advance'] as const;

const guessBase = fields(
  'guess arguments',
  { question: oneOf(GuessKinds), pick: oneOf([...GuessPricePicks, ...GuessQuizPicks]), stake: Text },
  { symbol: Text, notOpen: oneOf(NotOpenChoices) },
);
type GuessArgs = t.TypeOf<typeof guessBase>;

const PICKS_OF: Readonly<Record<GuessArgs['question'], readonly string[]>> = {
  price: GuessPricePicks,
  quiz: GuessQuizPicks,
};

/**
 * `{ question: price | quiz, symbol, pick, stake, notOpen }`: a price question is answered
 * `above` or `not_above` and may name its market; the quiz is answered `a` to `d` (its answer is
 * secret until the result) and has no market.
 */
const GuessArgs = new t.Type<GuessArgs, unknown, unknown>(
  guessBase.name,
  guessBase.is,
  (u, c) =>
    E.flatMap((args: GuessArgs) => {
      const picks = PICKS_OF[args.question];
      if (!picks.includes(args.pick))
        return t.failure<GuessArgs>(u, c, `a ${args.question} question is answered ${picks.join(' | ')}`);
      if (args.question === 'quiz' && args.symbol !== undefined)
        return t.failure<GuessArgs>(u, c, 'the quiz has no market: leave out symbol');
      return t.success(args);
    })(guessBase.validate(u, c)),
  guessBase.encode,
);

/** How long the exchange may take to issue the questions of a moved clock: a few of its ticks. */
const ANNOUNCE_WAIT_MS = 3000;
const POLL_MS = 200;
/** When no question of the kind is even announced, the clock moves an hour at a time, for a day at most. */
const HOP_SECONDS = 3600;
const MAX_HOPS = 24;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the step looks for, for people: `the quiz`, `a BTC/USDT price question`. */
const describeWanted = (args: GuessArgs): string =>
  args.question === 'quiz'
    ? 'quiz'
    : `${args.symbol === undefined ? '' : `${args.symbol.trim().toUpperCase()} `}price question`;

/** A question for people: its market, strike and resolving time, or the quiz's prompt. */
export const describeQuestion = (question: GuessQuestion): string =>
  question.price !== null
    ? `${question.price.symbol} above ${question.price.strike.toFixed()} at ${question.resolvesAt} (#${question.id})`
    : `quiz #${question.id} ${JSON.stringify(question.quiz?.prompt ?? '')} (resolves ${question.resolvesAt})`;

/** A pick for people: the quiz's with its choice's text. */
export const describePick = (question: GuessQuestion, pick: string): string => {
  const text = question.quiz?.choices[pick];
  return text === undefined ? pick : `${pick} (${JSON.stringify(text)})`;
};

const byResolving = (a: GuessQuestion, b: GuessQuestion) =>
  Date.parse(a.resolvesAt) - Date.parse(b.resolvesAt) || a.id - b.id;
const byOpening = (a: GuessQuestion, b: GuessQuestion) =>
  Date.parse(a.opensAt) - Date.parse(b.opensAt) || a.id - b.id;

/** The exchange's questions of the step's kind (and market) at its time. */
interface Seen {
  readonly now: number;
  readonly matching: readonly GuessQuestion[];
  /** The soonest to resolve of those taking guesses now. */
  readonly guessing: GuessQuestion | undefined;
  /** The soonest to open of those announced but not open yet. */
  readonly next: GuessQuestion | undefined;
}

const isSeen = (found: Seen | StepOutcome): found is Seen => !('ok' in found);
const isOutcome = (found: Decimal | StepOutcome): found is StepOutcome => 'ok' in found;

const look = async (ctx: SimContext, args: GuessArgs): Promise<Seen | StepOutcome> => {
  const listed = await ctx.tessera.api.guess.questions()();
  if (E.isLeft(listed))
    return failed(`the guess questions could not be listed: ${describeFailure(listed.left)}`, listed.left);
  const now = await exchangeNow(ctx);
  if (typeof now !== 'number') return now;
  const symbol = args.symbol?.trim().toUpperCase();
  const matching = listed.right
    .filter((question) => question.kind === args.question)
    .filter((question) => symbol === undefined || question.price?.symbol === symbol)
    .sort(byResolving);
  return {
    now,
    matching,
    guessing: matching.find((question) => guessPhaseOf(question, now) === 'guessing'),
    next: matching.filter((question) => guessPhaseOf(question, now) === 'not_started').sort(byOpening)[0],
  };
};

/** After the clock moved: looks again until the exchange's ticks have issued what it announces. */
const lookAfterMove = async (ctx: SimContext, args: GuessArgs): Promise<Seen | StepOutcome> => {
  const deadline = Date.now() + Math.min(ANNOUNCE_WAIT_MS, ctx.timeoutMs);
  for (;;) {
    const seen = await look(ctx, args);
    if (!isSeen(seen) || seen.guessing !== undefined || seen.next !== undefined || Date.now() >= deadline)
      return seen;
    await sleep(POLL_MS);
  }
};

/** The listed questions of the kind and where they stand, for a message. */
const describeListed = (seen: Seen): string =>
  seen.matching.map((question) => `#${question.id} ${guessPhaseOf(question, seen.now)}`).join(', ') || 'none';

/** What the user holds available in the balance account in `asset`, as the wallet shows it. */
const availableIn = async (ctx: SimContext, asset: string): Promise<Decimal | StepOutcome> => {
  const overview = await ctx.tessera.api.wallet.overview(DEFAULT_FIAT)();
  if (E.isLeft(overview))
    return failed(`the wallet could not be read: ${describeFailure(overview.left)}`, overview.left);
  const balance = overview.right.accounts
    .find((account) => account.account === 'balance')
    ?.balances.find((candidate) => candidate.asset === asset);
  return balance?.available ?? new Decimal(0);
};

const formFor = (question: GuessQuestion, args: GuessArgs): GuessBetForm => ({
  questionId: question.id,
  pick: args.pick,
  stake: args.stake,
});

export const guess = defineStep({
  name: 'guess',
  summary:
    "Bet on the soonest question of a kind taking guesses at the exchange's time, as the game page does, checked by core's `validateGuessBet` against the balance account first: `{ question: price, symbol: BTC/USDT, pick: above, stake: 10 }` or `{ question: quiz, pick: b, stake: 3 }` (the stake frozen until the result). With none taking guesses the step fails, unless `notOpen: advance` moves the simulated clock to the next one's opening. Says what the bet would pay if it won now (`guessPayoutIfWins`).",
  role: 'action',
  args: GuessArgs,
  title: (args) =>
    `bet ${args.stake} on ${args.pick} for the soonest ${describeWanted(args)}${
      args.notOpen === 'advance' ? ', moving the clock to its opening if none takes guesses' : ''
    }`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('betting needs a signed-in session');
    const what = describeWanted(args);
    const first = await look(ctx, args);
    if (!isSeen(first)) return first;
    let seen = first;
    let moved = 0;
    if (seen.guessing === undefined && seen.next === undefined) {
      if (args.notOpen !== 'advance')
        return failed(
          `no ${what} taking guesses or announced at ${new Date(seen.now).toISOString()} (listed: ${describeListed(seen)}; the exchange announces questions on its ticks; \`notOpen: advance\` moves the simulated clock until one opens)`,
        );
      // Before moving the clock, the bet is checked against the terms of one listed question of the kind.
      const sample = seen.matching.at(-1);
      if (sample !== undefined) {
        const available = await availableIn(ctx, sample.asset);
        if (isOutcome(available)) return available;
        const checked = validateGuessBet(formFor(sample, args), {
          questions: [{ ...sample, resolution: null }],
          now: Date.parse(sample.opensAt),
          available,
        });
        if (E.isLeft(checked)) return refusedForm('betting', checked.left);
      }
      for (let hop = 0; hop < MAX_HOPS && seen.guessing === undefined && seen.next === undefined; hop += 1) {
        const at = await moveClock(ctx, HOP_SECONDS, 'guess with `notOpen: advance`');
        if (typeof at !== 'string') return at;
        moved += HOP_SECONDS;
        const again = await lookAfterMove(ctx, args);
        if (!isSeen(again)) return again;
        seen = again;
      }
      if (seen.guessing === undefined && seen.next === undefined)
        return failed(
          `no ${what} announced after moving the clock ${describeSpan(moved)}, now ${new Date(seen.now).toISOString()} (listed: ${describeListed(seen)})`,
        );
    }
    const question = seen.guessing ?? seen.next;
    if (question === undefined) return failed(`no ${what} found`);
    const opensAt = Date.parse(question.opensAt);
    // Checked at the time it will be sent: the opening, when the step moves the clock there.
    const sendAt = seen.guessing === undefined && args.notOpen === 'advance' ? opensAt : seen.now;
    const available = await availableIn(ctx, question.asset);
    if (isOutcome(available)) return available;
    const draft = validateGuessBet(formFor(question, args), {
      questions: [question],
      now: sendAt,
      available,
    });
    if (E.isLeft(draft)) {
      const refused = refusedForm('betting', draft.left);
      return sendAt < opensAt && !refused.ok
        ? failed(
            `${refused.message}; ${describeQuestion(question)} opens at ${question.opensAt}, ${describeSpan((opensAt - seen.now) / 1000)} from the exchange's time (\`notOpen: advance\` moves the simulated clock there)`,
            refused.failure,
          )
        : refused;
    }
    if (sendAt > seen.now) {
      const seconds = Math.ceil((opensAt - seen.now) / 1000);
      const at = await moveClock(ctx, seconds, 'guess with `notOpen: advance`');
      if (typeof at !== 'string') return at;
      moved += seconds;
    }
    const clock =
      moved === 0
        ? ''
        : `clock moved ${describeSpan(moved)} ${sendAt > seen.now ? 'to the opening of' : 'until the exchange announced'} question #${question.id}; `;
    const preview = guessPayoutIfWins({
      pools: question.pools,
      pick: draft.right.pick,
      stake: draft.right.stake,
      feeRate: question.feeRate,
      decimals: question.decimals,
    });
    const placed = await ctx.tessera.api.guess.bet(draft.right, requestId())();
    if (E.isLeft(placed)) return failed(`betting refused: ${describeFailure(placed.left)}`, placed.left);
    const bet = placed.right;
    if (
      bet.question.id !== question.id ||
      bet.pick !== draft.right.pick ||
      !bet.stake.eq(draft.right.stake) ||
      bet.state !== 'unsettled'
    )
      return failed(
        `bet #${bet.id} was recorded as ${bet.stake.toFixed()} on ${bet.pick} of question #${bet.question.id}, ${bet.state}; asked for ${draft.right.stake.toFixed()} on ${draft.right.pick} of question #${question.id}`,
      );
    return passed(
      `${clock}bet #${bet.id} on ${describeQuestion(question)}: ${describePick(question, bet.pick)}, ${bet.stake.toFixed()} ${question.asset} frozen until the result; if it won now it would pay ${preview.toFixed()} ${question.asset} (guessPayoutIfWins, ${question.feeRate.mul(100).toFixed()} % fee)`,
    );
  },
});
