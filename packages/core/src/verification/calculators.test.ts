import { describe, expect, it } from 'vitest';
import { fiatSingleLimit, withdrawalAllowance } from './calculators.js';

describe('verification limits (spec §6)', () => {
  it('allows nothing unverified, 200 BTC at level 1 and 500 BTC at level 2 per 24 hours', () => {
    expect(withdrawalAllowance({ level: 0, withdrawnLast24hBtc: '0' }).toString()).toBe('0');
    expect(withdrawalAllowance({ level: 1, withdrawnLast24hBtc: '0' }).toString()).toBe('200');
    expect(withdrawalAllowance({ level: 2, withdrawnLast24hBtc: '0' }).toString()).toBe('500');
    expect(withdrawalAllowance({ level: 1, withdrawnLast24hBtc: '150.5' }).toString()).toBe('49.5');
    expect(withdrawalAllowance({ level: 2, withdrawnLast24hBtc: '500' }).toString()).toBe('0');
    expect(withdrawalAllowance({ level: 2, withdrawnLast24hBtc: '600' }).toString()).toBe('0');
  });

  it('refuses a negative amount withdrawn', () => {
    expect(() => withdrawalAllowance({ level: 1, withdrawnLast24hBtc: '-1' })).toThrow('withdrawnLast24hBtc');
  });

  it('limits single fiat trades to 2,000 USDT at level 1 and 1,000,000 at level 2', () => {
    expect([0, 1, 2].map((level) => fiatSingleLimit(level as 0 | 1 | 2).toString())).toEqual([
      '0',
      '2000',
      '1000000',
    ]);
  });
});
