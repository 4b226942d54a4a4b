import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import { type QuickBuyForm, validateQuickBuy } from './rules.js';

const form: QuickBuyForm = {
  country: 'TH',
  currency: 'USD',
  method: 'bank_transfer',
  usd: '250',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+66 81 234 5678',
  taxId: 'TH-1234567',
};
const levelOne = { maxUsd: new Decimal(2000) };

const errorsOf = (changes: Partial<QuickBuyForm>, offer = levelOne) => {
  const checked = validateQuickBuy({ ...form, ...changes }, offer);
  return E.isLeft(checked)
    ? Object.fromEntries(Object.entries(checked.left).map(([field, error]) => [field, error?.code]))
    : {};
};

describe('validateQuickBuy', () => {
  it('takes a served country, a currency, a method, whole dollars within the limit and the payer', () => {
    const checked = validateQuickBuy(form, levelOne);
    expect(E.isRight(checked) && checked.right).toMatchObject({
      country: 'TH',
      method: 'bank_transfer',
      payer: { firstName: 'Ada', email: 'ada@example.com', taxId: 'TH-1234567' },
    });
    expect(E.isRight(checked) && checked.right.usd.toFixed()).toBe('250');
  });

  it('tells a region it does not serve so, before anything else', () => {
    expect(errorsOf({ country: 'FR', usd: '' })).toEqual({ country: 'QUICKBUY.REGION_NOT_SUPPORTED' });
  });

  it('reports every wrong field at once', () => {
    expect(
      errorsOf({
        country: '',
        currency: '',
        method: 'cash',
        usd: '99',
        email: 'ada',
        phone: '12',
        taxId: '!',
      }),
    ).toEqual({
      country: 'SHARED.REQUIRED',
      currency: 'SHARED.REQUIRED',
      method: 'SHARED.REQUIRED',
      usd: 'QUICKBUY.BELOW_MINIMUM',
      email: 'SESSION.EMAIL_FORMAT',
      phone: 'SESSION.MOBILE_FORMAT',
      taxId: 'QUICKBUY.TAX_ID_FORMAT',
    });
  });

  it('takes whole dollars only, up to the verification level’s single limit', () => {
    expect(errorsOf({ usd: '250.5' })).toEqual({ usd: 'QUICKBUY.WHOLE_UNITS' });
    expect(errorsOf({ usd: '1e3' })).toEqual({ usd: 'QUICKBUY.WHOLE_UNITS' });
    expect(errorsOf({ usd: '2000' })).toEqual({});
    expect(errorsOf({ usd: '2001' })).toEqual({ usd: 'QUICKBUY.ABOVE_LIMIT' });
    expect(errorsOf({ usd: '100' }, { maxUsd: new Decimal(0) })).toEqual({ usd: 'QUICKBUY.NOT_VERIFIED' });
  });
});
