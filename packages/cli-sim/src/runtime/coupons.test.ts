import { type Coupon, decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { couponIssueProblem, describeCoupon, readProducts } from './coupons.js';

const discount: Coupon = {
  id: 9,
  kind: 'fee_discount',
  rate: decimal('0.5'),
  amount: null,
  products: ['spot', 'futures'],
  minValue: decimal('10'),
  issuedAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-12-27T10:00:00.000Z',
  used: null,
};
const bonus: Coupon = {
  ...discount,
  id: 10,
  kind: 'trial_bonus',
  rate: null,
  amount: decimal('10'),
  products: [],
  minValue: decimal('0'),
  expiresAt: '2026-12-04T10:00:00.000Z',
};

describe('couponIssueProblem', () => {
  it('accepts the terms the exchange takes', () => {
    expect(couponIssueProblem({ kind: 'fee_discount', days: 30, rate: '0.5' })).toBeUndefined();
    expect(
      couponIssueProblem({
        kind: 'fee_discount',
        days: 366,
        rate: '1',
        products: ['futures'],
        minValue: '0',
      }),
    ).toBeUndefined();
    expect(couponIssueProblem({ kind: 'trial_bonus', days: 1, amount: '12.5' })).toBeUndefined();
  });

  it.each([
    [{ kind: 'fee_discount', days: 0, rate: '0.5' }, 'days must be a whole number from 1 to 366, got 0'],
    [{ kind: 'fee_discount', days: 1.5, rate: '0.5' }, 'days must be a whole number from 1 to 366, got 1.5'],
    [{ kind: 'fee_discount', days: 367, rate: '0.5' }, 'days must be a whole number from 1 to 366, got 367'],
    [
      { kind: 'fee_discount', days: 3 },
      'a fee discount needs a rate (the share of the fees waived, e.g. 0.5)',
    ],
    [
      { kind: 'fee_discount', days: 3, rate: '0' },
      'a fee discount\'s rate is above 0 and at most 1, got "0"',
    ],
    [
      { kind: 'fee_discount', days: 3, rate: '1.5' },
      'a fee discount\'s rate is above 0 and at most 1, got "1.5"',
    ],
    [
      { kind: 'fee_discount', days: 3, rate: 'half' },
      'a fee discount\'s rate is above 0 and at most 1, got "half"',
    ],
    [
      { kind: 'fee_discount', days: 3, rate: '0.5', amount: '5' },
      'a fee discount takes no amount (a rate of the fees instead)',
    ],
    [
      { kind: 'fee_discount', days: 3, rate: '0.5', products: [] },
      'a fee discount applies to one or more of spot, futures',
    ],
    [
      { kind: 'fee_discount', days: 3, rate: '0.5', minValue: '-1' },
      'the minimum order value is a decimal of 0 or more (USDT), got "-1"',
    ],
    [{ kind: 'trial_bonus', days: 7 }, 'a trial bonus needs an amount (USDT)'],
    [
      { kind: 'trial_bonus', days: 7, amount: '0' },
      'a trial bonus\'s amount is above 0 with at most 2 decimals, got "0"',
    ],
    [
      { kind: 'trial_bonus', days: 7, amount: '1.005' },
      'a trial bonus\'s amount is above 0 with at most 2 decimals, got "1.005"',
    ],
    [
      { kind: 'trial_bonus', days: 7, amount: '5', rate: '0.5', minValue: '10' },
      'a trial bonus takes no rate, minValue (only an amount)',
    ],
  ] as const)('refuses %j: %s', (issue, problem) => {
    expect(couponIssueProblem(issue)).toBe(problem);
  });
});

describe('readProducts', () => {
  it('reads a comma-separated list, each product once', () => {
    expect(readProducts(' spot , futures,spot')).toEqual({ ok: true, products: ['spot', 'futures'] });
    expect(readProducts('futures')).toEqual({ ok: true, products: ['futures'] });
  });

  it('names the word that is no product', () => {
    expect(readProducts('spot,options')).toEqual({
      ok: false,
      problem: '--products takes spot, futures, not "options"',
    });
    expect(readProducts(' , ')).toEqual({ ok: false, problem: '--products names none of spot, futures' });
  });
});

describe('describeCoupon', () => {
  it('says a coupon’s terms and until when it is usable, or what spent it', () => {
    expect(describeCoupon(discount)).toBe(
      'coupon #9: 50 % off the fees of one spot or futures order from 10 USDT, usable until 2026-12-27T10:00:00.000Z',
    );
    expect(
      describeCoupon({
        ...discount,
        rate: decimal('0.125'),
        products: ['futures'],
        minValue: decimal('0'),
        used: { product: 'futures', ref: 4, at: '2026-11-28T10:00:00.000Z' },
      }),
    ).toBe(
      'coupon #9: 12.5 % off the fees of one futures order, used on futures position #4 at 2026-11-28T10:00:00.000Z',
    );
    expect(describeCoupon(bonus)).toBe(
      'coupon #10: a 10 USDT futures trial bonus, usable until 2026-12-04T10:00:00.000Z',
    );
    expect(
      describeCoupon({ ...bonus, used: { product: 'bonus', ref: 10, at: '2026-11-27T11:00:00.000Z' } }),
    ).toBe('coupon #10: a 10 USDT futures trial bonus, used when claimed at 2026-11-27T11:00:00.000Z');
  });
});
