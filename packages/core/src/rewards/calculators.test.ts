import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import {
  INVITE_REBATE_RATE,
  inviteRebate,
  nextVipTier,
  rewardDay,
  VIP_TIERS,
  vipLevel,
  vipProgress,
} from './calculators.js';

describe('vipLevel', () => {
  it('reaches a level by volume or by holdings, whichever is met', () => {
    expect(vipLevel({ volume30d: '0', holdings: '0' })).toBe(0);
    expect(vipLevel({ volume30d: '49999.99', holdings: '4999.99' })).toBe(0);
    expect(vipLevel({ volume30d: '50000', holdings: '0' })).toBe(1);
    expect(vipLevel({ volume30d: '0', holdings: '50000' })).toBe(2);
    expect(vipLevel({ volume30d: '600000', holdings: '100' })).toBe(2);
    expect(vipLevel({ volume30d: '1e12', holdings: '0' })).toBe(5);
  });

  it('never falls as volume or holdings grow', () => {
    const amount = fc.integer({ min: 0, max: 200_000_000 });
    fc.assert(
      fc.property(amount, amount, amount, (volume, holdings, more) => {
        const before = vipLevel({ volume30d: String(volume), holdings: String(holdings) });
        expect(
          vipLevel({ volume30d: String(volume + more), holdings: String(holdings) }),
        ).toBeGreaterThanOrEqual(before);
        expect(
          vipLevel({ volume30d: String(volume), holdings: String(holdings + more) }),
        ).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('refuses a negative standing as a caller’s bug', () => {
    expect(() => vipLevel({ volume30d: '-1', holdings: '0' })).toThrow(RangeError);
  });
});

describe('vipProgress', () => {
  it('measures the nearer road to the next level, up to 1', () => {
    const two = nextVipTier(1);
    expect(two?.level).toBe(2);
    expect(vipProgress({ volume30d: '250000', holdings: '40000' }, two).toNumber()).toBe(0.8);
    expect(vipProgress({ volume30d: '400000', holdings: '0' }, two).toNumber()).toBe(0.8);
    expect(vipProgress({ volume30d: '9e9', holdings: '0' }, two).toNumber()).toBe(1);
    expect(nextVipTier(5)).toBeNull();
    expect(vipProgress({ volume30d: '0', holdings: '0' }, null).toNumber()).toBe(1);
  });

  it('publishes a table whose thresholds rise with the level', () => {
    for (const [lower, higher] of VIP_TIERS.slice(0, -1).map(
      (tier, index) => [tier, VIP_TIERS[index + 1]] as const,
    )) {
      expect(higher?.level).toBe(lower.level + 1);
      expect(higher?.volume30d.gt(lower.volume30d)).toBe(true);
      expect(higher?.holdings.gt(lower.holdings)).toBe(true);
    }
  });
});

describe('inviteRebate', () => {
  it('pays the published share of the fees, rounded down to the asset’s decimals', () => {
    expect(INVITE_REBATE_RATE.toFixed()).toBe('0.2');
    expect(inviteRebate({ fees: '0.00123457', decimals: 8 }).toFixed()).toBe('0.00024691');
    expect(inviteRebate({ fees: '12.345678', decimals: 6 }).toFixed()).toBe('2.469135');
    expect(inviteRebate({ fees: '0.00000004', decimals: 8 }).toFixed()).toBe('0');
  });

  it('never pays more than the share, nor less than a unit below it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.integer({ min: 0, max: 10 }),
        (units, decimals) => {
          const fees = new Decimal(units.toString()).div(new Decimal(10).pow(decimals + 2));
          const share = fees.times(INVITE_REBATE_RATE);
          const paid = inviteRebate({ fees, decimals });
          expect(paid.lte(share)).toBe(true);
          expect(share.minus(paid).lt(new Decimal(10).pow(-decimals))).toBe(true);
        },
      ),
    );
  });
});

describe('rewardDay', () => {
  it('is the UTC day', () => {
    expect(rewardDay(new Date('2026-11-27T23:59:59.999Z'))).toBe('2026-11-27');
    expect(rewardDay(new Date('2026-11-28T00:00:00Z'))).toBe('2026-11-28');
  });
});
