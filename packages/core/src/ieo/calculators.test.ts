import fc from 'fast-check';
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

  it('never passes more than applied for, nor more than the issuance, and refunds never go negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000_000 }), { maxLength: 60 }),
        (issuance, cents) => {
          const subscriptions = cents.map((amount, id) => ({ id, amount: new Decimal(amount).div(100) }));
          const allocation = ieoAllocation({
            totalIssuance: String(issuance),
            tokenDecimals: 2,
            subscriptions,
          });
          expect(allocation.allocated.lessThanOrEqualTo(issuance)).toBe(true);
          for (const { id, amount } of subscriptions) {
            const passed = allocation.passed.get(id) ?? new Decimal(-1);
            expect(passed.greaterThanOrEqualTo(0) && passed.lessThanOrEqualTo(amount)).toBe(true);
            // Each share is the published formula, recomputable from the two totals alone.
            if (allocation.oversubscribed)
              expect(passed.toFixed()).toBe(
                amount.mul(issuance).div(allocation.applied).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(),
              );
            const paid = ieoCostOf(amount, '0.05', 6);
            expect(ieoRefundOf(paid, passed, '0.05', 6).greaterThanOrEqualTo(0)).toBe(true);
          }
          // Rounding down leaves less than one step per subscription unissued.
          if (allocation.oversubscribed)
            expect(
              new Decimal(issuance)
                .minus(allocation.allocated)
                .lessThan(new Decimal(subscriptions.length).div(100)),
            ).toBe(true);
        },
      ),
    );
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
