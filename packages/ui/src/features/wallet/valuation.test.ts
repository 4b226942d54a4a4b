import { decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../i18n';
import { otherValuation, shownValue } from './valuation';

describe('valuation', () => {
  const value = { usdt: decimal('1234.567'), inFiat: decimal('190734.6'), fiat: 'JPY' as const };

  it('shows a value in USDT under crypto and in the fiat under fiat, never rounded up', () => {
    expect(shownValue('crypto', value, formatsFor('en'))).toEqual({ amount: '1,234.56', unit: 'USDT' });
    expect(shownValue('fiat', value, formatsFor('en'))).toEqual({ amount: '190,734', unit: 'JPY' });
    expect(
      shownValue('fiat', { ...value, inFiat: decimal('1061.71'), fiat: 'EUR' }, formatsFor('en')),
    ).toEqual({
      amount: '1,061.71',
      unit: 'EUR',
    });
  });

  it('writes the digits as the user’s language does', () => {
    expect(shownValue('crypto', value, formatsFor('fra')).amount).toBe('1\u202f234,56');
    expect(shownValue('fiat', value, formatsFor('spa')).amount).toBe('190.734');
  });

  it('names the other valuation for the second line', () => {
    expect(otherValuation('crypto')).toBe('fiat');
    expect(otherValuation('fiat')).toBe('crypto');
  });
});
