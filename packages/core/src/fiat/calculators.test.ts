import { describe, expect, it } from 'vitest';
import { decimal } from '../shared/decimal.js';
import { fiatRateOf, formatFiatValue, formatUsdtInFiat } from './calculators.js';

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

  it('shows a value already in the fiat with cents, or whole yen and dong', () => {
    expect(formatFiatValue({ amount: '1234.567', fiat: 'EUR' })).toBe('1,234.56');
    expect(formatFiatValue({ amount: '0', fiat: 'USD' })).toBe('0.00');
    expect(formatFiatValue({ amount: '98765.99', fiat: 'JPY' })).toBe('98,765');
    expect(formatFiatValue({ amount: '12.5', fiat: 'VND' })).toBe('12');
  });

  it('groups the digits as the user’s language does', () => {
    expect(formatUsdtInFiat({ usdt: '64012.5', fiat: 'EUR', rates, locale: 'de' })).toBe('55.050,75 EUR');
    expect(formatFiatValue({ amount: '1234.567', fiat: 'EUR', locale: 'fr' })).toBe('1\u202f234,56');
  });
});
