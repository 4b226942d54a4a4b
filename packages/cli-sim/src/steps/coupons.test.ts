import {
  type Coupon,
  couponState,
  Decimal,
  Failures,
  type RewardsApi,
  WalletAccounts,
  type WalletOverview,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { afterEach, describe, expect, it } from 'vitest';
import { type Reporter, runScenario, type StepReport } from '../runner.js';
import type { SimContext } from '../runtime/context.js';
import type { CouponIssue } from '../runtime/coupons.js';
import { parseScenario } from '../scenario/scenario.js';
import { FAKE_EPOCH, fakeContext, PASSWORD } from '../test-support.js';
import { bestDiscount } from './coupons.js';

const load = (text: string) => parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });

const NOW = new Date(FAKE_EPOCH);
const LATER = '2026-12-22T10:00:00.000Z';

const coupon = (id: number, changes: Partial<Coupon>): Coupon => ({
  id,
  kind: 'fee_discount',
  rate: new Decimal('0.5'),
  amount: null,
  products: ['spot', 'futures'],
  minValue: new Decimal(10),
  issuedAt: FAKE_EPOCH,
  expiresAt: LATER,
  used: null,
  ...changes,
});
const HALF_OFF = coupon(1, {});
const BONUS = coupon(2, {
  kind: 'trial_bonus',
  rate: null,
  amount: new Decimal(10),
  products: [],
  minValue: new Decimal(0),
});
const FUTURES_80 = coupon(3, { rate: new Decimal('0.8'), products: ['futures'], minValue: new Decimal(100) });

describe('coupon steps as written', () => {
  it('decode with their titles', () => {
    const result = load(`name: x
steps:
  - coupon: claim
  - order: { market: btc/usdt, side: sell, amount: "0.005", coupon: best }
  - position: { market: BTC/USDT, side: long, multiple: 10, lots: "5", coupon: best }
  - operator: { coupon: issue, kind: fee_discount, rate: "0.8", products: [futures], minValue: "100", days: 3 }
  - operator: { coupon: issue, kind: fee_discount, rate: 0.25, days: 1, user: alice }
  - operator: { coupon: issue, kind: trial_bonus, amount: 25, days: 7 }
`);
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(result.right.steps.map((step) => step.title)).toEqual([
      'claim the trial bonus',
      'market sell 0.005 BTC/USDT with the best fee discount',
      'market long 5 lots of BTC/USDT at 10× with the best fee discount',
      'operator issues the current user 80 % off the fees of one futures order from 100 USDT for 3 days',
      'operator issues alice 25 % off the fees of one spot or futures order for 1 day',
      'operator issues the current user a 25 USDT trial bonus for 7 days',
    ]);
  });

  it('refuse other words, terms the exchange would refuse and two decisions in one step', () => {
    const result = load(`name: x
steps:
  - coupon: redeem
  - order: { market: BTC/USDT, side: buy, amount: "0.01", coupon: 5 }
  - operator: { coupon: issue, kind: trial_bonus, days: 7 }
  - operator: { coupon: issue, kind: fee_discount, rate: "1.5", days: 3 }
  - operator: { coupon: issue, kind: fee_discount, rate: "0.5", days: 3, products: [options] }
  - operator: { coupon: issue, kind: voucher, days: 3 }
  - operator: { coupon: issue, kind: trial_bonus, amount: "5", days: 3, chat: reply }
`);
    expect(E.isLeft(result) ? result.left : []).toEqual([
      'steps[0].coupon: expected claim, saw "redeem"',
      'steps[1].order.coupon: expected "best", saw 5',
      'steps[2].operator: coupon: issue: a trial bonus needs an amount (USDT)',
      'steps[3].operator: coupon: issue: a fee discount\'s rate is above 0 and at most 1, got "1.5"',
      'steps[4].operator.products[0]: expected "spot" | "futures", saw "options"',
      'steps[5].operator.kind: expected "fee_discount" | "trial_bonus", saw "voucher"',
      'steps[6].operator: chat and coupon are decisions of two operator steps: write one per step',
    ]);
  });
});

describe('bestDiscount', () => {
  const worth = (product: 'spot' | 'futures', value: string) => ({
    product,
    value: new Decimal(value),
    now: NOW,
  });

  it('is core’s couponsFor’s first: the largest rate that fits the product and value', () => {
    const coupons = [BONUS, HALF_OFF, FUTURES_80];
    expect(bestDiscount(coupons, worth('futures', '320'))).toEqual(E.right(FUTURES_80));
    expect(bestDiscount(coupons, worth('futures', '50'))).toEqual(E.right(HALF_OFF));
    expect(bestDiscount(coupons, worth('spot', '320'))).toEqual(E.right(HALF_OFF));
  });

  it('says why core refuses each fee discount when none fits, bonuses left out', () => {
    const refused = bestDiscount([BONUS, HALF_OFF, FUTURES_80], worth('spot', '5'));
    expect(E.isLeft(refused) ? refused.left.map(({ coupon, error }) => [coupon.id, error.code]) : []).toEqual(
      [
        [1, 'COUPON.BELOW_MINIMUM'],
        [3, 'COUPON.WRONG_PRODUCT'],
      ],
    );
    expect(bestDiscount([BONUS], worth('spot', '50'))).toEqual(E.left([]));
  });
});

const unsupported = () => TE.left(Failures.rejected('FAKE.UNSUPPORTED', 'not in this fake'));

/** An overview with `usdt` available in the futures account and nothing else. */
const overviewWith = (usdt: Decimal): WalletOverview => ({
  fiat: 'USD',
  totalUsdt: usdt,
  total: usdt,
  accounts: WalletAccounts.map((account) => ({
    account,
    totalUsdt: new Decimal(0),
    total: new Decimal(0),
    balances:
      account === 'futures'
        ? [
            {
              account,
              asset: 'USDT',
              assetId: 3,
              available: usdt,
              frozen: new Decimal(0),
              valueUsdt: usdt,
              value: usdt,
            },
          ]
        : [],
  })),
});

/**
 * `ctx` whose coupons are `coupons` (states at the fake's clock) and whose futures account a claim
 * credits with `credit` of the bonus (by default all of it), as an exchange would, or would not.
 */
const withCoupons = (
  ctx: SimContext,
  coupons: Coupon[],
  credit: (amount: Decimal) => Decimal = (amount) => amount,
): SimContext => {
  let futures = new Decimal(0);
  const claims: string[] = [];
  const rewards: RewardsApi = {
    vipTiers: unsupported,
    vip: unsupported,
    invite: unsupported,
    rebates: unsupported,
    coupons: ({ state, page }) => {
      const items = page === 1 ? coupons.filter((listed) => couponState(listed, NOW) === state) : [];
      return TE.right({ items, page, lastPage: 1, total: items.length });
    },
    claimCoupon: (id, requestId) => {
      claims.push(requestId);
      const index = coupons.findIndex((listed) => listed.id === id);
      const found = coupons[index];
      if (found === undefined) return TE.left(Failures.rejected('COUPON.NOT_FOUND', 'No such coupon'));
      if (found.used !== null) return TE.left(Failures.rejected('COUPON.USED', 'Used'));
      const claimed = { ...found, used: { product: 'bonus' as const, ref: id, at: FAKE_EPOCH } };
      coupons[index] = claimed;
      futures = futures.plus(credit(found.amount ?? new Decimal(0)));
      return TE.right(claimed);
    },
  };
  const { api } = ctx.tessera;
  return {
    ...ctx,
    tessera: {
      ...ctx.tessera,
      api: { ...api, rewards, wallet: { ...api.wallet, overview: () => TE.right(overviewWith(futures)) } },
    },
  };
};

/** Contexts made by a test, stopped after it. */
const made: SimContext[] = [];
afterEach(() => {
  for (const ctx of made.splice(0)) ctx.tessera.stop();
});

/** Plays `steps` after a new user registers, against `coupons`; reports only those of `steps`. */
const play = async (
  steps: string,
  coupons: Coupon[],
  change: (ctx: SimContext) => SimContext = (ctx) => ctx,
  credit?: (amount: Decimal) => Decimal,
) => {
  const base = fakeContext();
  made.push(base);
  const scenario = load(`name: coupons
steps:
  - register: { kind: username, user: ada_lovelace, password: ${PASSWORD} }
${steps}`);
  if (E.isLeft(scenario)) throw new Error(scenario.left.join('\n'));
  const reports: StepReport[] = [];
  const reporter: Reporter = { stepFinished: (report) => void reports.push(report) };
  const summary = await runScenario(scenario.right, change(withCoupons(base, coupons, credit)), reporter);
  return { summary, reports: reports.slice(1) };
};

describe('coupon: claim', () => {
  it('claims the usable trial bonus once, its USDT into the futures account; core refuses a second claim', async () => {
    const { summary, reports } = await play(
      `  - coupon: claim
  - coupon: claim
  - expect: { failure: COUPON.USED }
`,
      [HALF_OFF, BONUS],
    );
    expect(summary.failed).toBeUndefined();
    expect(reports.map((report) => [report.status, report.detail])).toEqual([
      ['passed', 'claimed coupon #2: 10 USDT into the futures account, 0 → 10 USDT available'],
      ['tolerated', 'failed: Invalid COUPON.USED'],
      ['passed', 'Invalid COUPON.USED'],
    ]);
  });

  it('catches a claim that credits another amount, and a user without a bonus', async () => {
    const short = await play('  - coupon: claim\n', [BONUS], undefined, (amount) => amount.minus(1));
    expect(short.reports[0]).toMatchObject({
      status: 'failed',
      message: 'claiming coupon #2 (10 USDT) moved the futures account 0 → 9 USDT available',
    });
    const none = await play('  - coupon: claim\n', [HALF_OFF]);
    expect(none.reports[0]).toMatchObject({
      status: 'failed',
      message: 'the user has no trial bonus to claim',
    });
  });
});

describe('operator: { coupon: issue }', () => {
  it('issues the coupon to the signed-in user unless told whom', async () => {
    const issued: CouponIssue[] = [];
    const recording = (ctx: SimContext): SimContext => ({
      ...ctx,
      operator: {
        ...ctx.operator,
        issueCoupon: (issue) => {
          issued.push(issue);
          return TE.right(FUTURES_80);
        },
      },
    });
    const { summary, reports } = await play(
      `  - operator: { coupon: issue, kind: fee_discount, rate: "0.8", products: [futures], minValue: "100", days: 3 }
  - operator: { coupon: issue, kind: trial_bonus, amount: "25", days: 7, user: grace }
`,
      [],
      recording,
    );
    expect(summary.failed).toBeUndefined();
    expect(reports[0]?.detail).toBe(
      `issued coupon #3: 80 % off the fees of one futures order from 100 USDT, usable until ${LATER}`,
    );
    expect(issued).toEqual([
      { user: '7', kind: 'fee_discount', days: 3, rate: '0.8', products: ['futures'], minValue: '100' },
      { user: 'grace', kind: 'trial_bonus', days: 7, amount: '25' },
    ]);
  });
});
