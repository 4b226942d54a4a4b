import { describe, expect, it } from 'vitest';
import { settleDualInvestment } from './calculators.js';

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

  it('refuses a non-positive linked price as a caller bug', () => {
    expect(() =>
      settleDualInvestment({ ...base, direction: 'call', linkedPrice: '0', settlementPrice: '1' }),
    ).toThrow(RangeError);
  });
});
