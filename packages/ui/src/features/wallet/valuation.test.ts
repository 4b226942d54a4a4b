import { decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { otherValuation, shownValue } from './valuation';

describe('valuation', () => {
  const value = { usdt: decimal('1234.567'), inFiat: decimal('190734.6'), fiat: 'JPY' as const };

  it('shows a value in USDT under crypto and in the fiat under fiat, never rounded up', () => {
    expect(shownValue('crypto', value)).toEqual({ amount: '1,234.56', unit: 'USDT' });
    expect(shownValue('fiat', value)).toEqual({ amount: '190,734', unit: 'JPY' });
    expect(shownValue('fiat', { ...value, inFiat: decimal('1061.71'), fiat: 'EUR' })).toEqual({
      amount: '1,061.71',
      unit: 'EUR',
    });
  });

  it('names the other valuation for the second line', () => {
    expect(otherValuation('crypto')).toBe('fiat');
    expect(otherValuation('fiat')).toBe('crypto');
  });
});
