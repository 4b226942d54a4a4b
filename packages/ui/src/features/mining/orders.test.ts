import { Decimal, type MiningOrder } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { orderStatusOf, purchaseKey, redemptionKey } from './orders';

const STARTED = '2026-11-27T08:00:00.000Z';
const DAY = 86_400_000;
const order = (changes: Partial<MiningOrder> = {}) =>
  ({ state: 'active', ending: null, days: 5, startedAt: STARTED, ...changes }) as MiningOrder;

describe('mining orders on screen', () => {
  it('keys a purchase by plan and amount, and a redemption by order and the penalty shown', () => {
    expect(purchaseKey({ planId: 1, amount: new Decimal('10000.50') })).toBe('1|10000.5');
    expect(purchaseKey(null)).toBe('');
    expect(redemptionKey({ orderId: 7, penalty: new Decimal('120') })).toBe('7|120');
    expect(redemptionKey({ orderId: 7, penalty: new Decimal('80') })).not.toBe('7|120');
  });

  it('tells a running order from one whose lock is over but not yet released, and how a redeemed one ended', () => {
    const started = Date.parse(STARTED);
    expect(orderStatusOf(order(), started + 2 * DAY + 1)).toBe('running');
    expect(orderStatusOf(order(), started + 5 * DAY - 1)).toBe('running');
    expect(orderStatusOf(order(), started + 5 * DAY)).toBe('releasing');
    expect(orderStatusOf(order({ state: 'redeemed', ending: 'early' }), started)).toBe('early');
    expect(orderStatusOf(order({ state: 'redeemed', ending: 'maturity' }), started)).toBe('maturity');
  });
});
