import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/model.js';
import {
  amountText,
  formatAmount,
  formatChangePercent,
  formatCompact,
  formatGrouped,
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

/** French groups with a narrow no-break space and writes a percentage after a no-break space. */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('display formatting in the user’s language', () => {
  it('groups and marks decimals as each interface language writes numbers', () => {
    const grouped = Object.fromEntries(
      Object.entries(LOCALES).map(([language, locale]) => [language, formatAmount('1234567.5', 8, locale)]),
    );
    expect(grouped).toEqual({
      en: '1,234,567.5',
      zh: '1,234,567.5',
      hk: '1,234,567.5',
      jp: '1,234,567.5',
      kor: '1,234,567.5',
      th: '1,234,567.5',
      fra: `1${NNBSP}234${NNBSP}567,5`,
      spa: '1.234.567,5',
      pt: '1.234.567,5',
    });
    // Spanish leaves four-digit numbers ungrouped.
    expect(formatValue('1234.567', 2, 'es')).toBe('1234,56');
    expect(formatValue('12345.678', 2, 'es')).toBe('12.345,67');
  });

  it('keeps each function’s rounding, done before Intl sees the digits', () => {
    expect(formatAmount('1999.9999999', 6, 'fr')).toBe(`1${NNBSP}999,999999`);
    expect(formatValue('1234567.899', 2, 'de')).toBe('1.234.567,89');
    expect(formatValue('98765.99', 0, 'fr')).toBe(`98${NNBSP}765`);
    expect(formatGrouped('1234567.895', 2, 'de')).toBe('1.234.567,90');
    expect(formatPrice('64012.5', 'de')).toBe('64.012,50');
    expect(formatPrice('0.51987', 'fr')).toBe('0,5199');
    expect(formatCompact('1234567', 'fr')).toBe('1,2M');
    expect(formatCompact('1000000', 'de')).toBe('1000,0K');
    expect(formatCompact('2103400000', 'pt')).toBe('2,10B');
  });

  it('writes negatives and signs as the language does', () => {
    expect(formatAmount('-1234.56', 2, 'fr')).toBe(`-1${NNBSP}234,56`);
    expect(formatSignedAmount('1500.25', 2, 'fr')).toBe(`+1${NNBSP}500,25`);
    expect(formatSignedAmount('-0.5', 8, 'de')).toBe('-0,5');
    expect(formatChangePercent('1.254', 'fr')).toBe(`+1,25${NBSP}%`);
    expect(formatChangePercent('-0.4', 'ja')).toBe('-0.40%');
    expect(formatChangePercent('-0.001', 'fr')).toBe(`0,00${NBSP}%`);
    expect(formatCompact('-1500', 'es')).toBe('-1,5K');
    expect(formatCompact('-0.00001', 'fr')).toBe('-0,0000');
  });

  it('writes tiny amounts in plain notation, every digit kept', () => {
    expect(formatAmount('0.00000001', undefined, 'fr')).toBe('0,00000001');
    expect(formatAmount('0.00000000000000000001', undefined, 'de')).toBe('0,00000000000000000001');
    expect(formatSignedAmount('0.00000001', 8, 'ko')).toBe('+0.00000001');
  });

  it('keeps amounts past 2^53 exact: the digits never pass through a float', () => {
    expect(formatAmount('9007199254740993', undefined, 'de')).toBe('9.007.199.254.740.993');
    expect(formatAmount('123456789012345678901234.123456789', undefined, 'fr')).toBe(
      ['123', '456', '789', '012', '345', '678', '901', '234,123456789'].join(NNBSP),
    );
    expect(formatValue('9007199254740993.999', 2, 'zh-Hant')).toBe('9,007,199,254,740,993.99');
  });

  it('writes zero without a sign, and with the decimals asked for', () => {
    expect(formatAmount('0', undefined, 'fr')).toBe('0');
    expect(formatAmount('-0.000000001', 8, 'fr')).toBe('0');
    expect(formatValue('0', 2, 'fr')).toBe('0,00');
    expect(formatSignedAmount('0', 8, 'es')).toBe('0');
    expect(formatChangePercent('0', 'pt')).toBe('0,00%');
    expect(formatCompact('0', 'th')).toBe('0.0000');
  });
});

describe('roundForCredit', () => {
  it('rounds down to the precision and keeps the rest as dust', () => {
    const { credited, dust } = roundForCredit({ amount: '1.23456789', precision: 4 });
    expect([credited.toString(), dust.toString()]).toEqual(['1.2345', '0.00006789']);
  });
});
