import * as E from '#fp-ts/Either.js';
import type { DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';
import { type ValidationError, validationError } from '../shared/validation.js';
import { couponState } from './coupons.js';
import type { Coupon, CouponProduct } from './model.js';

const notUsable = (coupon: Coupon, now: Date): ValidationError | null => {
  const state = couponState(coupon, now);
  if (state === 'used') return validationError('COUPON.USED', 'coupons.used');
  if (state === 'expired') return validationError('COUPON.EXPIRED', 'coupons.expired');
  return null;
};

/**
 * Whether a fee discount may be applied to an order: usable now, for the order's product, and
 * the order worth at least its minimum (in USDT).
 *
 * @example validateCouponUse(halfOffSpot, { product: 'spot', value: '25', now }) // right(halfOffSpot)
 * @example validateCouponUse(halfOffSpot, { product: 'spot', value: '5', now })  // left(COUPON.BELOW_MINIMUM)
 */
export const validateCouponUse = (
  coupon: Coupon,
  order: { readonly product: CouponProduct; readonly value: DecimalInput; readonly now: Date },
): E.Either<ValidationError, Coupon> => {
  if (coupon.kind !== 'fee_discount')
    return E.left(validationError('COUPON.NOT_A_DISCOUNT', 'coupons.notADiscount'));
  const unusable = notUsable(coupon, order.now);
  if (unusable !== null) return E.left(unusable);
  if (!coupon.products.includes(order.product))
    return E.left(validationError('COUPON.WRONG_PRODUCT', 'coupons.wrongProduct'));
  if (amountOf(order.value, 'value', 'nonNegative').lt(coupon.minValue))
    return E.left(
      validationError('COUPON.BELOW_MINIMUM', 'coupons.belowMinimum', { min: coupon.minValue.toFixed() }),
    );
  return E.right(coupon);
};

/**
 * Whether a trial bonus may be claimed: a bonus, not yet claimed and not expired.
 *
 * @example validateCouponClaim(tenUsdtBonus, now) // right(tenUsdtBonus)
 */
export const validateCouponClaim = (coupon: Coupon, now: Date): E.Either<ValidationError, Coupon> => {
  if (coupon.kind !== 'trial_bonus')
    return E.left(validationError('COUPON.NOT_A_BONUS', 'coupons.notABonus'));
  const unusable = notUsable(coupon, now);
  return unusable === null ? E.right(coupon) : E.left(unusable);
};

/** The fee discounts usable on an order, the largest rate first (the one the app offers first). */
export const couponsFor = (
  coupons: readonly Coupon[],
  order: { readonly product: CouponProduct; readonly value: DecimalInput; readonly now: Date },
): Coupon[] =>
  coupons
    .filter((coupon) => E.isRight(validateCouponUse(coupon, order)))
    .sort((a, b) => (b.rate?.comparedTo(a.rate ?? 0) ?? 0) || a.expiresAt.localeCompare(b.expiresAt));
