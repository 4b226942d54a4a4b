import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';
import type { GuessBetState, GuessPhase, GuessQuestion, GuessResolution } from './model.js';

export interface GuessBet<P extends string = string> {
  readonly stake: DecimalInput;
  readonly pick: P;
}

export interface GuessPoolSettlement {
  /** One payout per bet, in the order of the bets. */
  readonly payouts: readonly Decimal[];
  /** What the platform keeps: `pool × feeRate` when someone won, 0 when every stake is refunded. */
  readonly fee: Decimal;
  /** What truncating the shares left over (less than 10⁻¹⁸ per winner); booked as platform dust. */
  readonly dust: Decimal;
  readonly pool: Decimal;
}

/** Shares and fees are cut to this many decimals, more than any currency's precision. */
export const GUESS_SHARE_DECIMALS = 18;

/**
 * Wide enough that no product of stakes is ever rounded; every division rounds down, so the shares
 * can never add up to more than the prize.
 */
const Wide = /* @__PURE__ */ Decimal.clone({ precision: 200, rounding: Decimal.ROUND_DOWN });
const cut = (value: InstanceType<typeof Wide>): Decimal =>
  new Decimal(value.toDecimalPlaces(GUESS_SHARE_DECIMALS, Decimal.ROUND_DOWN).toFixed());

/**
 * Settles a guess pool (parimutuel). The pool is every stake. When some bets picked the winning
 * answer they share `prize = pool − fee`, with `fee = pool × feeRate`, in proportion to their
 * stakes; the rest get 0. When none did, every stake is refunded and no fee is taken. Shares are
 * cut (never rounded up) to 18 decimals, so `Σ payouts + fee + dust = pool` exactly.
 *
 * @example settleGuessPool({ bets: [{ stake: '30', pick: 'A' }, { stake: '10', pick: 'A' },
 *   { stake: '60', pick: 'B' }], winningPick: 'A', feeRate: '0.05' })
 * // payouts [71.25, 23.75, 0], fee 5, dust 0, pool 100
 */
export const settleGuessPool = <P extends string>({
  bets,
  winningPick,
  feeRate,
}: {
  bets: readonly GuessBet<P>[];
  winningPick: P;
  feeRate: DecimalInput;
}): GuessPoolSettlement => {
  const stakes = bets.map((bet) => {
    const stake = amountOf(bet.stake, 'stake', 'nonNegative');
    if (stake.decimalPlaces() > GUESS_SHARE_DECIMALS) throw new RangeError('stake has more than 18 decimals');
    return stake;
  });
  const zero = new Decimal(0);
  const pool = stakes.reduce((sum, stake) => sum.plus(stake), zero);
  const won = (i: number) => bets[i]?.pick === winningPick;
  const winning = stakes.reduce((sum, stake, i) => (won(i) ? sum.plus(stake) : sum), zero);
  if (winning.isZero()) return { payouts: stakes, fee: zero, dust: zero, pool };

  const rate = amountOf(feeRate, 'feeRate', 'nonNegative');
  if (rate.gt(1)) throw new RangeError('feeRate must not exceed 1');
  const fee = cut(new Wide(pool.toFixed()).mul(rate.toFixed()));
  const prize = new Wide(pool.minus(fee).toFixed());
  const payouts = stakes.map((stake, i) =>
    won(i) ? cut(prize.mul(stake.toFixed()).div(winning.toFixed())) : zero,
  );
  const paid = payouts.reduce((sum, payout) => sum.plus(payout), zero);
  return { payouts, fee, dust: pool.minus(fee).minus(paid), pool };
};

/** Recorded with each settled question: which version of these formulas settled it. */
export const GUESS_CALCULATOR_VERSION = 'guess/1';

/**
 * A question's phase at `now` (milliseconds) by its published times; `over` once it has a
 * result, whatever the clock says.
 *
 * @example guessPhaseOf(question, Date.parse(question.cutoffAt)) // 'cut_off'
 */
export const guessPhaseOf = (
  question: Pick<GuessQuestion, 'opensAt' | 'cutoffAt' | 'resolvesAt' | 'resolution'>,
  now: number,
): GuessPhase => {
  if (question.resolution !== null) return 'over';
  if (now < Date.parse(question.opensAt)) return 'not_started';
  if (now < Date.parse(question.cutoffAt)) return 'guessing';
  if (now < Date.parse(question.resolvesAt)) return 'cut_off';
  return 'unsettled';
};

/**
 * A price question's answer: `above` when the recorded price in force at the resolving time is
 * strictly above the strike, `not_above` otherwise (equal is not above).
 *
 * @example guessPriceOutcome({ strike: '65000', price: '65000.01' }) // 'above'
 */
export const guessPriceOutcome = ({ strike, price }: { strike: DecimalInput; price: DecimalInput }) =>
  amountOf(price, 'price', 'positive').gt(amountOf(strike, 'strike', 'positive')) ? 'above' : 'not_above';

/**
 * What a bet of `stake` on `pick` would pay if `pick` won and nobody else bet: `settleGuessPool`
 * on the pools so far plus this bet, its share rounded down to the asset's `decimals` as the
 * ledger credits it. A preview: later bets change the pools.
 *
 * @example guessPayoutIfWins({ pools: { above: '30', not_above: '60' }, pick: 'above', stake: '10', feeRate: '0.05', decimals: 6 }) // 23.75
 */
export const guessPayoutIfWins = ({
  pools,
  pick,
  stake,
  feeRate,
  decimals,
}: {
  pools: Readonly<Record<string, DecimalInput>>;
  pick: string;
  stake: DecimalInput;
  feeRate: DecimalInput;
  decimals: number;
}): Decimal => {
  const bets = [...Object.entries(pools).map(([p, staked]) => ({ stake: staked, pick: p })), { stake, pick }];
  const { payouts } = settleGuessPool({ bets, winningPick: pick, feeRate });
  return (payouts.at(-1) ?? new Decimal(0)).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
};

/**
 * The commitment a quiz publishes before its first bet: the SHA-256, in hex, of
 * `tessera-quiz:<question id>:<answer>:<salt>`. Once the answer and the salt are revealed, anyone
 * can compute it again and see the answer was fixed in advance (`guessRevealMatches`). The hash
 * is loaded on first use, so an app that never checks a quiz never downloads it.
 *
 * @example await guessCommitment({ questionId: 8, answer: 'b', salt: '3f9a6c0e5b7d41a2' }) // '11981e7f…7c2fbe4b'
 */
export const guessCommitment = async ({
  questionId,
  answer,
  salt,
}: {
  questionId: number;
  answer: string;
  salt: string;
}): Promise<string> => {
  const [{ sha256 }, { bytesToHex, utf8ToBytes }] = await Promise.all([
    import('@noble/hashes/sha2.js'),
    import('@noble/hashes/utils.js'),
  ]);
  return bytesToHex(sha256(utf8ToBytes(`tessera-quiz:${questionId}:${answer}:${salt}`)));
};

/**
 * Whether a settled quiz's revealed answer and salt give its published commitment, and the answer
 * is the pick it was settled on: false for anything else (a price question, an unsettled quiz).
 */
export const guessRevealMatches = async (
  question: Pick<GuessQuestion, 'id' | 'quiz' | 'resolution'>,
): Promise<boolean> => {
  const reveal = question.resolution?.reveal;
  if (question.quiz === null || reveal === null || reveal === undefined) return false;
  return (
    reveal.answer === question.resolution?.winningPick &&
    (await guessCommitment({ questionId: question.id, answer: reveal.answer, salt: reveal.salt })) ===
      question.quiz.commitment
  );
};

/**
 * Where a bet stands: `unsettled` until its question has a result; then `refunded` when nobody
 * picked the answer, `won` or `lost` by its pick.
 */
export const guessBetStateOf = (
  pick: string,
  resolution: Pick<GuessResolution, 'winningPick' | 'winningStake'> | null,
): GuessBetState => {
  if (resolution === null) return 'unsettled';
  if (resolution.winningStake.isZero()) return 'refunded';
  return pick === resolution.winningPick ? 'won' : 'lost';
};
