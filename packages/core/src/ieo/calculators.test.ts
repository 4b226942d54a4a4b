import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import { novaProject } from '../testing/ieo-projects.js';
import { ieoAllocation, ieoCostOf, ieoPhaseOf, ieoRefundOf, ieoSubscriptionPreview } from './calculators.js';

const at = (iso: string) => Date.parse(iso);

describe('ieoPhaseOf', () => {
  it('is warm-up before the subscription opens, in progress while it is open, finished from its end', () => {
    expect(ieoPhaseOf(novaProject, at('2026-11-26T23:59:59.999Z'))).toBe('warmup');
    expect(ieoPhaseOf(novaProject, at('2026-11-27T00:00:00.000Z'))).toBe('in_progress');
    expect(ieoPhaseOf(novaProject, at('2026-11-29T23:59:59.999Z'))).toBe('in_progress');
    expect(ieoPhaseOf(novaProject, at('2026-11-30T00:00:00.000Z'))).toBe('finished');
  });
});

describe('ieoCostOf', () => {
  it('is tokens × price, rounded up to the pay asset’s decimals', () => {
    expect(ieoCostOf('1500', '0.05', 6).toFixed()).toBe('75');
    expect(ieoCostOf('0.01', '0.0000005', 6).toFixed()).toBe('0.000001');
  });
});

describe('ieoAllocation', () => {
  it('passes every application in full when they fit the issuance', () => {
    const allocation = ieoAllocation({
      totalIssuance: '1000',
      tokenDecimals: 2,
      subscriptions: [
        { id: 1, amount: '600' },
        { id: 2, amount: '400' },
      ],
    });
    expect(allocation.oversubscribed).toBe(false);
    expect(allocation.passed.get(1)?.toFixed()).toBe('600');
    expect(allocation.allocated.toFixed()).toBe('1000');
  });

  it('passes each its pro-rata share, rounded down, when oversubscribed', () => {
    const allocation = ieoAllocation({
      totalIssuance: '1000',
      tokenDecimals: 2,
      subscriptions: [
        { id: 1, amount: '1500' },
        { id: 2, amount: '500' },
        { id: 3, amount: '1000' },
      ],
    });
    expect(allocation.applied.toFixed()).toBe('3000');
    expect(allocation.oversubscribed).toBe(true);
    expect(allocation.passed.get(1)?.toFixed()).toBe('500');
    expect(allocation.passed.get(2)?.toFixed()).toBe('166.66');
    expect(allocation.passed.get(3)?.toFixed()).toBe('333.33');
    expect(allocation.allocated.toFixed()).toBe('999.99');
  });

  it('allocates nothing to nobody', () => {
    const allocation = ieoAllocation({ totalIssuance: '1000', tokenDecimals: 2, subscriptions: [] });
    expect(allocation.allocated.toFixed()).toBe('0');
    expect(allocation.passed.size).toBe(0);
  });
});

describe('ieoRefundOf', () => {
  it('gives back what the passed tokens did not cost', () => {
    expect(ieoRefundOf('75', '500', '0.05', 6).toFixed()).toBe('50');
    expect(ieoRefundOf('75', '1500', '0.05', 6).toFixed()).toBe('0');
  });
});

describe('ieoSubscriptionPreview', () => {
  it('shows the cost and, past the issuance, the share the rule would pass were it closed now', () => {
    const preview = ieoSubscriptionPreview(
      { ...novaProject, applied: new Decimal('1500') },
      new Decimal('500'),
    );
    expect(preview.cost.toFixed()).toBe('25');
    expect(preview.appliedWith.toFixed()).toBe('2000');
    expect(preview.oversubscribed).toBe(true);
    expect(preview.passedIfClosedNow.toFixed()).toBe('250');
  });

  it('passes everything while the issuance is not reached', () => {
    const preview = ieoSubscriptionPreview(novaProject, new Decimal('300'));
    expect(preview.oversubscribed).toBe(false);
    expect(preview.passedIfClosedNow.toFixed()).toBe('300');
  });
});
