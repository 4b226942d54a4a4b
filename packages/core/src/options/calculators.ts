import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';
import type { OptionDirection, OptionOutcome } from './model.js';

/**
 * The calculator that settles orders, recorded with every settlement: a recomputation years later
 * knows which rules it must use. Changes whenever `optionsPayout`'s result for some input would.
 */
export const OPTIONS_CALCULATOR_VERSION = 'options-payout/1';

/** Stakes move in steps of 0.01 of the payment asset, and payout rates in steps of 0.01. */
export const OPTIONS_STAKE_STEP = /* @__PURE__ */ new Decimal('0.01');
export const OPTIONS_RATE_STEP = /* @__PURE__ */ new Decimal('0.01');

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

/**
 * What an order returns on average, as a fraction of its stake, when its direction is a coin toss
 * (up and down equally likely, ties left out): half the time `payoutRate` is won, half the time the
 * stake is lost. The honest figure shown beside every payout rate.
 *
 * @example optionsExpectedReturn('0.85') // -0.075, i.e. −7.5 % of every stake
 */
export const optionsExpectedReturn = (payoutRate: DecimalInput): Decimal =>
  amountOf(payoutRate, 'payoutRate', 'nonNegative').minus(1).div(2);

/**
 * When an order's close price is taken: `seconds` after it was accepted.
 *
 * @example optionCloseTime('2026-01-01T00:00:00.000Z', 30) // '2026-01-01T00:00:30.000Z'
 */
export const optionCloseTime = (openedAt: string, seconds: number): string => {
  if (!Number.isInteger(seconds) || seconds <= 0) throw new RangeError('seconds must be a whole number > 0');
  return new Date(Date.parse(openedAt) + seconds * 1000).toISOString();
};

/**
 * Whole seconds left before an order's close at `now` (the exchange's time), rounded up so the
 * countdown reads 0 only once the close has passed.
 *
 * @example optionSecondsLeft('2026-01-01T00:00:30.000Z', Date.parse('2026-01-01T00:00:00.400Z')) // 30
 */
export const optionSecondsLeft = (closesAt: string, now: number): number =>
  Math.max(0, Math.ceil((Date.parse(closesAt) - now) / 1000));
