import {
  Decimal,
  type DecimalInput,
  type GuessDraft,
  type GuessPhase,
  GuessPricePicks,
  type GuessQuestion,
  guessPhaseOf,
  guessRevealMatches,
  type Language,
  LOCALES,
  type ValidationError,
} from '@tessera/core';
import { type Formats, formatsFor, type TFunction, withGroupedAmounts } from '../../i18n';
import type { StatusTone } from '../finance/components/StatusBadge';

/**
 * Words for the screen: a message key with its parameters, or text the exchange already wrote in
 * the user's language (a quiz's prompt and choices come translated with the question).
 */
export type Words =
  | { readonly key: string; readonly params?: Readonly<Record<string, string>> }
  | { readonly text: string };

/** The words of `words` in the active language. */
export const say = (t: TFunction, words: Words): string =>
  'text' in words ? words.text : t(words.key, words.params);

/**
 * Not started is "not yet" (grey), guessing is running (blue), cut off and waiting for the result
 * ask for patience (amber), over is done (green).
 */
export const PHASE_TONES: Readonly<Record<GuessPhase, StatusTone>> = {
  not_started: 'muted',
  guessing: 'active',
  cut_off: 'warn',
  unsettled: 'warn',
  over: 'done',
};

/** The badge of each phase (spec §4: not started, guessing, cut off, over; and awaiting the result). */
export const PHASE_KEYS: Readonly<Record<GuessPhase, string>> = {
  not_started: 'guess.phase.notStarted',
  guessing: 'guess.phase.guessing',
  cut_off: 'guess.phase.cutOff',
  unsettled: 'guess.phase.unsettled',
  over: 'guess.phase.over',
};

/** The quote currency of a market (`BTC/USDT` → `USDT`), in which its strike is written. */
export const quoteOf = (symbol: string): string => symbol.split('/')[1] ?? symbol;

/**
 * An amount of a question's asset as the game writes it in the user's language: `10 USDT`, at most
 * the asset's decimals.
 */
export const stakeText = (
  amount: DecimalInput,
  question: Pick<GuessQuestion, 'asset' | 'decimals'>,
  format: Formats,
): string => `${format.amount(amount, question.decimals)} ${question.asset}`;

/**
 * A question's time as the user reads it: day, time and time zone in their language and the
 * device's zone (or `timeZone`), so "20:00" is never mistaken for the exchange's UTC.
 *
 * @example formatQuestionTime('2026-11-27T20:00:00.000Z', 'en', 'UTC') // 'Nov 27, 8:00 PM UTC'
 */
export const formatQuestionTime = (iso: string, language: Language, timeZone?: string): string =>
  new Intl.DateTimeFormat(LOCALES[language], {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(new Date(iso));

/** A price question's strike with its quote currency, in the user's language: `65,000 USDT`. */
export const strikeText = (question: Pick<GuessQuestion, 'price'>, format: Formats): string =>
  question.price === null ? '' : `${format.amount(question.price.strike)} ${quoteOf(question.price.symbol)}`;

/**
 * The question in words: for a price question "Will BTC/USDT be above 65,000 USDT at Nov 27, 8:00
 * PM UTC?" (its resolving time in the user's zone); for the quiz, its prompt as the exchange wrote it.
 */
export const questionWording = (
  question: Pick<GuessQuestion, 'price' | 'quiz' | 'resolvesAt'>,
  language: Language,
  timeZone?: string,
): Words => {
  if (question.price !== null)
    return {
      key: 'guess.priceQuestion',
      params: {
        symbol: question.price.symbol,
        strike: strikeText(question, formatsFor(language)),
        time: formatQuestionTime(question.resolvesAt, language, timeZone),
      },
    };
  return { text: question.quiz?.prompt ?? '' };
};

/** What a question is, on its card's head: its market, or the daily quiz. */
export const kindWording = (question: Pick<GuessQuestion, 'price'>): Words =>
  question.price === null ? { key: 'guess.dailyQuiz' } : { text: question.price.symbol };

const isPricePick = (pick: string): boolean => (GuessPricePicks as readonly string[]).includes(pick);

/**
 * A pick in words: "Above 65,000 USDT" or "Not above 65,000 USDT" for a price question; for the
 * quiz, its letter and the choice's text ("B. Proof of work").
 */
export const pickWording = (
  question: Pick<GuessQuestion, 'price' | 'quiz'>,
  pick: string,
  format: Formats,
): Words => {
  if (question.price !== null && isPricePick(pick))
    return { key: `guess.pick.${pick}`, params: { strike: strikeText(question, format) } };
  const text = question.quiz?.choices[pick];
  const letter = pick.toUpperCase();
  return { text: text === undefined ? letter : `${letter}. ${text}` };
};

/** What is staked on one pick and its share of everything staked (null while nothing is). */
export interface PoolShare {
  readonly pick: string;
  readonly staked: Decimal;
  readonly share: Decimal | null;
}

/** The pools of a question pick by pick, in the order of its picks, with their total. */
export const poolSharesOf = (
  question: Pick<GuessQuestion, 'picks' | 'pools'>,
): { readonly total: Decimal; readonly shares: readonly PoolShare[] } => {
  const amounts = question.picks.map((pick) => ({ pick, staked: question.pools[pick] ?? new Decimal(0) }));
  const total = amounts.reduce((sum, { staked }) => sum.plus(staked), new Decimal(0));
  return {
    total,
    shares: amounts.map(({ pick, staked }) => ({
      pick,
      staked,
      share: total.isZero() ? null : staked.div(total),
    })),
  };
};

/** What a question's countdown counts down to at the exchange's `nowMs`: opening, cut-off or result. */
export interface GuessCountdown {
  readonly to: 'open' | 'cutoff' | 'resolve';
  readonly atMs: number;
}

/**
 * The countdown of a question by core's `guessPhaseOf`: to its opening, its cut-off, its resolving
 * time; none once that time has passed (the result is on its way, or in).
 */
export const countdownOf = (
  question: Pick<GuessQuestion, 'opensAt' | 'cutoffAt' | 'resolvesAt' | 'resolution'>,
  nowMs: number,
): GuessCountdown | undefined => {
  const phase = guessPhaseOf(question, nowMs);
  if (phase === 'not_started') return { to: 'open', atMs: Date.parse(question.opensAt) };
  if (phase === 'guessing') return { to: 'cutoff', atMs: Date.parse(question.cutoffAt) };
  if (phase === 'cut_off') return { to: 'resolve', atMs: Date.parse(question.resolvesAt) };
  return undefined;
};

/** Guessing first (what the user can act on), then coming up, then waiting for a result. */
const PHASE_ORDER: Readonly<Record<GuessPhase, number>> = {
  guessing: 0,
  not_started: 1,
  cut_off: 2,
  unsettled: 3,
  over: 4,
};

/**
 * The questions as the list shows them at `nowMs`: those still running, guessing first, then
 * coming up, then cut off and waiting for their result, the daily quiz first among its phase and
 * then soonest resolving; and the settled ones, newest first.
 */
export const arrange = <
  Q extends Pick<GuessQuestion, 'opensAt' | 'cutoffAt' | 'resolvesAt' | 'resolution' | 'kind'>,
>(
  questions: readonly Q[],
  nowMs: number,
): { readonly running: readonly Q[]; readonly settled: readonly Q[] } => {
  const phased = questions.map((question) => ({ question, phase: guessPhaseOf(question, nowMs) }));
  const running = phased
    .filter(({ phase }) => phase !== 'over')
    .sort(
      (a, b) =>
        PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] ||
        Number(b.question.kind === 'quiz') - Number(a.question.kind === 'quiz') ||
        Date.parse(a.question.resolvesAt) - Date.parse(b.question.resolvesAt),
    )
    .map(({ question }) => question);
  const settled = phased
    .filter(({ phase }) => phase === 'over')
    .map(({ question }) => question)
    .sort((a, b) => Date.parse(b.resolvesAt) - Date.parse(a.resolvesAt));
  return { running, settled };
};

/**
 * Whether a question in the list waits for its result at `nowMs` (its resolving time has passed,
 * it is not settled): the list then reads the questions again now and then, since a user without
 * a bet on it gets no push when it is settled.
 */
export const awaitsResult = (
  questions: readonly Pick<GuessQuestion, 'opensAt' | 'cutoffAt' | 'resolvesAt' | 'resolution'>[],
  nowMs: number,
): boolean => questions.some((question) => guessPhaseOf(question, nowMs) === 'unsettled');

/**
 * A settled quiz's reveal checked on this device (core's `guessRevealMatches`): `matches` when the
 * revealed answer and salt give the commitment published before the first bet, `differs` when they
 * do not; `none` without a reveal (a price question, a quiz not settled yet).
 */
export const revealCheckOf = async (
  question: Pick<GuessQuestion, 'id' | 'quiz' | 'resolution'>,
): Promise<'matches' | 'differs' | 'none'> => {
  if (question.quiz === null || question.resolution === null || question.resolution.reveal === null)
    return 'none';
  return (await guessRevealMatches(question)) ? 'matches' : 'differs';
};

/**
 * A long hex commitment as a phone line holds it: its first 10 and last 6 digits, which is what
 * anyone compares by eye.
 *
 * @example shortHash('5c1e…(64 digits)…77f3ab') // '5c1e9a0b3d…77f3ab'
 */
export const shortHash = (hash: string): string =>
  hash.length <= 20 ? hash : `${hash.slice(0, 10)}…${hash.slice(-6)}`;

/** What identifies a bet: the same pick and stake on the same question confirmed again is the same action. */
export const betKey = (draft: GuessDraft | null): string =>
  draft === null ? '' : `${draft.questionId}|${draft.pick}|${draft.stake.toFixed()}`;

/** The amounts core's stake messages carry as plain digits (`maximum: '10000'`), to be grouped on screen. */
const AMOUNT_PARAMS: ReadonlySet<string> = new Set(['minimum', 'maximum']);

/**
 * A stake error with its amounts grouped as the screens write them ("At most 10,000 per bet");
 * other errors and parameters are left alone.
 */
export const withStakeAmounts = (
  error: ValidationError | undefined,
  format: Formats,
): ValidationError | undefined => withGroupedAmounts(error, AMOUNT_PARAMS, format);
