import * as E from '#fp-ts/Either.js';
import type { DecimalInput } from '../shared/decimal.js';
import { Decimal } from '../shared/decimal.js';
import { isValidAmountText } from '../shared/format.js';
import { amountOf } from '../shared/money.js';
import { type ValidationError, validationError } from '../shared/validation.js';
import { couponState } from './coupons.js';
import {
  type Coupon,
  type CouponKind,
  type CouponProduct,
  CouponProducts,
  type CouponTerms,
} from './model.js';

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

/** The longest an operator may make a coupon usable for. */
export const MAX_COUPON_DAYS = 366;

/** A coupon's terms as an operator types them, before they are checked. */
export interface CouponTermsDraft {
  readonly kind: CouponKind;
  /** How long it is usable from issue: a whole number from 1 to `MAX_COUPON_DAYS`. */
  readonly days: number;
  /** A fee discount's share of the fees waived. */
  readonly rate?: string;
  /** A trial bonus's USDT. */
  readonly amount?: string;
  /** A fee discount's products; every product when left out. */
  readonly products?: readonly string[];
  /** A fee discount's least order value in USDT; 0 when left out. */
  readonly minValue?: string;
}

const invalidTerms = (messageKey: string, params?: Readonly<Record<string, string | number>>) =>
  E.left(validationError('SHARED.INVALID_PARAMS', `coupons.terms.${messageKey}`, params));

/** A decimal typed as digits with an optional fraction (never a sign or an exponent). */
const typedDecimal = (text: string | undefined): Decimal | undefined =>
  text !== undefined && isValidAmountText(text.trim()) ? new Decimal(text.trim()) : undefined;

/**
 * A trial bonus's terms: an amount above 0 with at most two decimals (USDT's), and nothing a fee
 * discount takes.
 */
const bonusTerms = (draft: CouponTermsDraft): E.Either<ValidationError, CouponTerms> => {
  const others = (['rate', 'products', 'minValue'] as const).filter((name) => draft[name] !== undefined);
  if (others.length > 0) return invalidTerms('notForBonus', { fields: others.join(', ') });
  if (draft.amount === undefined) return invalidTerms('amountRequired');
  const amount = typedDecimal(draft.amount);
  if (amount === undefined || !amount.gt(0) || amount.decimalPlaces() > 2)
    return invalidTerms('amount', { value: draft.amount });
  return E.right({
    kind: 'trial_bonus',
    rate: null,
    amount,
    products: [],
    minValue: new Decimal(0),
    validDays: draft.days,
  });
};

/**
 * A fee discount's terms: a rate above 0 and at most 1, one or more products (each once), a least
 * order value of 0 or more, and no amount.
 */
const discountTerms = (draft: CouponTermsDraft): E.Either<ValidationError, CouponTerms> => {
  if (draft.amount !== undefined) return invalidTerms('notForDiscount');
  if (draft.rate === undefined) return invalidTerms('rateRequired');
  const rate = typedDecimal(draft.rate);
  if (rate === undefined || !rate.gt(0) || rate.gt(1)) return invalidTerms('rate', { value: draft.rate });
  const named = draft.products ?? CouponProducts;
  const products = CouponProducts.filter((product) => named.includes(product));
  if (named.length === 0 || named.some((product) => !(CouponProducts as readonly string[]).includes(product)))
    return invalidTerms('products', { products: CouponProducts.join(', ') });
  const minValue = draft.minValue === undefined ? new Decimal(0) : typedDecimal(draft.minValue);
  if (minValue === undefined) return invalidTerms('minValue', { value: draft.minValue ?? '' });
  return E.right({ kind: 'fee_discount', rate, amount: null, products, minValue, validDays: draft.days });
};

/**
 * Whether an operator's coupon terms may be issued, and the terms if so. Both the exchange (which
 * answers `SHARED.INVALID_PARAMS`) and the simulator (which says why before sending) hold coupons
 * to this one rule.
 *
 * @example validateCouponTerms({ kind: 'fee_discount', days: 30, rate: '0.5' }) // right(50 % off spot and futures fees, from 0 USDT, 30 days)
 * @example validateCouponTerms({ kind: 'trial_bonus', days: 7 })                // left(coupons.terms.amountRequired)
 */
export const validateCouponTerms = (draft: CouponTermsDraft): E.Either<ValidationError, CouponTerms> => {
  if (!Number.isSafeInteger(draft.days) || draft.days < 1 || draft.days > MAX_COUPON_DAYS)
    return invalidTerms('days', { max: MAX_COUPON_DAYS, value: draft.days });
  return draft.kind === 'trial_bonus' ? bonusTerms(draft) : discountTerms(draft);
};
