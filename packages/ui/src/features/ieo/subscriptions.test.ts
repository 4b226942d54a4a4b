import { Decimal, type IeoAllocationRecord } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { lockedSubscription } from '../../testing/ieo';
import { checkShare } from './subscriptions';

const published = lockedSubscription.allocation as IeoAllocationRecord;

describe('IEO subscriptions on screen', () => {
  it('recomputes an oversubscribed share from the published totals: 900,000 × 1,000,000 ÷ 1,200,000', () => {
    const check = checkShare(lockedSubscription);
    expect(check?.passed.toFixed()).toBe('750000');
    expect(check?.refunded.toFixed()).toBe('7500');
    expect(check?.matches).toBe(true);
  });

  it('rounds a share down to the token’s decimals, as the exchange does', () => {
    const check = checkShare({
      ...lockedSubscription,
      amount: new Decimal('1000'),
      paid: new Decimal('50'),
      passed: new Decimal('333.33'),
      refunded: new Decimal('33.3335'),
      allocation: { ...published, applied: new Decimal('3000000') },
    });
    expect(check?.passed.toFixed()).toBe('333.33');
    expect(check?.refunded.toFixed()).toBe('33.3335');
    expect(check?.matches).toBe(true);
  });

  it('passes the whole application when everything fitted the issuance', () => {
    const whole = {
      ...lockedSubscription,
      passed: new Decimal('900000'),
      refunded: new Decimal('0'),
      allocation: {
        ...published,
        applied: new Decimal('900000'),
        oversubscribed: false,
        allocated: new Decimal('900000'),
      },
    };
    expect(checkShare(whole)).toMatchObject({ matches: true });
    expect(checkShare(whole)?.passed.toFixed()).toBe('900000');
  });

  it('says when what was passed differs, and checks nothing before the allocation', () => {
    expect(checkShare({ ...lockedSubscription, passed: new Decimal('760000') })?.matches).toBe(false);
    expect(checkShare({ ...lockedSubscription, refunded: new Decimal('7000') })?.matches).toBe(false);
    expect(checkShare({ ...lockedSubscription, allocation: null })).toBeUndefined();
    expect(
      checkShare({ ...lockedSubscription, state: 'applied', passed: null, refunded: null }),
    ).toBeUndefined();
  });
});
