import {
  type Coupon,
  CouponKinds,
  type CouponProduct,
  CouponProducts,
  type CouponState,
  couponsFor,
  DEFAULT_FIAT,
  Decimal,
  type Failure,
  type ValidationError,
  validateCouponClaim,
  validateCouponUse,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { SimContext } from '../runtime/context.js';
import { type CouponIssue, couponIssueProblem, describeCoupon, percent } from '../runtime/coupons.js';
import { describeFailure, invalid } from '../runtime/failure.js';
import { DecimalText, fields, oneOf, Text } from './codecs.js';
import { exchangeNow, sessionSnapshot } from './session.js';
import { defineStep, failed, passed, type StepOutcome } from './step.js';
import { requestId } from './wallet-assets.js';

/** Coupons are read a page of the exchange's longest at a time, for this many pages at most. */
const COUPONS_PAGE = 50;
const COUPONS_PAGES = 20;

/** The signed-in user's coupons in `state`, every page of them, as the exchange lists them. */
export const couponsIn = async (
  ctx: SimContext,
  state: CouponState,
): Promise<E.Either<Failure, Coupon[]>> => {
  const coupons: Coupon[] = [];
  for (let page = 1; page <= COUPONS_PAGES; page += 1) {
    const listed = await ctx.tessera.api.rewards.coupons({ state, page, limit: COUPONS_PAGE })();
    if (E.isLeft(listed)) return listed;
    coupons.push(...listed.right.items);
    if (page >= listed.right.lastPage) break;
  }
  return E.right(coupons);
};

/** A fee discount core refused for an order, and why. */
export interface Refusal {
  readonly coupon: Coupon;
  readonly error: ValidationError;
}

/**
 * The fee discount `coupon: best` applies to an order: the first core's `couponsFor` offers (the
 * largest rate, then the soonest to expire), or, when none fits, each fee discount with core's
 * refusal (`validateCouponUse`); trial bonuses are no discounts and are left out.
 *
 * @example bestDiscount([halfOffSpot, eightyOffFutures], { product: 'futures', value: decimal('320'), now }) // right(eightyOffFutures)
 */
export const bestDiscount = (
  coupons: readonly Coupon[],
  order: { readonly product: CouponProduct; readonly value: Decimal; readonly now: Date },
): E.Either<readonly Refusal[], Coupon> => {
  const [best] = couponsFor(coupons, order);
  if (best !== undefined) return E.right(best);
  return E.left(
    coupons
      .filter((coupon) => coupon.kind === 'fee_discount')
      .flatMap((coupon) => {
        const checked = validateCouponUse(coupon, order);
        return E.isLeft(checked) ? [{ coupon, error: checked.left }] : [];
      }),
  );
};

const isCoupon = (found: Coupon | StepOutcome): found is Coupon => !('ok' in found);

/** `COUPON.BELOW_MINIMUM (min 10)`: a refusal's code and what it says. */
const describeRefusal = ({ coupon, error }: Refusal): string =>
  `#${coupon.id} ${error.code}${
    error.params === undefined
      ? ''
      : ` (${Object.entries(error.params)
          .map(([name, value]) => `${name} ${value}`)
          .join(', ')})`
  }`;

/** The newest of `coupons` (by issue), the one a refusal is best told about. */
const newest = (coupons: readonly Coupon[]): Coupon | undefined =>
  [...coupons].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.id - a.id)[0];

/**
 * The user's best usable fee discount for an order of `product` worth `value` (USDT) at the
 * exchange's time, or the step's failure: core's refusal (`Invalid`, with its codes, so an
 * `expect: { failure: COUPON.BELOW_MINIMUM }` can check it) of each usable fee discount, or, with
 * none usable, of the newest one used or expired (`COUPON.USED`, `COUPON.EXPIRED`); a user who
 * never had one fails plainly.
 */
export const applyBestDiscount = async (
  ctx: SimContext,
  product: CouponProduct,
  value: Decimal,
): Promise<Coupon | StepOutcome> => {
  const [usable, seen] = await Promise.all([couponsIn(ctx, 'usable'), exchangeNow(ctx)]);
  if (E.isLeft(usable))
    return failed(`the coupons could not be listed: ${describeFailure(usable.left)}`, usable.left);
  if (typeof seen !== 'number') return seen;
  const order = { product, value, now: new Date(seen) };
  const best = bestDiscount(usable.right, order);
  if (E.isRight(best)) return best.right;
  const what = `this ${product} order (worth ${value.toDecimalPlaces(6).toFixed()} USDT)`;
  if (best.left.length > 0)
    return failed(
      `core's rules refuse every usable fee discount for ${what}: ${best.left.map(describeRefusal).join(', ')}`,
      invalid(best.left.map((refusal) => refusal.error)),
    );
  const [used, expired] = await Promise.all([couponsIn(ctx, 'used'), couponsIn(ctx, 'expired')]);
  const spent = newest(
    [...(E.isRight(used) ? used.right : []), ...(E.isRight(expired) ? expired.right : [])].filter(
      (candidate) => candidate.kind === 'fee_discount',
    ),
  );
  const refused = spent === undefined ? undefined : bestDiscount([spent], order);
  const [refusal] = refused === undefined || E.isRight(refused) ? [] : refused.left;
  return refusal === undefined
    ? failed(`the user has no fee discount for ${what}`)
    : failed(
        `no usable fee discount for ${what}; core's rules refuse the newest: coupon ${describeRefusal(refusal)}`,
        invalid([refusal.error]),
      );
};

/** What an order step does with `coupon: best`: the coupon it applies, or why it cannot. */
export const discountFor = async (
  ctx: SimContext,
  wanted: 'best' | undefined,
  product: CouponProduct,
  value: Decimal,
): Promise<E.Either<StepOutcome, Coupon | undefined>> => {
  if (wanted === undefined) return E.right(undefined);
  const found = await applyBestDiscount(ctx, product, value);
  return isCoupon(found) ? E.right(found) : E.left(found);
};

/** The `coupon` argument of the order steps: `best`, the user's best usable fee discount. */
export const CouponChoice = oneOf(['best'] as const);

/** What the user holds of USDT in the futures account, where a trial bonus is credited. */
const futuresUsdt = async (ctx: SimContext): Promise<Decimal | StepOutcome> => {
  const overview = await ctx.tessera.api.wallet.overview(DEFAULT_FIAT)();
  if (E.isLeft(overview))
    return failed(`the wallet could not be read: ${describeFailure(overview.left)}`, overview.left);
  return (
    overview.right.accounts
      .find((account) => account.account === 'futures')
      ?.balances.find((balance) => balance.asset === 'USDT')?.available ?? new Decimal(0)
  );
};

const isAmount = (found: Decimal | StepOutcome): found is Decimal => Decimal.isDecimal(found);

/**
 * Why no trial bonus can be claimed, as core's rules say it of the newest one used or expired
 * (`COUPON.USED`, `COUPON.EXPIRED`), or that the user has none.
 */
const noBonus = async (ctx: SimContext, now: Date): Promise<StepOutcome> => {
  const [used, expired] = await Promise.all([couponsIn(ctx, 'used'), couponsIn(ctx, 'expired')]);
  const spent = newest(
    [...(E.isRight(used) ? used.right : []), ...(E.isRight(expired) ? expired.right : [])].filter(
      (coupon) => coupon.kind === 'trial_bonus',
    ),
  );
  if (spent === undefined) return failed('the user has no trial bonus to claim');
  const refused = validateCouponClaim(spent, now);
  return E.isLeft(refused)
    ? failed(
        `core's rules refuse claiming coupon #${spent.id}: ${refused.left.code} (${describeCoupon(spent)})`,
        invalid([refused.left]),
      )
    : failed(`coupon #${spent.id} is claimable by core's rules, yet not listed usable`);
};

export const coupon = defineStep({
  name: 'coupon',
  summary:
    "`coupon: claim`: claim the signed-in user's usable trial bonus (the soonest to expire) as the coupons page does, checked by core's `validateCouponClaim` at the exchange's time first, with a fresh idempotency key: exactly its USDT must arrive in the futures account (read before and after). With none usable, core's rules refuse the newest bonus used or expired (`COUPON.USED`, `COUPON.EXPIRED`).",
  role: 'action',
  args: t.keyof({ claim: null }, 'claim'),
  title: () => 'claim the trial bonus',
  run: async (_claim, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn'))
      return failed('claiming a coupon needs a signed-in session');
    const [usable, seen] = await Promise.all([couponsIn(ctx, 'usable'), exchangeNow(ctx)]);
    if (E.isLeft(usable))
      return failed(`the coupons could not be listed: ${describeFailure(usable.left)}`, usable.left);
    if (typeof seen !== 'number') return seen;
    const now = new Date(seen);
    const bonus = usable.right
      .filter((candidate) => candidate.kind === 'trial_bonus')
      .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt))
      .find((candidate) => E.isRight(validateCouponClaim(candidate, now)));
    if (bonus === undefined) return noBonus(ctx, now);
    const before = await futuresUsdt(ctx);
    if (!isAmount(before)) return before;
    const claimed = await ctx.tessera.api.rewards.claimCoupon(bonus.id, requestId())();
    if (E.isLeft(claimed))
      return failed(
        `claiming coupon #${bonus.id} was refused: ${describeFailure(claimed.left)}`,
        claimed.left,
      );
    const after = await futuresUsdt(ctx);
    if (!isAmount(after)) return after;
    const amount = bonus.amount ?? new Decimal(0);
    const moved = `${before.toFixed()} → ${after.toFixed()} USDT available`;
    if (!after.minus(before).eq(amount))
      return failed(
        `claiming coupon #${bonus.id} (${amount.toFixed()} USDT) moved the futures account ${moved}`,
      );
    if (claimed.right.used?.product !== 'bonus')
      return failed(`coupon #${bonus.id} is not marked used by its claim: ${describeCoupon(claimed.right)}`);
    return passed(`claimed coupon #${bonus.id}: ${amount.toFixed()} USDT into the futures account, ${moved}`);
  },
});

const issueBase = fields(
  'operator arguments',
  { coupon: oneOf(['issue'] as const), kind: oneOf(CouponKinds), days: t.number },
  {
    rate: DecimalText,
    amount: DecimalText,
    products: t.array(oneOf(CouponProducts)),
    minValue: DecimalText,
    user: Text,
  },
);
export type CouponIssueArgs = t.TypeOf<typeof issueBase>;

/**
 * `{ coupon: issue, kind, days, rate, products, minValue, amount, user }`: a coupon issued by an
 * operator, its terms checked as `tessera-sim operator coupons issue` checks them.
 */
export const CouponIssueArgs = new t.Type<CouponIssueArgs, unknown, unknown>(
  issueBase.name,
  issueBase.is,
  (u, c) =>
    E.flatMap((args: CouponIssueArgs) => {
      const problem = couponIssueProblem(args);
      return problem === undefined
        ? t.success(args)
        : t.failure<CouponIssueArgs>(u, c, `coupon: issue: ${problem}`);
    })(issueBase.validate(u, c)),
  issueBase.encode,
);

export const couponIssueTitle = (args: CouponIssueArgs): string => {
  const terms =
    args.kind === 'trial_bonus'
      ? `a ${args.amount} USDT trial bonus`
      : `${percent(new Decimal(args.rate ?? 0))} off the fees of one ${(args.products ?? CouponProducts).join(' or ')} order${args.minValue === undefined ? '' : ` from ${args.minValue} USDT`}`;
  return `operator issues ${args.user ?? 'the current user'} ${terms} for ${args.days} day${args.days === 1 ? '' : 's'}`;
};

/** Issues the coupon to `user`, or the signed-in user, as an operator. */
export const issueCoupon = async (args: CouponIssueArgs, ctx: SimContext): Promise<StepOutcome> => {
  const current = sessionSnapshot(ctx).context.user;
  const user = args.user ?? (current === null ? undefined : String(current.id));
  if (user === undefined)
    return failed('operator: no user to issue a coupon to; sign in first or give `user:`');
  const issue: CouponIssue = {
    user,
    kind: args.kind,
    days: args.days,
    ...(args.rate === undefined ? {} : { rate: args.rate }),
    ...(args.amount === undefined ? {} : { amount: args.amount }),
    ...(args.products === undefined ? {} : { products: args.products }),
    ...(args.minValue === undefined ? {} : { minValue: args.minValue }),
  };
  const issued = await ctx.operator.issueCoupon(issue)();
  if (E.isLeft(issued))
    return failed(
      `issuing a ${args.kind} to ${args.user ?? `user #${user}`} refused: ${describeFailure(issued.left)}`,
      issued.left,
    );
  return passed(`issued ${describeCoupon(issued.right)}`);
};
