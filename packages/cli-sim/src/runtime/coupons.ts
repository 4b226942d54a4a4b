import {
  type Coupon,
  type CouponKind,
  type CouponProduct,
  CouponProducts,
  type Decimal,
  validateCouponTerms,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';

/**
 * A coupon as an operator issues it (`tessera-sim operator coupons issue`, the step
 * `operator: { coupon: issue }`): a fee discount with `rate` (of the fees waived), `products` and
 * `minValue` (USDT), or a trial bonus with `amount` (USDT), usable for `days`. `user` is an id,
 * username, email or mobile as `+<area><number>`.
 */
export interface CouponIssue {
  readonly user: string;
  readonly kind: CouponKind;
  readonly days: number;
  readonly rate?: string;
  readonly amount?: string;
  readonly products?: readonly CouponProduct[];
  readonly minValue?: string;
}

/**
 * `spot,futures` as typed on a command line: the products it names, or the first word that is
 * none (`options`).
 *
 * @example readProducts('spot, futures') // { ok: true, products: ['spot', 'futures'] }
 */
export const readProducts = (
  text: string,
):
  | { readonly ok: true; readonly products: CouponProduct[] }
  | { readonly ok: false; readonly problem: string } => {
  const words = text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');
  if (words.length === 0)
    return { ok: false, problem: `--products names none of ${CouponProducts.join(', ')}` };
  const products: CouponProduct[] = [];
  for (const word of words) {
    const product = CouponProducts.find((candidate) => candidate === word);
    if (product === undefined)
      return { ok: false, problem: `--products takes ${CouponProducts.join(', ')}, not "${word}"` };
    if (!products.includes(product)) products.push(product);
  }
  return { ok: true, products };
};

/** What each of core's `validateCouponTerms` refusals means, for people. */
const TERMS_PROBLEMS: Readonly<
  Record<string, (params: Readonly<Record<string, string | number>>) => string>
> = {
  'coupons.terms.days': ({ max, value }) => `days must be a whole number from 1 to ${max}, got ${value}`,
  'coupons.terms.notForBonus': ({ fields }) => `a trial bonus takes no ${fields} (only an amount)`,
  'coupons.terms.amountRequired': () => 'a trial bonus needs an amount (USDT)',
  'coupons.terms.amount': ({ value }) =>
    `a trial bonus's amount is above 0 with at most 2 decimals, got "${value}"`,
  'coupons.terms.notForDiscount': () => 'a fee discount takes no amount (a rate of the fees instead)',
  'coupons.terms.rateRequired': () => 'a fee discount needs a rate (the share of the fees waived, e.g. 0.5)',
  'coupons.terms.rate': ({ value }) => `a fee discount's rate is above 0 and at most 1, got "${value}"`,
  'coupons.terms.products': ({ products }) => `a fee discount applies to one or more of ${products}`,
  'coupons.terms.minValue': ({ value }) =>
    `the minimum order value is a decimal of 0 or more (USDT), got "${value}"`,
};

/**
 * What the exchange would refuse in a coupon's terms, if anything, said before anything is sent
 * (the exchange answers only "parameter error"): core's `validateCouponTerms`, which the exchange
 * applies too, in words.
 *
 * @example couponIssueProblem({ kind: 'trial_bonus', days: 7 }) // 'a trial bonus needs an amount (USDT)'
 */
export const couponIssueProblem = (issue: Omit<CouponIssue, 'user'>): string | undefined => {
  const checked = validateCouponTerms(issue);
  if (E.isRight(checked)) return undefined;
  const say = TERMS_PROBLEMS[checked.left.messageKey];
  return say === undefined ? checked.left.messageKey : say(checked.left.params ?? {});
};

/** `50 %`, `12.5 %`: a share as people read it. */
export const percent = (rate: Decimal): string => `${rate.times(100).toFixed()} %`;

const productsText = (products: readonly CouponProduct[]): string =>
  products.length === 0 ? 'no product' : products.join(' or ');

/** What a fee discount is spent on, by product. */
export const USED_ON: Readonly<Record<CouponProduct, string>> = {
  spot: 'spot order',
  futures: 'futures position',
};

/**
 * A coupon in one line, for people: its id, its terms and until when it is usable.
 *
 * @example describeCoupon(halfOff) // 'coupon #9: 50 % off the fees of one spot or futures order from 10 USDT, usable until 2026-12-27T10:00:00.000Z'
 */
export const describeCoupon = (coupon: Coupon): string => {
  const terms =
    coupon.kind === 'trial_bonus'
      ? `a ${coupon.amount?.toFixed() ?? '?'} USDT futures trial bonus`
      : `${coupon.rate === null ? '?' : percent(coupon.rate)} off the fees of one ${productsText(coupon.products)} order${coupon.minValue.gt(0) ? ` from ${coupon.minValue.toFixed()} USDT` : ''}`;
  const use =
    coupon.used === null
      ? `usable until ${coupon.expiresAt}`
      : `used ${coupon.used.product === 'bonus' ? 'when claimed' : `on ${USED_ON[coupon.used.product]} #${coupon.used.ref}`} at ${coupon.used.at}`;
  return `coupon #${coupon.id}: ${terms}, ${use}`;
};
