import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';
import type { VipTier } from './model.js';

const tier = (level: number, volume30d: string, holdings: string): VipTier => ({
  level,
  volume30d: new Decimal(volume30d),
  holdings: new Decimal(holdings),
});

/**
 * The published VIP table, lowest first, in USDT: a level is reached by its 30-day trading volume
 * or by its holdings. Level 0 is everyone's.
 */
export const VIP_TIERS: readonly VipTier[] = [
  tier(0, '0', '0'),
  tier(1, '50000', '5000'),
  tier(2, '500000', '50000'),
  tier(3, '5000000', '500000'),
  tier(4, '25000000', '2500000'),
  tier(5, '100000000', '10000000'),
];

/** The share of an invited user's trading fees paid back to whoever invited them, daily. */
export const INVITE_REBATE_RATE = new Decimal('0.2');

/** How far back trading volume counts towards a VIP level. */
export const VIP_VOLUME_DAYS = 30;

/**
 * The highest level whose volume or holdings threshold the user meets (a table without level 0
 * still answers 0).
 *
 * @example vipLevel({ volume30d: '600000', holdings: '100' }) // 2
 * @example vipLevel({ volume30d: '0', holdings: '5000' })     // 1
 */
export const vipLevel = (
  standing: { readonly volume30d: DecimalInput; readonly holdings: DecimalInput },
  tiers: readonly VipTier[] = VIP_TIERS,
): number => {
  const volume = amountOf(standing.volume30d, 'volume30d', 'nonNegative');
  const holdings = amountOf(standing.holdings, 'holdings', 'nonNegative');
  return tiers.reduce(
    (level, step) =>
      step.level > level && (volume.gte(step.volume30d) || holdings.gte(step.holdings)) ? step.level : level,
    0,
  );
};

/** The step after `level`, or null at the top. */
export const nextVipTier = (level: number, tiers: readonly VipTier[] = VIP_TIERS): VipTier | null =>
  tiers.filter((step) => step.level > level).sort((a, b) => a.level - b.level)[0] ?? null;

/**
 * How far the user is towards the next step, 0 to 1: the nearer of its two roads (volume or
 * holdings), since either reaches it. 1 at the top of the table.
 *
 * @example vipProgress({ volume30d: '250000', holdings: '40000' }, tier2) // 0.8 (holdings: 40,000 of 50,000)
 */
export const vipProgress = (
  standing: { readonly volume30d: DecimalInput; readonly holdings: DecimalInput },
  next: VipTier | null,
): Decimal => {
  if (next === null) return new Decimal(1);
  const share = (value: DecimalInput, threshold: Decimal) =>
    threshold.isZero()
      ? new Decimal(1)
      : Decimal.min(1, amountOf(value, 'standing', 'nonNegative').div(threshold));
  return Decimal.max(share(standing.volume30d, next.volume30d), share(standing.holdings, next.holdings));
};

/**
 * One day's rebate of an invited user's fees in one asset: the fees times the rate, rounded down
 * to the asset's decimals (the exchange never pays out more than the share).
 *
 * @example inviteRebate({ fees: '0.00123457', rate: '0.2', decimals: 8 }) // 0.00024691
 */
export const inviteRebate = ({
  fees,
  rate = INVITE_REBATE_RATE,
  decimals,
}: {
  readonly fees: DecimalInput;
  readonly rate?: DecimalInput;
  readonly decimals: number;
}): Decimal =>
  amountOf(fees, 'fees', 'nonNegative')
    .times(amountOf(rate, 'rate', 'nonNegative'))
    .toDecimalPlaces(decimals, Decimal.ROUND_DOWN);

/**
 * The UTC day an instant falls in (`YYYY-MM-DD`): rebates are paid per day, after it ends.
 *
 * @example rewardDay(new Date('2026-11-27T23:59:59Z')) // '2026-11-27'
 */
export const rewardDay = (at: Date): string => at.toISOString().slice(0, 10);
