import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../i18n';
import { formatDays, formatLeverage, formatRiskRate, money, withAmountParams } from './format';

/** Intl puts no-break and narrow no-break spaces in some languages: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('loan figures', () => {
  it('writes a risk rate as a percentage, rounded down so it never reaches a threshold it is below', () => {
    expect(formatRiskRate('1.333333', 'en')).toBe('133.33%');
    expect(formatRiskRate('1.5', 'en')).toBe('150%');
    expect(formatRiskRate('1.0999999', 'en')).toBe('109.99%');
    expect(formatRiskRate('1.1999999', 'en')).toBe('119.99%');
    expect(formatRiskRate('1.2', 'en')).toBe('120%');
    expect(plain(formatRiskRate('1.333333', 'fra'))).toBe('133,33 %');
  });

  it('writes days singular or plural, in the user’s language', () => {
    expect(formatDays(1, 'en')).toBe('1 day');
    expect(formatDays(30, 'en')).toBe('30 days');
    expect(formatDays(30, 'zh')).toBe('30天');
    expect(plain(formatDays(30, 'fra'))).toBe('30 jours');
    expect(plain(formatDays(365, 'spa'))).toBe('365 días');
  });

  it('writes amounts with their currency and leverage with its sign', () => {
    expect(money('600000', 'USDT', formatsFor('en'))).toBe('600,000 USDT');
    expect(money('3.33333334', 'BTC', formatsFor('en'))).toBe('3.33333334 BTC');
    expect(plain(money('600000', 'USDT', formatsFor('fra')))).toBe('600 000 USDT');
    expect(formatLeverage('3')).toBe('3×');
    expect(formatLeverage('2.50')).toBe('2.5×');
  });

  it('groups the amounts of core’s loan messages, leaving other parameters alone', () => {
    const range = {
      code: 'LOANS.AMOUNT_RANGE',
      messageKey: 'validation.loanAmountRange',
      params: { min: '500000', max: '10000000' },
    };
    expect(withAmountParams(range, formatsFor('en'))?.params).toEqual({ min: '500,000', max: '10,000,000' });
    const short = {
      code: 'LOANS.MARGIN_SHORT',
      messageKey: 'loans.marginShort',
      params: { margin: '3.33333334', currency: 'BTC' },
    };
    expect(withAmountParams(short, formatsFor('en'))?.params).toEqual({
      margin: '3.33333334',
      currency: 'BTC',
    });
    const shortUsdt = { ...short, params: { margin: '200000', currency: 'USDT' } };
    expect(withAmountParams(shortUsdt, formatsFor('en'))?.params).toEqual({
      margin: '200,000',
      currency: 'USDT',
    });
    const uid = { code: 'LOANS.CONTACT_UID_FORMAT', messageKey: 'validation.loanContactUid' };
    expect(withAmountParams(uid, formatsFor('en'))).toBe(uid);
    expect(withAmountParams(undefined, formatsFor('en'))).toBeUndefined();
    expect(withAmountParams(range, formatsFor('spa'))?.params).toEqual({ min: '500.000', max: '10.000.000' });
  });
});
