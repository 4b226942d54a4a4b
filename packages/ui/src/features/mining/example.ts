import { type Decimal, lockMiningPenalty, lockMiningYield } from '@tessera/core';

/**
 * Spec §9's worked example, which the welcome page walks through: 10,000 USDT locked for 5 days at
 * 0.3 %–0.4 % a day, redeemed after 2 days with the default settlement ratio of 0.4 % a day left.
 */
export const SPEC_EXAMPLE = {
  asset: 'USDT',
  amount: '10000',
  days: 5,
  daysGone: 2,
  dailyRateMin: '0.003',
  dailyRateMax: '0.004',
  penaltyRate: '0.004',
} as const;

export interface ExampleFigures {
  /** What the whole lock earns at the lowest and at the highest daily rate. */
  readonly yieldMin: Decimal;
  readonly yieldMax: Decimal;
  readonly daysLeft: number;
  readonly penalty: Decimal;
  readonly returned: Decimal;
  /** The yields of the days gone, which the owner keeps. */
  readonly keptMin: Decimal;
  readonly keptMax: Decimal;
}

/** The example's figures, by core's calculators (the exchange's own), never typed in by hand. */
export const exampleFigures = (): ExampleFigures => {
  const { amount, days, daysGone, dailyRateMin, dailyRateMax, penaltyRate } = SPEC_EXAMPLE;
  const over = (count: number, rate: string) =>
    lockMiningYield({ amount, dailyRates: Array.from({ length: count }, () => rate) });
  const daysLeft = days - daysGone;
  const penalty = lockMiningPenalty({ ratio: penaltyRate, remainingDays: daysLeft, lockedAmount: amount });
  return {
    yieldMin: over(days, dailyRateMin),
    yieldMax: over(days, dailyRateMax),
    daysLeft,
    penalty,
    returned: penalty.negated().plus(amount),
    keptMin: over(daysGone, dailyRateMin),
    keptMax: over(daysGone, dailyRateMax),
  };
};
