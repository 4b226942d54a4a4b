import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';

export type OptionDirection = 'up' | 'down';
export type OptionOutcome = 'win' | 'draw' | 'loss';

export interface OptionSettlement {
  readonly outcome: OptionOutcome;
  /** Credited back to the user; the stake itself was debited when the order opened. */
  readonly payout: Decimal;
}

/**
 * Settles a seconds option from its recorded open and close prices: a right call pays
 * `stake × (1 + payoutRate)`, equal prices return the stake, a wrong call pays 0.
 *
 * @example optionsPayout({ direction: 'up', stake: '100', openPrice: '60000', closePrice: '60001',
 *   payoutRate: '0.85' }) // { outcome: 'win', payout: 185 }
 */
export const optionsPayout = ({
  direction,
  stake,
  openPrice,
  closePrice,
  payoutRate,
}: {
  direction: OptionDirection;
  stake: DecimalInput;
  openPrice: DecimalInput;
  closePrice: DecimalInput;
  payoutRate: DecimalInput;
}): OptionSettlement => {
  const amount = amountOf(stake, 'stake', 'nonNegative');
  const move = amountOf(closePrice, 'closePrice', 'positive').cmp(
    amountOf(openPrice, 'openPrice', 'positive'),
  );
  const rate = amountOf(payoutRate, 'payoutRate', 'nonNegative');
  if (move === 0) return { outcome: 'draw', payout: amount };
  const won = direction === 'up' ? move > 0 : move < 0;
  return won
    ? { outcome: 'win', payout: amount.mul(rate.plus(1)) }
    : { outcome: 'loss', payout: new Decimal(0) };
};
