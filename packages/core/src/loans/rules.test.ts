import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import type { LoanContext } from './model.js';
import { type LoanForm, validateLoanApplication } from './rules.js';

const form: LoanForm = {
  currency: 'USDT',
  amount: '600000',
  marginCurrency: 'BTC',
  leverage: '3',
  termDays: '30',
  contactUid: '100234',
};

const vip2: LoanContext = {
  vipLevel: 2,
  isMarketMaker: false,
  pricesUsdt: { BTC: new Decimal(60000), ETH: new Decimal(3000), USDT: new Decimal(1), USDC: new Decimal(1) },
  decimals: { BTC: 8, ETH: 8, USDT: 6, USDC: 6 },
};

const errorsOf = (changes: Partial<LoanForm>, context: LoanContext = vip2) => {
  const checked = validateLoanApplication({ ...form, ...changes }, context);
  return E.isLeft(checked)
    ? Object.fromEntries(Object.entries(checked.left).map(([field, error]) => [field, error?.code]))
    : {};
};

describe('validateLoanApplication', () => {
  it('takes a loan worth 500,000 to 10,000,000 USDT with the margin its leverage requires', () => {
    const checked = validateLoanApplication(form, vip2);
    expect(E.isRight(checked) && checked.right).toMatchObject({
      currency: 'USDT',
      marginCurrency: 'BTC',
      termDays: 30,
    });
    // 600,000 USDT at 3× is 200,000 USDT of BTC at 60,000: 3.33333334 BTC, rounded up.
    expect(E.isRight(checked) && checked.right.margin.toFixed()).toBe('3.33333334');
  });

  it('values a loan in another currency at its recorded price', () => {
    expect(errorsOf({ currency: 'BTC', amount: '8' })).toEqual({ amount: 'LOANS.AMOUNT_RANGE' });
    expect(errorsOf({ currency: 'BTC', amount: '9' })).toEqual({});
    expect(errorsOf({ currency: 'BTC', amount: '167' })).toEqual({ amount: 'LOANS.AMOUNT_RANGE' });
  });

  it('reports every broken term at once, each where the form shows it', () => {
    expect(
      errorsOf({ amount: '499999', leverage: '4', termDays: '6', contactUid: 'x' }, { ...vip2, vipLevel: 1 }),
    ).toEqual({
      amount: 'LOANS.AMOUNT_RANGE',
      leverage: 'LOANS.LEVERAGE_RANGE',
      termDays: 'LOANS.TERM_RANGE',
      contactUid: 'LOANS.CONTACT_UID_FORMAT',
      account: 'LOANS.NOT_ELIGIBLE',
    });
    expect(errorsOf({}, { ...vip2, vipLevel: 0, isMarketMaker: true })).toEqual({});
  });

  it('says what is missing: a currency, a format, a price, the margin', () => {
    expect(errorsOf({ currency: 'DOGE', marginCurrency: '' })).toMatchObject({
      currency: 'SHARED.REQUIRED',
      marginCurrency: 'SHARED.REQUIRED',
    });
    expect(errorsOf({ amount: '1e6' })).toEqual({ amount: 'WALLET.AMOUNT_FORMAT' });
    expect(errorsOf({ amount: '600000.0000001' })).toEqual({ amount: 'WALLET.AMOUNT_PRECISION' });
    expect(errorsOf({}, { ...vip2, pricesUsdt: { USDT: new Decimal(1) } })).toEqual({
      marginCurrency: 'LOANS.NO_PRICE',
    });
    expect(errorsOf({}, { ...vip2, available: { BTC: new Decimal('3.33333333') } })).toEqual({
      marginCurrency: 'LOANS.MARGIN_SHORT',
    });
    expect(errorsOf({}, { ...vip2, available: { BTC: new Decimal('3.33333334') } })).toEqual({});
  });
});
