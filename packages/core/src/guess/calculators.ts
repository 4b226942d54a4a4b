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
  readonly pool: Decimal;
}

/**
 * Settles a guess pool (parimutuel): the pool is every stake; when some bets picked the winning
 * answer they share `pool × (1 − feeRate)` in proportion to their stakes and the rest get 0; when
 * none did, every stake is refunded and no fee is taken. Payouts are exact to 50 digits; the ledger
 * rounds each down when crediting and books the remainder as dust.
 *
 * @example settleGuessPool({ bets: [{ stake: '30', pick: 'A' }, { stake: '10', pick: 'A' },
 *   { stake: '60', pick: 'B' }], winningPick: 'A', feeRate: '0.05' })
 * // payouts [71.25, 23.75, 0], fee 5, pool 100
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
  const stakes = bets.map((bet) => amountOf(bet.stake, 'stake', 'nonNegative'));
  const pool = stakes.reduce((sum, stake) => sum.plus(stake), new Decimal(0));
  const winning = stakes.reduce(
    (sum, stake, i) => (bets[i]?.pick === winningPick ? sum.plus(stake) : sum),
    new Decimal(0),
  );
  if (winning.isZero()) return { payouts: stakes, fee: new Decimal(0), pool };
  const rate = amountOf(feeRate, 'feeRate', 'nonNegative');
  if (rate.gt(1)) throw new RangeError('feeRate must not exceed 1');
  const fee = pool.mul(rate);
  const prize = pool.minus(fee);
  return {
    payouts: stakes.map((stake, i) =>
      bets[i]?.pick === winningPick ? prize.mul(stake).div(winning) : new Decimal(0),
    ),
    fee,
    pool,
  };
};
