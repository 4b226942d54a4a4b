import { describe, expect, it } from 'vitest';
import { lockMiningPenalty, lockMiningYield } from './calculators.js';

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
