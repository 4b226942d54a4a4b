import { describe, expect, it } from 'vitest';
import { copyLots } from './calculators.js';

describe('copyLots', () => {
  it('rounds proportional lots half up to two decimals', () => {
    expect(copyLots({ mode: 'ratio', traderLots: '3', value: '0.335' }).toString()).toBe('1.01');
    expect(copyLots({ mode: 'ratio', traderLots: '3', value: '0.3349' }).toString()).toBe('1');
  });

  it('copies fixed lots as they are', () => {
    expect(copyLots({ mode: 'fixed', traderLots: '7', value: '0.5' }).toString()).toBe('0.5');
  });
});
