import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import { fiveDayPlan, tenThousandFor5Days } from '../testing/mining-plans.js';
import {
  lockMiningPenalty,
  lockMiningYield,
  MINING_DAY_MS,
  MINING_RATE_STEP,
  miningDailyRate,
  miningDaysElapsed,
  miningPurchasePreview,
  miningRedemptionPreview,
  miningYieldDueAt,
  miningYieldOf,
} from './calculators.js';

describe('locked mining', () => {
  it('charges ratio × remaining days × locked amount for early redemption (spec: 0.4 % × 3 × 10,000 = 120)', () => {
    expect(lockMiningPenalty({ ratio: '0.004', remainingDays: 3, lockedAmount: '10000' }).toString()).toBe(
      '120',
    );
  });

  it('never charges more than the locked amount, nor anything once the lock is over', () => {
    expect(lockMiningPenalty({ ratio: '0.5', remainingDays: 90, lockedAmount: '10' }).toString()).toBe('10');
    expect(lockMiningPenalty({ ratio: '0.004', remainingDays: 0, lockedAmount: '10' }).toString()).toBe('0');
    expect(lockMiningPenalty({ ratio: '0.004', remainingDays: -2, lockedAmount: '10' }).toString()).toBe('0');
  });

  it('charges exactly the locked amount when ratio × days reaches 100 %', () => {
    expect(lockMiningPenalty({ ratio: '0.25', remainingDays: 4, lockedAmount: '10000' }).toString()).toBe(
      '10000',
    );
    expect(lockMiningPenalty({ ratio: '0.25', remainingDays: 3, lockedAmount: '10000' }).toString()).toBe(
      '7500',
    );
  });

  it('refuses a negative ratio or amount as a caller bug', () => {
    expect(() => lockMiningPenalty({ ratio: '-0.004', remainingDays: 3, lockedAmount: '10000' })).toThrow(
      'ratio must not be negative',
    );
    expect(() => lockMiningPenalty({ ratio: '0.004', remainingDays: 3, lockedAmount: '-1' })).toThrow(
      'lockedAmount must not be negative',
    );
  });

  it('earns amount × the sum of the daily rates (spec example: 10,000 for days at 0.3–0.4 %)', () => {
    expect(lockMiningYield({ amount: '10000', dailyRates: ['0.003', '0.004', '0.0035'] }).toString()).toBe(
      '105',
    );
    expect(lockMiningYield({ amount: '10000', dailyRates: [] }).toString()).toBe('0');
  });

  it('refuses a negative daily rate', () => {
    expect(() => lockMiningYield({ amount: '10000', dailyRates: ['0.003', '-0.001'] })).toThrow(
      'dailyRate must not be negative',
    );
  });
});

describe('locked mining refuses a negative amount, naming it', () => {
  it('for the yield too', () => {
    expect(() => lockMiningYield({ amount: '-1', dailyRates: ['0.003'] })).toThrow(
      'amount must not be negative',
    );
  });
});

describe('a plan’s daily rate', () => {
  const plan = { planId: 1, min: '0.003', max: '0.004' };

  it('is a 0.01 % step within the plan’s range, the same for a date whoever computes it', () => {
    const rates = Array.from({ length: 60 }, (_, day) =>
      miningDailyRate({ ...plan, date: new Date(Date.UTC(2026, 10, 1 + day)).toISOString().slice(0, 10) }),
    );
    for (const rate of rates) {
      expect(rate.gte('0.003') && rate.lte('0.004')).toBe(true);
      expect(rate.mod(MINING_RATE_STEP).isZero()).toBe(true);
    }
    // Spread over the range rather than stuck at one end.
    expect(new Set(rates.map((rate) => rate.toFixed())).size).toBeGreaterThan(5);
    expect(miningDailyRate({ ...plan, date: '2026-11-27' })).toEqual(
      miningDailyRate({ ...plan, date: '2026-11-27' }),
    );
  });

  it('is the plan’s only rate when the range is one value, and differs between plans on a date', () => {
    expect(miningDailyRate({ planId: 3, min: '0.005', max: '0.005', date: '2026-11-27' }).toFixed()).toBe(
      '0.005',
    );
    const dates = ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'];
    const planRates = (planId: number) =>
      dates.map((date) => miningDailyRate({ planId, min: '0', max: '0.01', date }).toFixed()).join();
    expect(planRates(1)).not.toBe(planRates(2));
  });
});

describe('a locked-mining order’s days', () => {
  const startedAt = '2026-11-27T08:00:00.000Z';
  const order = tenThousandFor5Days(startedAt);

  it('pays each day at its plan rate of the date the day ends, rounded down to the asset', () => {
    const day = miningYieldOf(order, 2);
    expect(day.date).toBe('2026-11-29');
    expect(day.rate).toEqual(miningDailyRate({ planId: 1, min: '0.003', max: '0.004', date: '2026-11-29' }));
    expect(day.amount).toEqual(new Decimal(10000).mul(day.rate).toDecimalPlaces(2, Decimal.ROUND_DOWN));
    expect(miningYieldDueAt(startedAt, 2)).toBe('2026-11-29T08:00:00.000Z');
  });

  it('counts whole days gone, never below 0 nor past the lock', () => {
    const at = (ms: number) => Date.parse(startedAt) + ms;
    expect(miningDaysElapsed(order, at(-1000))).toBe(0);
    expect(miningDaysElapsed(order, at(MINING_DAY_MS - 1))).toBe(0);
    expect(miningDaysElapsed(order, at(MINING_DAY_MS))).toBe(1);
    expect(miningDaysElapsed(order, at(40 * MINING_DAY_MS))).toBe(5);
  });

  it('previews an early redemption as spec §9 computes it: 2 days gone, 120 penalty, 9,880 back', () => {
    const twoDaysLater = Date.parse(startedAt) + 2 * MINING_DAY_MS + 5000;
    expect(miningRedemptionPreview(order, twoDaysLater)).toEqual({
      remainingDays: 3,
      penalty: new Decimal(120),
      returned: new Decimal(9880),
    });
  });

  it('rounds a penalty up to the asset’s decimals, and the amount back is what is left', () => {
    const odd = { ...order, amount: new Decimal('333.33') };
    const preview = miningRedemptionPreview(odd, Date.parse(startedAt));
    // 0.004 × 5 × 333.33 = 6.6666
    expect(preview.penalty.toFixed()).toBe('6.67');
    expect(preview.returned.toFixed()).toBe('326.66');
  });

  it('previews a purchase at the plan’s lowest and highest rate every day', () => {
    expect(miningPurchasePreview(fiveDayPlan, '10000', startedAt)).toEqual({
      minYield: new Decimal(150),
      maxYield: new Decimal(200),
      firstYieldAt: '2026-11-28T08:00:00.000Z',
      maturesAt: '2026-12-02T08:00:00.000Z',
    });
  });

  it('never charges more than the amount, and the amount back plus the penalty is the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: 0, max: 400 * 24 }),
        (cents, perMille, days, hours) => {
          const amount = new Decimal(cents).div(100);
          const preview = miningRedemptionPreview(
            { ...order, amount, days, penaltyRate: new Decimal(perMille).div(1000) },
            Date.parse(startedAt) + hours * 3_600_000,
          );
          expect(preview.penalty.lte(amount)).toBe(true);
          expect(preview.penalty.gte(0)).toBe(true);
          expect(preview.returned.plus(preview.penalty)).toEqual(amount);
          expect(preview.penalty.decimalPlaces()).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});
