import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf, roundForCredit } from '../shared/money.js';
import type { MiningOrder, MiningPlan, MiningPurchasePreview, MiningRedemptionPreview } from './model.js';

/** The version of these calculators every yield and redemption records. */
export const MINING_CALCULATOR_VERSION = 'mining/1';

/** One day of a lock: yields are credited, and days counted, in whole 24-hour days from the purchase. */
export const MINING_DAY_MS = 86_400_000;

/** Daily rates move in steps of 0.01 %. */
export const MINING_RATE_STEP = new Decimal('0.0001');

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

/** FNV-1a, 32 bits: a public, fixed mixing of text into a number anyone can recompute. */
const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/**
 * A plan's rate on a UTC date: a step of `MINING_RATE_STEP` between the plan's lowest and highest
 * daily rate, picked by FNV-1a of `mining:<plan id>:<date>`. It is fixed for every date by this
 * published formula before anyone buys, the same for every order of the plan, and chosen by
 * nobody: anyone can recompute the rate each yield was credited at.
 *
 * @example miningDailyRate({ planId: 1, min: '0.003', max: '0.004', date: '2026-11-27' }) // a rate in [0.003, 0.004]
 */
export const miningDailyRate = ({
  planId,
  min,
  max,
  date,
}: {
  planId: number;
  min: DecimalInput;
  max: DecimalInput;
  date: string;
}): Decimal => {
  const low = amountOf(min, 'min', 'nonNegative');
  const high = amountOf(max, 'max', 'nonNegative');
  if (high.lt(low)) throw new RangeError('max must not be below min');
  const steps = high.minus(low).div(MINING_RATE_STEP).floor().toNumber();
  const pick = fnv1a(`mining:${planId}:${date}`) % (steps + 1);
  return low.plus(MINING_RATE_STEP.mul(pick));
};

/** The UTC date (`YYYY-MM-DD`) of an instant. */
const utcDate = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** ISO 8601 UTC: when day `day` (1-based) of a lock that started at `startedAt` ends and its yield is due. */
export const miningYieldDueAt = (startedAt: string, day: number): string =>
  new Date(Date.parse(startedAt) + day * MINING_DAY_MS).toISOString();

/**
 * Day `day`'s yield of an order: its plan's rate on the UTC date that day ends, on the amount,
 * rounded down to the asset's decimals (core's `roundForCredit`).
 */
export const miningYieldOf = (
  order: Pick<MiningOrder, 'planId' | 'amount' | 'dailyRateMin' | 'dailyRateMax' | 'startedAt' | 'decimals'>,
  day: number,
): { readonly date: string; readonly rate: Decimal; readonly amount: Decimal } => {
  const date = utcDate(Date.parse(miningYieldDueAt(order.startedAt, day)));
  const rate = miningDailyRate({
    planId: order.planId,
    min: order.dailyRateMin,
    max: order.dailyRateMax,
    date,
  });
  const { credited } = roundForCredit({
    amount: lockMiningYield({ amount: order.amount, dailyRates: [rate] }),
    precision: order.decimals,
  });
  return { date, rate, amount: credited };
};

/** Whole days of the lock gone by at `now` (0 to `days`). */
export const miningDaysElapsed = (order: Pick<MiningOrder, 'startedAt' | 'days'>, now: number): number =>
  Math.min(order.days, Math.max(0, Math.floor((now - Date.parse(order.startedAt)) / MINING_DAY_MS)));

/**
 * What buying `amount` of a plan at `startedAt` would earn: each day's yield at the plan's lowest
 * rate and at its highest, rounded as credited; the first yield a day later, the release at the end.
 *
 * @example miningPurchasePreview(fiveDaysAt3to4PerMille, '10000', '2026-11-27T08:00:00.000Z')
 * // { minYield: 150, maxYield: 200, firstYieldAt: '2026-11-28T08:00:00.000Z', maturesAt: '2026-12-02T08:00:00.000Z' }
 */
export const miningPurchasePreview = (
  plan: MiningPlan,
  amount: DecimalInput,
  startedAt: string,
): MiningPurchasePreview => {
  const dayAt = (rate: Decimal) =>
    roundForCredit({ amount: lockMiningYield({ amount, dailyRates: [rate] }), precision: plan.decimals })
      .credited;
  return {
    minYield: dayAt(plan.dailyRateMin).mul(plan.days),
    maxYield: dayAt(plan.dailyRateMax).mul(plan.days),
    firstYieldAt: miningYieldDueAt(startedAt, 1),
    maturesAt: miningYieldDueAt(startedAt, plan.days),
  };
};

/**
 * What redeeming an active order at `now` costs: the days left of its lock, core's
 * `lockMiningPenalty` on them rounded up to the asset's decimals (a charge is never rounded in the
 * payer's favour by more than nothing), and the amount that comes back.
 *
 * @example miningRedemptionPreview(tenThousandForFiveDaysAt4PerMille, twoDaysLater)
 * // { remainingDays: 3, penalty: 120, returned: 9880 }   (spec §9's example)
 */
export const miningRedemptionPreview = (
  order: Pick<MiningOrder, 'startedAt' | 'days' | 'amount' | 'penaltyRate' | 'decimals'>,
  now: number,
): MiningRedemptionPreview => {
  const remainingDays = order.days - miningDaysElapsed(order, now);
  const penalty = lockMiningPenalty({
    ratio: order.penaltyRate,
    remainingDays,
    lockedAmount: order.amount,
  }).toDecimalPlaces(order.decimals, Decimal.ROUND_UP);
  return { remainingDays, penalty, returned: new Decimal(order.amount).minus(penalty) };
};
