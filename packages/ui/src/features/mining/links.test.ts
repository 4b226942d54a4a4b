import { Decimal, type MiningPlan } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { miningBuyPath, planNamed } from './links';

const plan = (id: number) => ({ id, asset: 'USDT', days: 5, minAmount: new Decimal('100') }) as MiningPlan;

describe('mining links', () => {
  it('names a plan in the buy page’s query, and finds only a published plan from it', () => {
    const plans = [plan(1), plan(4)];
    expect(miningBuyPath(4)).toBe('/pages/lockming/buy?plan=4');
    expect(planNamed(plans, '4')?.id).toBe(4);
    expect(planNamed(plans, '2')).toBeUndefined();
    expect(planNamed(plans, '1.5')).toBeUndefined();
    expect(planNamed(plans, null)).toBeUndefined();
  });
});
