import { describe, expect, it } from 'vitest';
import {
  amountText,
  formatAmount,
  formatChangePercent,
  formatCompact,
  formatPrice,
  formatRate,
  formatSignedAmount,
  formatValue,
  isValidAmountText,
  relativeTime,
} from './format.js';
import { roundForCredit } from './money.js';

const at = (iso: string) => new Date(iso);

describe('display formatting (spec §9)', () => {
  it('shows M above a million, K above a thousand, else four decimals, keeping the sign', () => {
    expect(formatCompact('1234567')).toBe('1.2M');
    expect(formatCompact('1000000')).toBe('1000.0K');
    expect(formatCompact('-1500')).toBe('-1.5K');
    expect(formatCompact('1000')).toBe('1000.0000');
    expect(formatCompact('12.3')).toBe('12.3000');
    expect(formatCompact('-0.00001')).toBe('-0.0000');
  });

  it('shows B with two decimals above a billion', () => {
    expect(formatCompact('2103400000')).toBe('2.10B');
    expect(formatCompact('1000000001')).toBe('1.00B');
    expect(formatCompact('1000000000')).toBe('1000.0M');
    expect(formatCompact('999994999.99')).toBe('1000.0M');
    expect(formatCompact('1234567890123')).toBe('1234.57B');
    expect(formatCompact('-7005000000')).toBe('-7.01B');
  });

  it('groups thousands in prices with two decimals from 100 up and four below', () => {
    expect(formatPrice('64012.5')).toBe('64,012.50');
    expect(formatPrice('1234567.891')).toBe('1,234,567.89');
    expect(formatPrice('0.51987')).toBe('0.5199');
    expect(formatPrice('83.98')).toBe('83.9800');
  });

  it('shows amounts to the asset’s precision, grouped, without trailing zeros, rounded down', () => {
    expect(formatAmount('1234.500000', 6)).toBe('1,234.5');
    expect(formatAmount('1234567', 8)).toBe('1,234,567');
    expect(formatAmount('0.123456789', 8)).toBe('0.12345678');
    expect(formatAmount('0.0000001', 8)).toBe('0.0000001');
    expect(formatAmount('-1234.56', 2)).toBe('-1,234.56');
    expect(formatAmount('-0.000000019', 8)).toBe('-0.00000001');
    expect(formatAmount('-0.000000001', 8)).toBe('0');
  });

  it('types amounts for inputs without grouping, never more than there is', () => {
    expect(amountText('120.5000009', 6)).toBe('120.5');
    expect(amountText('1234567.5', 6)).toBe('1234567.5');
    expect(amountText('0.00000001', 8)).toBe('0.00000001');
    expect(amountText('0.00000001', 6)).toBe('0');
  });

  it('signs credits in records, and nothing that shows as zero', () => {
    expect(formatSignedAmount('25', 6)).toBe('+25');
    expect(formatSignedAmount('1500.25', 2)).toBe('+1,500.25');
    expect(formatSignedAmount('-0.5', 8)).toBe('-0.5');
    expect(formatSignedAmount('0', 8)).toBe('0');
    expect(formatSignedAmount('0.000000001', 8)).toBe('0');
  });

  it('shows an amount with the decimals it has, none trailing, in plain notation', () => {
    expect(formatAmount('1234567.120500')).toBe('1,234,567.1205');
    expect(formatAmount('0.00000001')).toBe('0.00000001');
    expect(formatAmount('0')).toBe('0');
    expect(formatAmount('-2500')).toBe('-2,500');
  });

  it("shows an amount at most at its asset's precision, never rounded up", () => {
    expect(formatAmount('0.123456789', 6)).toBe('0.123456');
    expect(formatAmount('1999.9999999', 6)).toBe('1,999.999999');
    expect(formatAmount('120.5', 6)).toBe('120.5');
  });

  it('shows a value with two decimals, or as many as asked, never rounded up', () => {
    expect(formatValue('1234567.899')).toBe('1,234,567.89');
    expect(formatValue('0')).toBe('0.00');
    expect(formatValue('98765.99', 0)).toBe('98,765');
  });

  it('signs changes', () => {
    expect(formatChangePercent('1.254')).toBe('+1.25%');
    expect(formatChangePercent('-0.4')).toBe('-0.40%');
    expect(formatChangePercent('0.001')).toBe('0.00%');
  });

  it('writes rates in percent with the decimals they have, up to two', () => {
    expect(formatRate('0.85')).toBe('85%');
    expect(formatRate('-0.075')).toBe('-7.5%');
    // As each language writes a percentage: a decimal comma and a no-break space in French.
    expect(formatRate('-0.075', 'fr')).toBe('-7,5\u00a0%');
    expect(formatRate('0.0003', 'de')).toBe('0,03\u00a0%');
    expect(formatRate('0.123456')).toBe('12.35%');
    expect(formatRate('0.12345')).toBe('12.35%');
  });

  it('words time as just now, minutes, hours, days, then a date', () => {
    const now = at('2026-03-31T12:00:00Z');
    expect(relativeTime({ then: at('2026-03-31T11:55:01Z'), now })).toEqual({ unit: 'justNow' });
    expect(relativeTime({ then: at('2026-03-31T11:55:00Z'), now })).toEqual({ unit: 'minutes', value: 5 });
    expect(relativeTime({ then: at('2026-03-31T09:30:00Z'), now })).toEqual({ unit: 'hours', value: 2 });
    expect(relativeTime({ then: at('2026-03-01T12:00:01Z'), now })).toEqual({ unit: 'days', value: 29 });
    expect(relativeTime({ then: at('2026-03-01T12:00:00Z'), now })).toEqual({
      unit: 'date',
      date: '2026-03-01',
    });
    expect(relativeTime({ then: at('2026-03-31T12:10:00Z'), now })).toEqual({ unit: 'justNow' });
  });

  it('accepts up to 10 decimals after a non-zero start and 20 after a leading 0', () => {
    expect(['12.5', '1.0123456789', '0', '0.00000000000000000001'].every(isValidAmountText)).toBe(true);
    expect(['1.00000000001', '00.1', '-1', '1e5', '.5', '1.', ''].some(isValidAmountText)).toBe(false);
  });
});

describe('roundForCredit', () => {
  it('rounds down to the precision and keeps the rest as dust', () => {
    const { credited, dust } = roundForCredit({ amount: '1.23456789', precision: 4 });
    expect([credited.toString(), dust.toString()]).toEqual(['1.2345', '0.00006789']);
  });
});
