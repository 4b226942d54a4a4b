import { describe, expect, it } from 'vitest';
import { lockMiningPenalty, lockMiningYield } from './calculators.js';

describe('locked mining', () => {
  it('charges ratio × remaining days × locked amount for early redemption', () => {
    expect(lockMiningPenalty({ ratio: '0.004', remainingDays: 3, lockedAmount: '10000' }).toString()).toBe(
      '120',
    );
  });

  it('never charges more than the locked amount, nor anything once the lock is over', () => {
    expect(lockMiningPenalty({ ratio: '0.5', remainingDays: 90, lockedAmount: '10' }).toString()).toBe('10');
    expect(lockMiningPenalty({ ratio: '0.004', remainingDays: 0, lockedAmount: '10' }).toString()).toBe('0');
    expect(lockMiningPenalty({ ratio: '0.004', remainingDays: -2, lockedAmount: '10' }).toString()).toBe('0');
  });

  it('earns amount × the sum of the daily rates (spec example: 10,000 for days at 0.3–0.4 %)', () => {
    expect(lockMiningYield({ amount: '10000', dailyRates: ['0.003', '0.004', '0.0035'] }).toString()).toBe(
      '105',
    );
    expect(lockMiningYield({ amount: '10000', dailyRates: [] }).toString()).toBe('0');
  });
});
