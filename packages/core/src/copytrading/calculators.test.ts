import { describe, expect, it } from 'vitest';
import { copyLots } from './calculators.js';

describe('copyLots', () => {
  it('rounds proportional lots half up to two decimals (spec §9)', () => {
    expect(copyLots({ mode: 'ratio', traderLots: '3', value: '0.335' }).toString()).toBe('1.01');
    expect(copyLots({ mode: 'ratio', traderLots: '3', value: '0.3349' }).toString()).toBe('1');
    expect(copyLots({ mode: 'ratio', traderLots: '2', value: '1.5' }).toString()).toBe('3');
  });

  it('copies fixed lots as they are, whatever the trader opened', () => {
    expect(copyLots({ mode: 'fixed', traderLots: '7', value: '0.5' }).toString()).toBe('0.5');
    expect(copyLots({ mode: 'fixed', traderLots: '7', value: '0.123' }).toString()).toBe('0.123');
  });

  it('refuses negative lots or values', () => {
    expect(() => copyLots({ mode: 'ratio', traderLots: '-1', value: '1' })).toThrow('traderLots');
    expect(() => copyLots({ mode: 'ratio', traderLots: '1', value: '-1' })).toThrow('value');
    expect(() => copyLots({ mode: 'fixed', traderLots: '1', value: '-1' })).toThrow('value');
  });
});
