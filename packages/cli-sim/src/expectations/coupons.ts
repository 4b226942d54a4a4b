import {
  type Coupon,
  type CouponState,
  type CouponTerms,
  couponExpiry,
  Decimal,
  discountedFee,
  type Failure,
  type FuturesMarket,
  type FuturesPosition,
  futuresOrderPreview,
  type OrderListState,
  type SpotMarket,
  type SpotOrder,
  validateCouponUse,
  WELCOME_COUPONS,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { SimContext } from '../runtime/context.js';
import { percent } from '../runtime/coupons.js';
import { describeFailure } from '../runtime/failure.js';
import { couponsIn } from '../steps/coupons.js';
import { defineExpectation, holds, mismatch } from './expectation.js';

const Expected = t.partial({
  /** How many of the user's coupons are usable now, used, and expired unused. */
  usable: t.number,
  used: t.number,
  expired: t.number,
  /** The user has core's `WELCOME_COUPONS`, each on its terms and usable for its days from issue. */
  welcome: t.literal(true),
  /**
   * Every coupon used recomputed: each fee discount's order charged and waived what core's
   * `discountedFee` gives on its full fee, each claimed bonus credited once to the futures account.
   */
  recomputed: t.literal(true),
});
type Expected = t.TypeOf<typeof Expected>;

const titleOf = (expected: Expected): string =>
  `coupons: ${[
    ...(['usable', 'used', 'expired'] as const).map((state) =>
      expected[state] === undefined ? undefined : `${expected[state]} ${state}`,
    ),
    expected.welcome ? 'the welcome coupons' : undefined,
    expected.recomputed ? 'each use recomputed' : undefined,
  ]
    .filter(Boolean)
    .join(', ')}`;

/** A welcome coupon's terms, for people: `a 50 % fee discount on spot, futures from 10 USDT for 30 days`. */
const termsText = (terms: CouponTerms): string =>
  `${
    terms.kind === 'trial_bonus'
      ? `a ${terms.amount?.toFixed()} USDT trial bonus`
      : `a ${terms.rate === null ? '?' : percent(terms.rate)} fee discount on ${terms.products.join(', ')} from ${terms.minValue.toFixed()} USDT`
  } for ${terms.validDays} days`;

const sameDecimal = (a: Decimal | null, b: Decimal | null): boolean =>
  a === null || b === null ? a === b : a.eq(b);

const hasTerms = (coupon: Coupon, terms: CouponTerms): boolean =>
  coupon.kind === terms.kind &&
  sameDecimal(coupon.rate, terms.rate) &&
  sameDecimal(coupon.amount, terms.amount) &&
  coupon.minValue.eq(terms.minValue) &&
  [...coupon.products].sort().join() === [...terms.products].sort().join() &&
  Date.parse(coupon.expiresAt) === couponExpiry(terms, new Date(coupon.issuedAt)).getTime();

/** Each of core's `WELCOME_COUPONS` the user was not given, each coupon used at most once. */
export const welcomeErrors = (coupons: readonly Coupon[]): string[] => {
  const left = [...coupons];
  return WELCOME_COUPONS.flatMap((terms) => {
    const found = left.findIndex((coupon) => hasTerms(coupon, terms));
    if (found < 0) return [`no welcome coupon: ${termsText(terms)}`];
    left.splice(found, 1);
    return [];
  });
};

/** What the `recomputed` check reads: the user's coupons, orders, positions and bonus credits. */
export interface CouponFacts {
  /** Every coupon, in any state. */
  readonly coupons: readonly Coupon[];
  /** Every spot order of the user's, open and done. */
  readonly orders: readonly SpotOrder[];
  /** Every futures position of the user's, open, pending and closed. */
  readonly positions: readonly FuturesPosition[];
  readonly spotMarkets: readonly SpotMarket[];
  readonly futuresMarkets: readonly FuturesMarket[];
  /** An asset's decimals, as the wallet lists it; undefined for an unknown one. */
  readonly precision: (asset: string) => number | undefined;
  /** What each `coupon_bonus` record credited the futures account (USDT). */
  readonly bonusCredits: readonly Decimal[];
}

/** What the recomputation found: what differs from core (empty when nothing), and each use, for people. */
export interface Recomputed {
  readonly errors: readonly string[];
  readonly uses: readonly string[];
}

/** Whether core's rules let the coupon be spent where it was, when it was (`value` null: not checked). */
const unusableAt = (
  coupon: Coupon,
  product: 'spot' | 'futures',
  value: Decimal | null,
  what: string,
): string[] => {
  if (coupon.used === null) return [];
  const checked = validateCouponUse(
    { ...coupon, used: null },
    { product, value: value ?? coupon.minValue, now: new Date(coupon.used.at) },
  );
  return E.isLeft(checked)
    ? [
        `coupon #${coupon.id} was not usable on ${what} at ${coupon.used.at} by core's rules: ${checked.left.code}`,
      ]
    : [];
};

/**
 * A spot order's discount recomputed: its fee asset's full fee on its fills taken together (the
 * bought amount, or the sale's proceeds, at the market's taker rate; a limit order's at the taker or
 * the maker rate, one of them for all its fills) rounded down to the asset's decimals, then core's
 * `discountedFee` at the coupon's rate must leave exactly what the order charged.
 */
const spotUse = (coupon: Coupon, ref: number, facts: CouponFacts): Recomputed => {
  const what = `spot order #${ref}`;
  const order = facts.orders.find((candidate) => candidate.id === ref);
  if (order === undefined)
    return {
      errors: [`coupon #${coupon.id} was used on ${what}, which the user's orders do not list`],
      uses: [],
    };
  const rate = coupon.rate ?? new Decimal(0);
  const errors: string[] = [];
  if (!order.feeDiscount.eq(rate))
    errors.push(
      `${what} waives ${order.feeDiscount.toFixed()} of its fees, coupon #${coupon.id}'s rate is ${rate.toFixed()}`,
    );
  // A market order's value is the amount at the exchange's last price when it was placed, which it
  // does not record: its minimum is not checked.
  const value = order.kind === 'limit' && order.price !== null ? order.amount.times(order.price) : null;
  errors.push(...unusableAt(coupon, 'spot', value, what));
  const market = facts.spotMarkets.find((candidate) => candidate.symbol === order.symbol);
  const decimals = facts.precision(order.feeAsset);
  if (market === undefined)
    return { errors: [...errors, `${what} is in unknown market ${order.symbol}`], uses: [] };
  if (decimals === undefined)
    return { errors: [...errors, `${what} pays its fee in unknown asset ${order.feeAsset}`], uses: [] };
  const base = order.side === 'buy' ? order.filled : order.filledValue;
  const rates: [string, Decimal][] =
    order.kind === 'market'
      ? [['taker', market.takerFeeRate]]
      : [
          ['taker', market.takerFeeRate],
          ['maker', market.makerFeeRate],
        ];
  const splits = rates.map(([name, feeRate]) => {
    const full = base.times(feeRate).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
    return { name, feeRate, full, ...discountedFee({ fee: full, rate, decimals }) };
  });
  const asset = order.feeAsset;
  const match = splits.find((split) => split.charged.eq(order.fee));
  if (match === undefined)
    return {
      errors: [
        ...errors,
        `${what} charged ${order.fee.toFixed()} ${asset} (core's discountedFee at ${percent(rate)} ${splits
          .map(
            (split) =>
              `of its ${split.full.toFixed()} ${asset} fee at the ${split.name} rate ${split.feeRate.toFixed()}: ${split.charged.toFixed()} charged, ${split.waived.toFixed()} waived`,
          )
          .join('; ')})`,
      ],
      uses: [],
    };
  return {
    errors,
    uses: [
      `#${coupon.id} on ${what}: ${match.charged.toFixed()} ${asset} charged, ${match.waived.toFixed()} waived of ${match.full.toFixed()}`,
    ],
  };
};

/**
 * A futures position's discount recomputed: what it charged and waived of its opening fee add up
 * to core's fee on it (`futuresOrderPreview` at its limit or recorded opening price, on its own
 * rates), and core's `discountedFee` of that at the coupon's rate, at the margin asset's decimals,
 * waives exactly what it waived.
 */
const futuresUse = (coupon: Coupon, ref: number, facts: CouponFacts): Recomputed => {
  const what = `futures position #${ref}`;
  const position = facts.positions.find((candidate) => candidate.id === ref);
  if (position === undefined)
    return {
      errors: [`coupon #${coupon.id} was used on ${what}, which the user's positions do not list`],
      uses: [],
    };
  const market = facts.futuresMarkets.find((candidate) => candidate.symbol === position.symbol);
  if (market === undefined) return { errors: [`${what} is in unknown market ${position.symbol}`], uses: [] };
  const rate = coupon.rate ?? new Decimal(0);
  const asset = market.marginAsset;
  const full = position.openFee.plus(position.openFeeWaived);
  const errors: string[] = [];
  const entry = position.limitPrice ?? position.open?.price;
  const preview =
    entry === undefined
      ? undefined
      : futuresOrderPreview(
          {
            symbol: position.symbol,
            side: position.side,
            kind: position.kind,
            multiple: position.multiple,
            lots: position.lots,
            limitPrice: position.limitPrice,
            takeProfit: null,
            stopLoss: null,
          },
          {
            ...market,
            lotSize: position.lotSize,
            feeRate: position.feeRate,
            maintenanceRate: position.maintenanceRate,
          },
          entry,
        );
  if (preview !== undefined && !preview.fee.eq(full))
    errors.push(
      `${what} charged ${position.openFee.toFixed()} and waived ${position.openFeeWaived.toFixed()} ${asset} of an opening fee of ${full.toFixed()}, core's futuresOrderPreview at ${entry?.toFixed()} gives ${preview.fee.toFixed()}`,
    );
  errors.push(...unusableAt(coupon, 'futures', preview?.notional ?? null, what));
  const split = discountedFee({ fee: full, rate, decimals: market.marginDecimals });
  if (!split.waived.eq(position.openFeeWaived) || !split.charged.eq(position.openFee))
    return {
      errors: [
        ...errors,
        `${what} waived ${position.openFeeWaived.toFixed()} ${asset} of its ${full.toFixed()} opening fee and charged ${position.openFee.toFixed()} (core's discountedFee at ${percent(rate)}: ${split.waived.toFixed()} waived, ${split.charged.toFixed()} charged)`,
      ],
      uses: [],
    };
  return {
    errors,
    uses: [
      `#${coupon.id} on ${what}: ${split.charged.toFixed()} ${asset} charged, ${split.waived.toFixed()} waived of ${full.toFixed()}`,
    ],
  };
};

const byAmount = (a: Decimal, b: Decimal): number => a.comparedTo(b);

/**
 * Every coupon used recomputed with core (what differs, and each use for people): each fee
 * discount on the spot order or futures position it was used on, usable there then by core's
 * `validateCouponUse`; every order and position that waived fees did so with a coupon; the trial
 * bonuses claimed are exactly the futures account's `coupon_bonus` credits.
 */
export const recomputeCoupons = (facts: CouponFacts): Recomputed => {
  const results: Recomputed[] = [];
  const bonuses: Coupon[] = [];
  const spent = { spot: new Set<number>(), futures: new Set<number>() };
  for (const coupon of facts.coupons) {
    const use = coupon.used;
    if (use === null) continue;
    const expectedKind = use.product === 'bonus' ? 'trial_bonus' : 'fee_discount';
    if (coupon.kind !== expectedKind) {
      results.push({
        errors: [
          `coupon #${coupon.id} is a ${coupon.kind}, yet was used as a ${expectedKind} (${use.product} #${use.ref})`,
        ],
        uses: [],
      });
      continue;
    }
    if (use.product === 'bonus') bonuses.push(coupon);
    else {
      spent[use.product].add(use.ref);
      results.push(
        use.product === 'spot' ? spotUse(coupon, use.ref, facts) : futuresUse(coupon, use.ref, facts),
      );
    }
  }
  const unexplained = [
    ...facts.orders
      .filter((order) => order.feeDiscount.gt(0) && !spent.spot.has(order.id))
      .map(
        (order) =>
          `spot order #${order.id} waives ${percent(order.feeDiscount)} of its fees, yet no coupon was used on it`,
      ),
    ...facts.positions
      .filter((position) => position.openFeeWaived.gt(0) && !spent.futures.has(position.id))
      .map(
        (position) =>
          `futures position #${position.id} waived ${position.openFeeWaived.toFixed()} of its opening fee, yet no coupon was used on it`,
      ),
  ];
  const claimed = bonuses.map((bonus) => bonus.amount ?? new Decimal(0)).sort(byAmount);
  const credited = [...facts.bonusCredits].sort(byAmount);
  const list = (amounts: readonly Decimal[]) =>
    amounts.length === 0 ? 'none' : `${amounts.map((amount) => amount.toFixed()).join(', ')} USDT`;
  const bonusErrors =
    claimed.length === credited.length && claimed.every((amount, index) => credited[index]?.eq(amount))
      ? []
      : [
          `trial bonuses claimed: ${list(claimed)}; the futures account's coupon_bonus credits: ${list(credited)}`,
        ];
  return {
    errors: [...results.flatMap((result) => result.errors), ...unexplained, ...bonusErrors],
    uses: [
      ...bonuses.map((bonus) => `#${bonus.id} claimed: ${bonus.amount?.toFixed()} USDT credited`),
      ...results.flatMap((result) => result.uses),
    ],
  };
};

/** Lists are read a page of the exchange's longest at a time, for this many pages at most. */
const PAGE = 50;
const PAGES = 20;

/** Every page of a paged list, or the failure of the first page that failed. */
const everyPage = async <T>(
  read: (query: {
    page: number;
    limit: number;
  }) => () => Promise<E.Either<Failure, { items: readonly T[]; lastPage: number }>>,
): Promise<E.Either<Failure, T[]>> => {
  const items: T[] = [];
  for (let page = 1; page <= PAGES; page += 1) {
    const listed = await read({ page, limit: PAGE })();
    if (E.isLeft(listed)) return listed;
    items.push(...listed.right.items);
    if (page >= listed.right.lastPage) break;
  }
  return E.right(items);
};

/** Reads what `recomputeCoupons` needs, or says what could not be read. */
const factsOf = async (
  ctx: SimContext,
  coupons: readonly Coupon[],
): Promise<E.Either<string, CouponFacts>> => {
  const { spot, futures, wallet } = ctx.tessera.api;
  const orders = (state: OrderListState) => everyPage((query) => spot.orders(state, query));
  const [open, done, live, history, spotMarkets, futuresMarkets, assets, credits] = await Promise.all([
    orders('open'),
    orders('done'),
    futures.positions()(),
    everyPage((query) => futures.history(query)),
    spot.markets()(),
    futures.markets()(),
    wallet.assets()(),
    everyPage((query) => wallet.records({ ...query, reason: 'coupon_bonus', account: 'futures' })),
  ]);
  const unread = (what: string, failure: Failure) =>
    E.left(`${what} could not be read: ${describeFailure(failure)}`);
  if (E.isLeft(open)) return unread('the open spot orders', open.left);
  if (E.isLeft(done)) return unread('the done spot orders', done.left);
  if (E.isLeft(live)) return unread('the open positions', live.left);
  if (E.isLeft(history)) return unread('the closed positions', history.left);
  if (E.isLeft(spotMarkets)) return unread('the spot markets', spotMarkets.left);
  if (E.isLeft(futuresMarkets)) return unread('the futures markets', futuresMarkets.left);
  if (E.isLeft(assets)) return unread('the assets', assets.left);
  if (E.isLeft(credits)) return unread('the coupon_bonus records', credits.left);
  const positions = new Map<number, FuturesPosition>();
  for (const position of [...history.right, ...live.right]) positions.set(position.id, position);
  return E.right({
    coupons,
    orders: [...open.right, ...done.right],
    positions: [...positions.values()],
    spotMarkets: spotMarkets.right,
    futuresMarkets: futuresMarkets.right,
    precision: (asset) => assets.right.find((listed) => listed.symbol === asset)?.precision,
    bonusCredits: credits.right.map((record) => record.amount),
  });
};

const STATES: readonly CouponState[] = ['usable', 'used', 'expired'];

export const coupons = defineExpectation({
  name: 'coupons',
  summary:
    "The signed-in user's coupons: how many are `usable`, `used` and `expired` (unused), `welcome: true` (core's `WELCOME_COUPONS`, each on its terms and usable for its days from issue), and `recomputed: true`: each fee discount used charged and waived on its spot order or futures position what core's `discountedFee` gives on the full fee, usable there by core's `validateCouponUse`; no order or position waived fees without a coupon; the trial bonuses claimed are the futures account's `coupon_bonus` credits.",
  codec: Expected,
  title: titleOf,
  check: async (expected, ctx) => {
    const lists = await Promise.all(STATES.map((state) => couponsIn(ctx, state)));
    const byState = new Map<CouponState, Coupon[]>();
    for (const [index, state] of STATES.entries()) {
      const listed = lists[index];
      if (listed === undefined || E.isLeft(listed))
        return mismatch(
          `the ${state} coupons`,
          `loading failed: ${listed === undefined ? 'nothing' : describeFailure(listed.left)}`,
        );
      byState.set(state, listed.right);
    }
    const all = STATES.flatMap((state) => byState.get(state) ?? []);
    const wrong: string[] = [];
    for (const state of STATES) {
      const count = byState.get(state)?.length ?? 0;
      if (expected[state] !== undefined && count !== expected[state])
        wrong.push(`${count} ${state} (expected ${expected[state]})`);
    }
    if (expected.welcome) wrong.push(...welcomeErrors(all));
    let uses: readonly string[] = [];
    if (expected.recomputed) {
      const facts = await factsOf(ctx, all);
      if (E.isLeft(facts)) return mismatch('the coupons recomputed', facts.left);
      const recomputed = recomputeCoupons(facts.right);
      wrong.push(...recomputed.errors);
      uses = recomputed.uses;
    }
    const counts = STATES.map((state) => `${byState.get(state)?.length ?? 0} ${state}`).join(', ');
    return wrong.length === 0
      ? holds([counts, ...uses].join('; '))
      : mismatch('the coupons', wrong.join('; '));
  },
});
