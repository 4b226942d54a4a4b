import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';
import type { Coupon, CouponState, CouponTerms, DiscountedFee } from './model.js';

/**
 * What every new account receives at registration: half the fees of one spot or futures order of
 * at least 10 USDT within 30 days, and 10 USDT to try futures with within 7 days.
 */
export const WELCOME_COUPONS: readonly CouponTerms[] = [
  {
    kind: 'fee_discount',
    rate: new Decimal('0.5'),
    amount: null,
    products: ['spot', 'futures'],
    minValue: new Decimal(10),
    validDays: 30,
  },
  {
    kind: 'trial_bonus',
    rate: null,
    amount: new Decimal(10),
    products: [],
    minValue: new Decimal(0),
    validDays: 7,
  },
];

/**
 * Where a coupon stands at `now`: used once spent, expired from its expiry on, usable before.
 *
 * @example couponState({ used: null, expiresAt: '2026-12-01T00:00:00Z' }, new Date('2026-11-30T23:59:59Z')) // 'usable'
 */
export const couponState = (coupon: Pick<Coupon, 'used' | 'expiresAt'>, now: Date): CouponState => {
  if (coupon.used !== null) return 'used';
  return now.getTime() >= Date.parse(coupon.expiresAt) ? 'expired' : 'usable';
};

/**
 * A fee with a discount applied: the waiver is the fee times the rate rounded down to the fee
 * asset's decimals, so the exchange never waives more than the coupon says, and what is charged
 * is the rest (charged + waived = fee, exactly).
 *
 * @example discountedFee({ fee: '0.00123457', rate: '0.5', decimals: 8 }) // { charged: 0.00061729, waived: 0.00061728 }
 */
export const discountedFee = ({
  fee,
  rate,
  decimals,
}: {
  readonly fee: DecimalInput;
  readonly rate: DecimalInput;
  readonly decimals: number;
}): DiscountedFee => {
  const full = amountOf(fee, 'fee', 'nonNegative');
  const share = amountOf(rate, 'rate', 'nonNegative');
  if (share.gt(1)) throw new RangeError(`a discount rate is at most 1, not ${share.toFixed()}`);
  const waived = full.times(share).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  return { charged: full.minus(waived), waived };
};

/** When a coupon issued at `issuedAt` on `terms` expires. */
export const couponExpiry = (terms: Pick<CouponTerms, 'validDays'>, issuedAt: Date): Date =>
  new Date(issuedAt.getTime() + terms.validDays * 86_400_000);
