import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';

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
