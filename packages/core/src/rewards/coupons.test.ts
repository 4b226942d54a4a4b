import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import { couponExpiry, couponState, discountedFee, WELCOME_COUPONS } from './coupons.js';
import type { Coupon } from './model.js';
import { couponsFor, validateCouponClaim, validateCouponTerms, validateCouponUse } from './rules.js';

const now = new Date('2026-11-27T12:00:00Z');

const discount = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 1,
  kind: 'fee_discount',
  rate: new Decimal('0.5'),
  amount: null,
  products: ['spot', 'futures'],
  minValue: new Decimal(10),
  issuedAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2026-12-01T00:00:00.000Z',
  used: null,
  ...overrides,
});

const bonus = (overrides: Partial<Coupon> = {}): Coupon =>
  discount({
    id: 2,
    kind: 'trial_bonus',
    rate: null,
    amount: new Decimal(10),
    products: [],
    minValue: new Decimal(0),
    ...overrides,
  });

const codeOf = <A>(result: E.Either<{ code: string }, A>) => (E.isLeft(result) ? result.left.code : 'ok');

describe('couponState', () => {
  it('is usable before its expiry, expired from it on, used once spent', () => {
    expect(couponState(discount(), now)).toBe('usable');
    expect(couponState(discount(), new Date('2026-11-30T23:59:59.999Z'))).toBe('usable');
    expect(couponState(discount(), new Date('2026-12-01T00:00:00.000Z'))).toBe('expired');
    expect(couponState(discount({ used: { product: 'spot', ref: 7, at: now.toISOString() } }), now)).toBe(
      'used',
    );
  });
});

describe('discountedFee', () => {
  it('rounds the waiver down to the decimals and charges the rest', () => {
    expect(discountedFee({ fee: '0.00123457', rate: '0.5', decimals: 8 })).toEqual({
      charged: new Decimal('0.00061729'),
      waived: new Decimal('0.00061728'),
    });
    expect(discountedFee({ fee: '1.5', rate: '1', decimals: 2 })).toEqual({
      charged: new Decimal(0),
      waived: new Decimal('1.5'),
    });
    expect(discountedFee({ fee: '0', rate: '0.3', decimals: 8 }).waived.isZero()).toBe(true);
  });

  it('refuses a rate above one or a negative fee', () => {
    expect(() => discountedFee({ fee: '1', rate: '1.01', decimals: 2 })).toThrow(RangeError);
    expect(() => discountedFee({ fee: '-1', rate: '0.5', decimals: 2 })).toThrow();
  });

  it('never waives more than the rate says, and the parts add up to the fee', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 12 }),
        (units, basisPoints, decimals) => {
          const fee = new Decimal(units.toString()).div(new Decimal(10).pow(decimals));
          const rate = new Decimal(basisPoints).div(10_000);
          const { charged, waived } = discountedFee({ fee, rate, decimals });
          expect(charged.plus(waived).eq(fee)).toBe(true);
          expect(waived.lte(fee.times(rate))).toBe(true);
          expect(waived.gte(0)).toBe(true);
          expect(charged.gte(0)).toBe(true);
          expect(waived.decimalPlaces()).toBeLessThanOrEqual(decimals);
        },
      ),
    );
  });
});

describe('validateCouponUse', () => {
  it('applies a usable discount to an order of its product worth its minimum', () => {
    expect(codeOf(validateCouponUse(discount(), { product: 'spot', value: '10', now }))).toBe('ok');
    expect(codeOf(validateCouponUse(discount(), { product: 'spot', value: '9.99', now }))).toBe(
      'COUPON.BELOW_MINIMUM',
    );
    expect(
      codeOf(validateCouponUse(discount({ products: ['futures'] }), { product: 'spot', value: '50', now })),
    ).toBe('COUPON.WRONG_PRODUCT');
  });

  it('refuses a used, expired or bonus coupon', () => {
    const used = discount({ used: { product: 'futures', ref: 3, at: now.toISOString() } });
    expect(codeOf(validateCouponUse(used, { product: 'spot', value: '50', now }))).toBe('COUPON.USED');
    const late = new Date('2026-12-02T00:00:00Z');
    expect(codeOf(validateCouponUse(discount(), { product: 'spot', value: '50', now: late }))).toBe(
      'COUPON.EXPIRED',
    );
    expect(codeOf(validateCouponUse(bonus(), { product: 'spot', value: '50', now }))).toBe(
      'COUPON.NOT_A_DISCOUNT',
    );
  });
});

describe('validateCouponClaim', () => {
  it('claims an unclaimed, unexpired bonus only', () => {
    expect(codeOf(validateCouponClaim(bonus(), now))).toBe('ok');
    expect(codeOf(validateCouponClaim(discount(), now))).toBe('COUPON.NOT_A_BONUS');
    expect(
      codeOf(validateCouponClaim(bonus({ used: { product: 'bonus', ref: 2, at: now.toISOString() } }), now)),
    ).toBe('COUPON.USED');
  });
});

describe('couponsFor', () => {
  it('offers the usable discounts, the largest first, then the soonest to expire', () => {
    const small = discount({ id: 3, rate: new Decimal('0.2') });
    const soon = discount({ id: 4, expiresAt: '2026-11-28T00:00:00.000Z' });
    const futuresOnly = discount({ id: 5, rate: new Decimal(1), products: ['futures'] });
    const offered = couponsFor([small, discount(), bonus(), soon, futuresOnly], {
      product: 'spot',
      value: '20',
      now,
    });
    expect(offered.map((coupon) => coupon.id)).toEqual([4, 1, 3]);
  });
});

describe('WELCOME_COUPONS', () => {
  it('are a fee discount and a trial bonus with lasting terms', () => {
    expect(WELCOME_COUPONS.map((terms) => terms.kind)).toEqual(['fee_discount', 'trial_bonus']);
    expect(couponExpiry(WELCOME_COUPONS[1] as (typeof WELCOME_COUPONS)[number], now).toISOString()).toBe(
      '2026-12-04T12:00:00.000Z',
    );
  });
});

describe('validateCouponTerms', () => {
  it('gives the terms an operator may issue', () => {
    expect(validateCouponTerms({ kind: 'fee_discount', days: 30, rate: '0.5' })).toEqual(
      E.right({
        kind: 'fee_discount',
        rate: new Decimal('0.5'),
        amount: null,
        products: ['spot', 'futures'],
        minValue: new Decimal(0),
        validDays: 30,
      }),
    );
    expect(
      validateCouponTerms({
        kind: 'fee_discount',
        days: 366,
        rate: '1',
        products: ['futures', 'futures'],
        minValue: '0',
      }),
    ).toMatchObject(E.right({ products: ['futures'], validDays: 366 }));
    expect(validateCouponTerms({ kind: 'trial_bonus', days: 1, amount: '12.5' })).toMatchObject(
      E.right({ kind: 'trial_bonus', amount: new Decimal('12.5'), rate: null, products: [] }),
    );
  });

  it.each([
    [{ kind: 'fee_discount', days: 0, rate: '0.5' }, 'days'],
    [{ kind: 'fee_discount', days: 1.5, rate: '0.5' }, 'days'],
    [{ kind: 'fee_discount', days: 367, rate: '0.5' }, 'days'],
    [{ kind: 'fee_discount', days: 3 }, 'rateRequired'],
    [{ kind: 'fee_discount', days: 3, rate: '0' }, 'rate'],
    [{ kind: 'fee_discount', days: 3, rate: '1.5' }, 'rate'],
    [{ kind: 'fee_discount', days: 3, rate: 'half' }, 'rate'],
    [{ kind: 'fee_discount', days: 3, rate: '-0.5' }, 'rate'],
    [{ kind: 'fee_discount', days: 3, rate: '0.5', amount: '5' }, 'notForDiscount'],
    [{ kind: 'fee_discount', days: 3, rate: '0.5', products: [] }, 'products'],
    [{ kind: 'fee_discount', days: 3, rate: '0.5', products: ['spot', 'options'] }, 'products'],
    [{ kind: 'fee_discount', days: 3, rate: '0.5', minValue: '-1' }, 'minValue'],
    [{ kind: 'fee_discount', days: 3, rate: '0.5', minValue: '1e3' }, 'minValue'],
    [{ kind: 'trial_bonus', days: 7 }, 'amountRequired'],
    [{ kind: 'trial_bonus', days: 7, amount: '0' }, 'amount'],
    [{ kind: 'trial_bonus', days: 7, amount: '1.005' }, 'amount'],
    [{ kind: 'trial_bonus', days: 7, amount: '5', rate: '0.5', minValue: '10' }, 'notForBonus'],
  ] as const)('refuses %j (coupons.terms.%s)', (draft, problem) => {
    const checked = validateCouponTerms(draft);
    expect(checked).toMatchObject(
      E.left({ code: 'SHARED.INVALID_PARAMS', messageKey: `coupons.terms.${problem}` }),
    );
  });
});
