import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { formatUsd, formatUsdt, withUsdParams } from './format';

/** Intl puts no-break and narrow no-break spaces in some languages: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('quick buy amounts', () => {
  it('writes whole dollars the user’s way, with no cents', () => {
    expect(formatUsd(new Decimal(250), 'en')).toBe('$250');
    expect(formatUsd(new Decimal(1_000_000), 'en')).toBe('$1,000,000');
    expect(plain(formatUsd(new Decimal(2000), 'fra'))).toBe('2 000 $US');
    expect(formatUsd(new Decimal(2000), 'zh')).toBe('US$2,000');
  });

  it('writes USDT with the language’s grouping, keeping any decimals', () => {
    expect(formatUsdt(new Decimal(1500), 'en')).toBe('1,500 USDT');
    expect(plain(formatUsdt(new Decimal(1500), 'fra'))).toBe('1 500 USDT');
    expect(formatUsdt(new Decimal('12.5'), 'en')).toBe('12.5 USDT');
    expect(formatUsd(new Decimal('12.5'), 'en')).toBe('12.5 USD');
  });

  it('writes the dollar limits of an error as dollars, leaving other errors alone', () => {
    const below = {
      code: 'QUICKBUY.BELOW_MINIMUM',
      messageKey: 'validation.quickBuyMinimum',
      params: { min: '100' },
    };
    expect(withUsdParams(below, 'en')?.params).toEqual({ min: '$100' });
    const above = {
      code: 'QUICKBUY.ABOVE_LIMIT',
      messageKey: 'quickbuy.aboveLimit',
      params: { max: '1000000' },
    };
    expect(withUsdParams(above, 'en')?.params).toEqual({ max: '$1,000,000' });
    const required = { code: 'SHARED.REQUIRED', messageKey: 'validation.required' };
    expect(withUsdParams(required, 'en')).toBe(required);
    expect(withUsdParams(undefined, 'en')).toBeUndefined();
  });
});
