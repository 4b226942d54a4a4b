import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import { btcCall, btcPut } from '../testing/dual-products.js';
import { dualPayoutOf, dualPurchasePreview, dualYieldFactor, settleDualInvestment } from './calculators.js';

const base = { invested: '1', linkedPrice: '60000', annualRate: '0.365', days: 10 } as const;

describe('settleDualInvestment (spec §9)', () => {
  it('call above the linked price pays invested × linked × f in USDT', () => {
    const result = settleDualInvestment({ ...base, direction: 'call', settlementPrice: '61000' });
    expect(result.currency).toBe('quote');
    expect(result.amount.toString()).toBe('60600');
  });

  it('call below the linked price pays invested × f in the coin', () => {
    const result = settleDualInvestment({ ...base, direction: 'call', settlementPrice: '59000' });
    expect(result).toMatchObject({ currency: 'base' });
    expect(result.amount.toString()).toBe('1.01');
  });

  it('call settling exactly at the linked price is not "below" it: USDT at the linked price', () => {
    const result = settleDualInvestment({ ...base, direction: 'call', settlementPrice: '60000' });
    expect([result.currency, result.amount.toString()]).toEqual(['quote', '60600']);
  });

  it('put above the linked price pays invested × f in USDT, below it invested / linked × f in the coin', () => {
    const up = settleDualInvestment({
      ...base,
      direction: 'put',
      invested: '6000',
      settlementPrice: '60001',
    });
    expect([up.currency, up.amount.toString()]).toEqual(['quote', '6060']);
    const down = settleDualInvestment({
      ...base,
      direction: 'put',
      invested: '6000',
      settlementPrice: '60000',
    });
    expect([down.currency, down.amount.toString()]).toEqual(['base', '0.101']);
  });

  it('put below the linked price converts at the linked price, not at the settlement price', () => {
    const down = settleDualInvestment({
      ...base,
      direction: 'put',
      invested: '6000',
      settlementPrice: '50000',
    });
    // 6000 / 60000 × 1.01; at the settlement price it would have been 6000 / 50000 × 1.01 = 0.1212.
    expect([down.currency, down.amount.toString()]).toEqual(['base', '0.101']);
  });

  it('pays back exactly what was invested over 0 days or at a 0 % rate', () => {
    const noDays = settleDualInvestment({ ...base, direction: 'call', settlementPrice: '59000', days: 0 });
    expect(noDays.amount.toString()).toBe('1');
    const noRate = settleDualInvestment({
      ...base,
      direction: 'call',
      settlementPrice: '59000',
      annualRate: '0',
    });
    expect(noRate.amount.toString()).toBe('1');
  });

  it('grows by days × rate / 365: a year at 36.5 % is a factor 1.365', () => {
    expect(dualYieldFactor('0.365', 365).toString()).toBe('1.365');
    expect(dualYieldFactor('0.365', 1).toString()).toBe('1.001');
  });

  it('refuses a non-positive linked price as a caller bug', () => {
    expect(() =>
      settleDualInvestment({ ...base, direction: 'call', linkedPrice: '0', settlementPrice: '1' }),
    ).toThrow(RangeError);
  });

  it('refuses partial or negative days, a negative rate or amount, and a zero settlement price', () => {
    const call = { ...base, direction: 'call', settlementPrice: '59000' } as const;
    expect(() => settleDualInvestment({ ...call, days: 1.5 })).toThrow('days must be a whole number');
    expect(() => settleDualInvestment({ ...call, days: -1 })).toThrow('days must be a whole number');
    expect(() => settleDualInvestment({ ...call, annualRate: '-0.1' })).toThrow(RangeError);
    expect(() => settleDualInvestment({ ...call, invested: '-1' })).toThrow(RangeError);
    expect(() => settleDualInvestment({ ...call, settlementPrice: '0' })).toThrow(RangeError);
    expect(settleDualInvestment({ ...call, invested: '0' }).amount.toString()).toBe('0');
  });
});

describe('settleDualInvestment refuses a caller bug, naming the argument', () => {
  const call = { ...base, direction: 'call', settlementPrice: '59000' } as const;
  it.each([
    [{ invested: '-1' }, 'invested must not be negative'],
    [{ linkedPrice: '0' }, 'linkedPrice must be positive'],
    [{ settlementPrice: '-1' }, 'settlementPrice must be positive'],
    [{ annualRate: '-0.01' }, 'annualRate must not be negative'],
  ])('%j', (change, message) => {
    expect(() => settleDualInvestment({ ...call, ...change })).toThrow(message);
  });
});

describe('dual purchase preview and payout', () => {
  it('shows both outcomes of a call (spec §9: 1 BTC at 60,000 for 10 days at 36.5 %)', () => {
    expect(dualPurchasePreview(btcCall, 1000)).toEqual({
      invested: new Decimal(1),
      below: { asset: 'BTC', amount: new Decimal('1.01') },
      above: { asset: 'USDT', amount: new Decimal('60600') },
      atLinked: 'above',
    });
  });

  it('shows both outcomes of a put, rounding the coin down to its decimals', () => {
    // 100 USDT / 56,000 × 1.01 = 0.00180357142… BTC
    expect(dualPurchasePreview(btcPut, 10)).toEqual({
      invested: new Decimal(100),
      below: { asset: 'BTC', amount: new Decimal('0.00180357') },
      above: { asset: 'USDT', amount: new Decimal('101') },
      atLinked: 'below',
    });
  });

  it('pays what the settlement formula gives at the recorded price, whatever side it falls', () => {
    const order = { ...btcCall, invested: new Decimal('0.5') };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), (whole) => {
        const price = String(whole);
        const paid = dualPayoutOf(order, price);
        const exact = settleDualInvestment({ ...order, settlementPrice: price });
        expect(paid.asset).toBe(exact.currency === 'base' ? 'BTC' : 'USDT');
        expect(paid.amount.lte(exact.amount)).toBe(true);
        expect(
          exact.amount.minus(paid.amount).lt(exact.currency === 'base' ? '0.00000001' : '0.000001'),
        ).toBe(true);
      }),
    );
  });
});
