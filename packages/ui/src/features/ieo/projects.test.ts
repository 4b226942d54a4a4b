import { Decimal, ieoCostOf } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { novaProject } from '../../testing/ieo';
import {
  appliedShare,
  closureOf,
  countdownOf,
  leastCost,
  mostTokens,
  subscriptionDays,
  subscriptionKey,
  tokenStep,
} from './projects';

const WARMUP = Date.parse('2026-11-26T12:00:00.000Z');
const OPEN = Date.parse('2026-11-28T12:00:00.000Z');
const ENDS = Date.parse(novaProject.endsAt);

describe('IEO projects on screen', () => {
  it('says by core’s rule why a project cannot be subscribed to: not open yet, or closed', () => {
    expect(closureOf(novaProject, WARMUP)?.messageKey).toBe('ieo.notStarted');
    expect(closureOf(novaProject, OPEN)).toBeUndefined();
    expect(closureOf(novaProject, ENDS)?.messageKey).toBe('ieo.ended');
  });

  it('counts down to the opening in warm-up, to the closing while open, and to nothing after', () => {
    expect(countdownOf(novaProject, WARMUP)).toEqual({ to: 'start', atMs: Date.parse(novaProject.startsAt) });
    expect(countdownOf(novaProject, OPEN)).toEqual({ to: 'end', atMs: ENDS });
    expect(countdownOf(novaProject, ENDS)).toBeUndefined();
  });

  it('offers as many tokens as the balance pays for, on the token’s step, never costing more than it', () => {
    expect(tokenStep(novaProject).toFixed()).toBe('0.01');
    expect(mostTokens(novaProject, new Decimal('100')).toFixed()).toBe('2000');
    expect(mostTokens(novaProject, new Decimal('0.049999')).toFixed()).toBe('0.99');
    expect(mostTokens(novaProject, new Decimal('0')).toFixed()).toBe('0');
    const odd = { ...novaProject, price: new Decimal('0.0333333'), payDecimals: 2 };
    const most = mostTokens(odd, new Decimal('10'));
    expect(ieoCostOf(most, odd.price, odd.payDecimals).lessThanOrEqualTo(10)).toBe(true);
    expect(ieoCostOf(most.plus('0.01'), odd.price, odd.payDecimals).greaterThan(10)).toBe(true);
  });

  it('knows what the minimum costs, how much of the issuance is applied for, and for how long', () => {
    expect(subscriptionDays(novaProject)).toBe(3);
    expect(leastCost(novaProject).toFixed()).toBe('5');
    expect(appliedShare(novaProject).toFixed()).toBe('0.25');
  });

  it('keys a subscription by project and amount', () => {
    expect(subscriptionKey({ projectId: 1, amount: new Decimal('1500.50') })).toBe('1|1500.5');
    expect(subscriptionKey(null)).toBe('');
  });
});
