import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { settledCallOrder } from '../../testing/dual';
import { checkPayout, purchaseKey } from './orders';

const settlement = settledCallOrder.settlement ?? expect.unreachable('the fixture is settled');

describe('dual orders on screen', () => {
  it('keys a purchase by product and shares', () => {
    expect(purchaseKey({ productId: 3, shares: 10 })).toBe('3|10');
    expect(purchaseKey(null)).toBe('');
  });

  it('recomputes a settled payout with core’s calculator and finds it matches', () => {
    const check = checkPayout(settledCallOrder, settlement);
    expect(check.recomputed).toEqual({ asset: 'BTC', amount: new Decimal('0.01007') });
    expect(check.matches).toBe(true);
    expect(check.difference?.toFixed()).toBe('0');
  });

  it('shows by how much a payout differs, or that it was paid in the other asset', () => {
    const more = checkPayout(settledCallOrder, {
      ...settlement,
      payout: { asset: 'BTC', amount: new Decimal('0.0101') },
    });
    expect([more.matches, more.difference?.toFixed()]).toEqual([false, '0.00003']);
    const other = checkPayout(settledCallOrder, {
      ...settlement,
      payout: { asset: 'USDT', amount: new Decimal('622.326') },
    });
    expect([other.matches, other.difference]).toEqual([false, undefined]);
  });
});
