import {
  type Coupon,
  couponExpiry,
  Decimal,
  type FuturesMarket,
  type FuturesPosition,
  type SpotMarket,
  type SpotOrder,
  WELCOME_COUPONS,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { type CouponFacts, recomputeCoupons, welcomeErrors } from './coupons.js';

const ISSUED = '2026-11-27T10:00:00.000Z';
const USED_AT = '2026-11-27T10:05:00.000Z';

/** A coupon on core's welcome terms, issued at `ISSUED`. */
const welcome = (id: number, index: number, used: Coupon['used'] = null): Coupon => {
  const terms = WELCOME_COUPONS[index];
  if (terms === undefined) throw new Error(`no welcome coupon ${index}`);
  return {
    id,
    kind: terms.kind,
    rate: terms.rate,
    amount: terms.amount,
    products: terms.products,
    minValue: terms.minValue,
    issuedAt: ISSUED,
    expiresAt: couponExpiry(terms, new Date(ISSUED)).toISOString(),
    used,
  };
};
const HALF_OFF = 0;
const BONUS = 1;

/** An operator's 80 % futures discount from 100 USDT, spent on `ref`. */
const eightyOff = (ref: number): Coupon => ({
  id: 3,
  kind: 'fee_discount',
  rate: new Decimal('0.8'),
  amount: null,
  products: ['futures'],
  minValue: new Decimal(100),
  issuedAt: ISSUED,
  expiresAt: '2026-11-30T10:00:00.000Z',
  used: { product: 'futures', ref, at: USED_AT },
});

const SPOT: SpotMarket = {
  symbol: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  baseId: 1,
  quoteId: 3,
  priceStep: new Decimal('0.01'),
  amountStep: new Decimal('0.00001'),
  minAmount: new Decimal('0.0001'),
  minNotional: new Decimal(5),
  makerFeeRate: new Decimal('0.001'),
  takerFeeRate: new Decimal('0.002'),
};

const FUTURES: FuturesMarket = {
  symbol: 'BTC/USDT',
  baseId: 1,
  quoteId: 3,
  account: 'futures',
  marginAsset: 'USDT',
  marginDecimals: 6,
  venue: 'always',
  priceStep: new Decimal('0.01'),
  lotSize: new Decimal('0.001'),
  lotsStep: new Decimal('0.01'),
  minLots: new Decimal('0.01'),
  maxLots: new Decimal('1000'),
  multiples: [1, 2, 5, 10, 20, 25, 50, 100],
  feeRate: new Decimal('0.0005'),
  overnightRate: new Decimal('0.0003'),
  maintenanceRate: new Decimal('0.2'),
};

/**
 * A market sale of 0.005 BTC at 64026.56 with the welcome 50 %: its fee 320.1328 × 0.002 =
 * 0.6402656, 0.640265 USDT at 6 decimals, of which 0.320132 waived (rounded down) and 0.320133
 * charged.
 */
const sale: SpotOrder = {
  id: 2,
  symbol: 'BTC/USDT',
  side: 'sell',
  kind: 'market',
  price: null,
  amount: new Decimal('0.005'),
  filled: new Decimal('0.005'),
  filledValue: new Decimal('320.1328'),
  averagePrice: new Decimal('64026.56'),
  fee: new Decimal('0.320133'),
  feeAsset: 'USDT',
  feeDiscount: new Decimal('0.5'),
  status: 'filled',
  createdAt: USED_AT,
  updatedAt: USED_AT,
};

/** A market buy of 0.01 BTC without a coupon: 0.00002 BTC of fees. */
const purchase: SpotOrder = {
  ...sale,
  id: 1,
  side: 'buy',
  amount: new Decimal('0.01'),
  filled: new Decimal('0.01'),
  filledValue: new Decimal('640.9062'),
  averagePrice: new Decimal('64090.62'),
  fee: new Decimal('0.00002'),
  feeAsset: 'BTC',
  feeDiscount: new Decimal(0),
};

/**
 * A 10× long of 5 lots opened at 64064.58 with 80 % off: its fee 320.3229 × 0.0005 = 0.16016145,
 * 0.160162 USDT rounded up, of which 0.128129 waived (rounded down) and 0.032033 charged.
 */
const long: FuturesPosition = {
  id: 1,
  symbol: 'BTC/USDT',
  side: 'long',
  kind: 'market',
  multiple: 10,
  lots: new Decimal(5),
  lotSize: new Decimal('0.001'),
  state: 'open',
  limitPrice: null,
  open: { tickId: 19, price: new Decimal('64064.58'), at: USED_AT },
  margin: new Decimal('32.03229'),
  openFee: new Decimal('0.032033'),
  openFeeWaived: new Decimal('0.128129'),
  overnightFees: new Decimal(0),
  takeProfit: null,
  stopLoss: null,
  liquidationPrice: new Decimal('58939.4136'),
  createdAt: USED_AT,
  close: null,
  closeReason: null,
  closeFee: null,
  realizedPnl: null,
  returned: null,
  feeRate: new Decimal('0.0005'),
  maintenanceRate: new Decimal('0.2'),
  overnightRate: new Decimal('0.0003'),
  calculatorVersion: null,
};

const PRECISION: Readonly<Record<string, number>> = { BTC: 8, USDT: 6 };

/** The scenario's end: the bonus claimed, the welcome 50 % on the sale, the operator's 80 % on the long. */
const facts = (changes: Partial<CouponFacts> = {}): CouponFacts => ({
  coupons: [
    welcome(1, HALF_OFF, { product: 'spot', ref: sale.id, at: USED_AT }),
    welcome(2, BONUS, { product: 'bonus', ref: 2, at: USED_AT }),
    eightyOff(long.id),
  ],
  orders: [purchase, sale],
  positions: [long],
  spotMarkets: [SPOT],
  futuresMarkets: [FUTURES],
  precision: (asset) => PRECISION[asset],
  bonusCredits: [new Decimal(10)],
  ...changes,
});

describe('recomputeCoupons', () => {
  it('accepts every use as core computes it, and says each', () => {
    expect(recomputeCoupons(facts())).toEqual({
      errors: [],
      uses: [
        '#2 claimed: 10 USDT credited',
        '#1 on spot order #2: 0.320133 USDT charged, 0.320132 waived of 0.640265',
        '#3 on futures position #1: 0.032033 USDT charged, 0.128129 waived of 0.160162',
      ],
    });
  });

  it('accepts a limit order’s fills at the maker rate', () => {
    const resting: SpotOrder = {
      ...sale,
      kind: 'limit',
      price: new Decimal('64026.56'),
      // 320.1328 × 0.001 = 0.3201328 → 0.320132, of which 0.160066 waived.
      fee: new Decimal('0.160066'),
    };
    expect(recomputeCoupons(facts({ orders: [resting] })).errors).toEqual([]);
  });

  it('names an order charged more or less than core’s discount leaves, or at another rate', () => {
    const full = { ...sale, fee: new Decimal('0.640265') };
    const quarter = { ...sale, feeDiscount: new Decimal('0.25') };
    expect(recomputeCoupons(facts({ orders: [purchase, full] })).errors).toEqual([
      "spot order #2 charged 0.640265 USDT (core's discountedFee at 50 % of its 0.640265 USDT fee at the taker rate 0.002: 0.320133 charged, 0.320132 waived)",
    ]);
    expect(recomputeCoupons(facts({ orders: [purchase, quarter] })).errors).toEqual([
      "spot order #2 waives 0.25 of its fees, coupon #1's rate is 0.5",
    ]);
  });

  it('names a position whose waiver is not core’s discount, or whose full fee is not core’s fee', () => {
    const roundedUp = { ...long, openFee: new Decimal('0.032032'), openFeeWaived: new Decimal('0.12813') };
    expect(recomputeCoupons(facts({ positions: [roundedUp] })).errors).toEqual([
      "futures position #1 waived 0.12813 USDT of its 0.160162 opening fee and charged 0.032032 (core's discountedFee at 80 %: 0.128129 waived, 0.032033 charged)",
    ]);
    const overcharged = { ...long, openFee: new Decimal('0.042033') };
    expect(recomputeCoupons(facts({ positions: [overcharged] })).errors).toEqual([
      "futures position #1 charged 0.042033 and waived 0.128129 USDT of an opening fee of 0.170162, core's futuresOrderPreview at 64064.58 gives 0.160162",
      "futures position #1 waived 0.128129 USDT of its 0.170162 opening fee and charged 0.042033 (core's discountedFee at 80 %: 0.136129 waived, 0.034033 charged)",
    ]);
  });

  it('names a coupon core would not have let be used there or then', () => {
    const late = { ...eightyOff(long.id), expiresAt: USED_AT };
    const small = { ...long, lots: new Decimal(1), open: { ...long.open!, price: new Decimal(64000) } };
    const [discount, bonus] = facts().coupons;
    expect(recomputeCoupons(facts({ coupons: [discount!, bonus!, late] })).errors).toEqual([
      `coupon #3 was not usable on futures position #1 at ${USED_AT} by core's rules: COUPON.EXPIRED`,
    ]);
    expect(recomputeCoupons(facts({ positions: [small] })).errors).toContain(
      `coupon #3 was not usable on futures position #1 at ${USED_AT} by core's rules: COUPON.BELOW_MINIMUM`,
    );
    expect(
      recomputeCoupons(
        facts({ coupons: [{ ...discount!, products: ['futures'] }, bonus!, eightyOff(long.id)] }),
      ).errors,
    ).toEqual([
      `coupon #1 was not usable on spot order #2 at ${USED_AT} by core's rules: COUPON.WRONG_PRODUCT`,
    ]);
  });

  it('names a discount without a coupon, a use of nothing listed, a bonus spent on an order and credits that differ', () => {
    const [discount, bonus] = facts().coupons;
    expect(
      recomputeCoupons(
        facts({
          coupons: [
            { ...discount!, used: { product: 'spot', ref: 99, at: USED_AT } },
            { ...bonus!, used: { product: 'futures', ref: long.id, at: USED_AT } },
          ],
          bonusCredits: [new Decimal(10)],
        }),
      ).errors,
    ).toEqual([
      "coupon #1 was used on spot order #99, which the user's orders do not list",
      'coupon #2 is a trial_bonus, yet was used as a fee_discount (futures #1)',
      'spot order #2 waives 50 % of its fees, yet no coupon was used on it',
      'futures position #1 waived 0.128129 of its opening fee, yet no coupon was used on it',
      "trial bonuses claimed: none; the futures account's coupon_bonus credits: 10 USDT",
    ]);
    expect(recomputeCoupons(facts({ bonusCredits: [new Decimal(10), new Decimal(10)] })).errors).toEqual([
      "trial bonuses claimed: 10 USDT; the futures account's coupon_bonus credits: 10, 10 USDT",
    ]);
  });
});

describe('welcomeErrors', () => {
  it('accepts core’s welcome coupons, used or not', () => {
    expect(welcomeErrors(facts().coupons)).toEqual([]);
  });

  it('names each welcome coupon missing or on other terms', () => {
    const [discount] = facts().coupons;
    const shorter = { ...discount!, expiresAt: '2026-12-26T10:00:00.000Z' };
    expect(welcomeErrors([shorter, eightyOff(1)])).toEqual([
      'no welcome coupon: a 50 % fee discount on spot, futures from 10 USDT for 30 days',
      'no welcome coupon: a 10 USDT trial bonus for 7 days',
    ]);
  });
});
