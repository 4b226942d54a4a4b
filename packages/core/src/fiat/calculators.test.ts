import { describe, expect, it } from 'vitest';
import { decimal } from '../shared/decimal.js';
import { fiatRateOf, formatUsdtInFiat } from './calculators.js';

describe('prices in the chosen fiat currency', () => {
  const rates = { EUR: decimal('0.86'), JPY: decimal('154.5') };

  it('converts a USDT price at the rate and keeps the price display', () => {
    expect(formatUsdtInFiat({ usdt: '64012.5', fiat: 'EUR', rates })).toBe('55,050.75 EUR');
    expect(formatUsdtInFiat({ usdt: '0.12', fiat: 'EUR', rates })).toBe('0.1032 EUR');
  });

  it('shows yen and dong from 100 up without decimals, as they have no cents', () => {
    expect(formatUsdtInFiat({ usdt: '64012.5', fiat: 'JPY', rates })).toBe('9,889,931 JPY');
    expect(formatUsdtInFiat({ usdt: '64012.5', fiat: 'VND', rates: { VND: decimal('26350') } })).toBe(
      '1,686,729,375 VND',
    );
    expect(formatUsdtInFiat({ usdt: '0.12', fiat: 'JPY', rates })).toBe('18.5400 JPY');
  });

  it('counts USDT as a dollar, with no rate needed', () => {
    expect(formatUsdtInFiat({ usdt: '64012.5', fiat: 'USD', rates: {} })).toBe('64,012.50 USD');
    expect(fiatRateOf({}, 'USD')?.toString()).toBe('1');
  });

  it('shows nothing for a currency without a rate yet', () => {
    expect(formatUsdtInFiat({ usdt: '64012.5', fiat: 'GBP', rates })).toBeUndefined();
    expect(fiatRateOf(rates, 'GBP')).toBeUndefined();
  });
});
