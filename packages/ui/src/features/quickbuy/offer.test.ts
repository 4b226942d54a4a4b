import { Decimal, validateQuickBuy } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { leftOf, rightOf } from '../../app/either';
import { basicOffer } from '../../testing/quickbuy';
import {
  canRaiseLimit,
  countryOptions,
  currencyName,
  draftKey,
  initialForm,
  needsVerification,
  OTHER_COUNTRY,
  quoteFor,
  regionRefusal,
  servedCountries,
} from './offer';

const filled = {
  ...initialForm(basicOffer, { email: 'somchai@example.com', mobile: '+66812345678' }),
  country: 'TH',
  method: 'bank_transfer',
  usd: '250',
  firstName: 'Somchai',
  lastName: 'Jaidee',
  taxId: '1234567890123',
};

describe('the purchase sheet', () => {
  it('names the served countries in the user’s language, in its alphabetical order', () => {
    expect(countryOptions(basicOffer.countries, 'en').map((option) => option.label)).toEqual([
      'Brazil',
      'India',
      'Indonesia',
      'Mexico',
      'Nigeria',
      'Philippines',
      'Thailand',
      'United States',
      'Vietnam',
    ]);
    expect(countryOptions(['TH', 'US'], 'fr').map((option) => [option.value, option.label])).toEqual([
      ['US', 'États-Unis'],
      ['TH', 'Thaïlande'],
    ]);
    expect(servedCountries(['US', 'TH', 'BR'], 'en')).toBe('Brazil, Thailand, and United States');
    expect(currencyName('USD', 'en')).toBe('US Dollar');
  });

  it('starts with the only currency chosen and the user’s own email and mobile', () => {
    expect(initialForm(basicOffer, { email: null, mobile: '+66812345678' })).toMatchObject({
      country: '',
      currency: 'USD',
      method: '',
      email: '',
      phone: '+66812345678',
    });
    expect(initialForm({ currencies: [] }, { email: null, mobile: null }).currency).toBe('');
  });

  it('says "your region is not supported" by core’s rule for another country, and only then', () => {
    const other = leftOf(validateQuickBuy({ ...filled, country: OTHER_COUNTRY }, basicOffer));
    expect(regionRefusal(other)?.messageKey).toBe('quickbuy.regionNotSupported');
    expect(regionRefusal(leftOf(validateQuickBuy({ ...filled, country: '' }, basicOffer)))).toBeUndefined();
    expect(regionRefusal(leftOf(validateQuickBuy(filled, basicOffer)))).toBeUndefined();
  });

  it('quotes whole dollars from the minimum up to the limit, 1:1', () => {
    expect(quoteFor('250', basicOffer)?.usdt.toFixed()).toBe('250');
    expect(quoteFor(' 2000 ', basicOffer)?.usd.toFixed()).toBe('2000');
    for (const typed of ['', '99', '250.5', '2001', 'abc', '1e3'])
      expect(quoteFor(typed, basicOffer), typed).toBeUndefined();
  });

  it('sends the unverified to verification, and offers a higher limit below the advanced level', () => {
    expect(needsVerification({ maxUsd: new Decimal(0) })).toBe(true);
    expect(needsVerification(basicOffer)).toBe(false);
    expect(canRaiseLimit(basicOffer)).toBe(true);
    expect(canRaiseLimit({ maxUsd: new Decimal(1_000_000) })).toBe(false);
  });

  it('keys a purchase by everything it sends', () => {
    const draft = rightOf(validateQuickBuy(filled, basicOffer)) ?? expect.unreachable('the sheet is valid');
    expect(draftKey(draft)).toBe(draftKey({ ...draft, usd: new Decimal('250.0') }));
    expect(draftKey(draft)).not.toBe(draftKey({ ...draft, method: 'card' }));
    expect(draftKey(null)).toBe('');
  });
});
