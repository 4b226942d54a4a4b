import { type Coupon, type CouponKind, type CouponProduct, CouponProducts, Decimal } from '@tessera/core';

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

/** The longest an operator may make a coupon usable for, as the exchange takes it. */
export const MAX_COUPON_DAYS = 366;

const decimalOf = (text: string): Decimal | undefined => {
  const trimmed = text.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? new Decimal(trimmed) : undefined;
};

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

/**
 * What the exchange would refuse in a coupon's terms, if anything, said before anything is sent
 * (the exchange answers only "parameter error"). A fee discount takes a rate above 0 and at most 1,
 * products and a minimum order value, no amount; a trial bonus an amount above 0 with at most two
 * decimals, nothing else. `days` is a whole number from 1 to 366.
 *
 * @example couponIssueProblem({ kind: 'trial_bonus', days: 7 }) // 'a trial bonus needs an amount (USDT)'
 */
export const couponIssueProblem = (issue: Omit<CouponIssue, 'user'>): string | undefined => {
  if (!Number.isSafeInteger(issue.days) || issue.days < 1 || issue.days > MAX_COUPON_DAYS)
    return `days must be a whole number from 1 to ${MAX_COUPON_DAYS}, got ${issue.days}`;
  if (issue.kind === 'trial_bonus') {
    const others = (['rate', 'products', 'minValue'] as const).filter((name) => issue[name] !== undefined);
    if (others.length > 0) return `a trial bonus takes no ${others.join(', ')} (only an amount)`;
    if (issue.amount === undefined) return 'a trial bonus needs an amount (USDT)';
    const amount = decimalOf(issue.amount);
    if (amount === undefined || !amount.gt(0) || amount.decimalPlaces() > 2)
      return `a trial bonus's amount is above 0 with at most 2 decimals, got "${issue.amount}"`;
    return undefined;
  }
  if (issue.amount !== undefined) return 'a fee discount takes no amount (a rate of the fees instead)';
  if (issue.rate === undefined) return 'a fee discount needs a rate (the share of the fees waived, e.g. 0.5)';
  const rate = decimalOf(issue.rate);
  if (rate === undefined || !rate.gt(0) || rate.gt(1))
    return `a fee discount's rate is above 0 and at most 1, got "${issue.rate}"`;
  if (issue.products !== undefined && issue.products.length === 0)
    return `a fee discount applies to one or more of ${CouponProducts.join(', ')}`;
  if (issue.minValue !== undefined && decimalOf(issue.minValue) === undefined)
    return `the minimum order value is a decimal of 0 or more (USDT), got "${issue.minValue}"`;
  return undefined;
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
