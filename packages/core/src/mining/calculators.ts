import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';

/**
 * Early-redemption penalty of a locked-mining order (spec §9):
 * `ratio × remainingDays × lockedAmount`, never more than the locked amount and 0 when nothing
 * remains of the lock.
 *
 * @example lockMiningPenalty({ ratio: '0.004', remainingDays: 3, lockedAmount: '10000' }) // 120
 */
export const lockMiningPenalty = ({
  ratio,
  remainingDays,
  lockedAmount,
}: {
  ratio: DecimalInput;
  remainingDays: number;
  lockedAmount: DecimalInput;
}): Decimal => {
  const locked = amountOf(lockedAmount, 'lockedAmount', 'nonNegative');
  const days = Math.max(0, remainingDays);
  return Decimal.min(amountOf(ratio, 'ratio', 'nonNegative').mul(days).mul(locked), locked);
};

/**
 * What a locked-mining order earns over its days: `amount × Σ dailyRates`, one rate per day
 * (each day's rate lies in the product's published range).
 *
 * @example lockMiningYield({ amount: '10000', dailyRates: ['0.003', '0.004', '0.0035'] }) // 105
 */
export const lockMiningYield = ({
  amount,
  dailyRates,
}: {
  amount: DecimalInput;
  dailyRates: readonly DecimalInput[];
}): Decimal =>
  amountOf(amount, 'amount', 'nonNegative').mul(
    dailyRates.reduce<Decimal>(
      (sum, rate) => sum.plus(amountOf(rate, 'dailyRate', 'nonNegative')),
      new Decimal(0),
    ),
  );
