import { decimal, type Rebate } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { rebateErrors } from './rewards.js';

const rebate = (amount: string, asset = 'USDT'): Rebate => ({
  id: 1,
  day: '2026-11-27',
  invitee: 'f***9',
  asset,
  fees: decimal('2.558951'),
  rate: decimal('0.2'),
  amount: decimal(amount),
  at: '2026-11-28T00:00:01.000Z',
});
const precision = (asset: string) => ({ USDT: 6, BTC: 8 })[asset];

describe('rebateErrors', () => {
  it('accepts a rebate equal to core’s inviteRebate on what it records', () => {
    expect(rebateErrors([rebate('0.51179')], precision)).toEqual([]);
  });

  it('names a rebate paid more or less than the share, and one in an unknown asset', () => {
    expect(rebateErrors([rebate('0.511791'), rebate('0.5117', 'XYZ')], precision)).toEqual([
      "rebate #1 paid 0.511791 USDT (core's inviteRebate: 0.51179)",
      'rebate #1 in unknown asset XYZ',
    ]);
  });
});
