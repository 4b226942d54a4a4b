import { Decimal, LOAN_DEFAULT_TERM_DAYS, validateLoanApplication } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { leftOf, rightOf } from '../../app/either';
import { makerContext } from '../../testing/loans';
import {
  applicationKey,
  draftOpening,
  initialLoanForm,
  LEVERAGES,
  openingRateOf,
  previewOf,
} from './application';

const filled = {
  ...initialLoanForm(),
  currency: 'USDT',
  amount: '600000',
  marginCurrency: 'USDT',
  leverage: '3',
  contactUid: '100234',
};

describe('the borrowing form', () => {
  it('opens with nothing chosen to borrow or pledge, 1×, the default term and no contact', () => {
    expect(initialLoanForm()).toEqual({
      currency: '',
      amount: '',
      marginCurrency: '',
      leverage: '1',
      termDays: String(LOAN_DEFAULT_TERM_DAYS),
      contactUid: '',
    });
    expect(initialLoanForm().termDays).toBe('30');
    expect(LEVERAGES).toEqual([1, 2, 3]);
  });

  it('reports every broken term of the empty form at once, by core’s rule', () => {
    const errors = leftOf(validateLoanApplication(initialLoanForm(), makerContext)) ?? {};
    expect(Object.keys(errors).sort()).toEqual(['amount', 'contactUid', 'currency', 'marginCurrency']);
  });

  it('previews 600,000 USDT at 3× on USDT: 200,000 USDT of margin, opening at 133.33 %', () => {
    const preview = previewOf(filled, makerContext);
    expect(preview?.margin.toFixed()).toBe('200000');
    expect(preview?.risk.debtValueUsdt.toFixed()).toBe('600000');
    expect(preview?.risk.collateralValueUsdt.toFixed()).toBe('800000');
    expect(preview?.risk.rate.toDecimalPlaces(4).toFixed()).toBe('1.3333');
    expect(preview?.risk.level).toBe('safe');
    expect(preview?.available.toFixed()).toBe('300000');
    expect(preview?.short).toBe(false);
  });

  it('prices a BTC margin at the recorded price, rounded up, and says when the balance falls short', () => {
    const preview = previewOf({ ...filled, marginCurrency: 'BTC' }, makerContext);
    expect(preview?.margin.toFixed()).toBe('3.33333334');
    expect(preview?.available.toFixed()).toBe('5');
    expect(preview?.short).toBe(false);
    const bigger = previewOf(
      { ...filled, amount: '1200000', marginCurrency: 'BTC', leverage: '1' },
      makerContext,
    );
    expect(bigger?.margin.toFixed()).toBe('20');
    expect(bigger?.short).toBe(true);
    // ETH is priced but none is held.
    expect(previewOf({ ...filled, marginCurrency: 'ETH' }, makerContext)?.available.toFixed()).toBe('0');
  });

  it('previews nothing it cannot price: no currency, no amount, a leverage out of range, no price', () => {
    expect(previewOf(initialLoanForm(), makerContext)).toBeUndefined();
    expect(previewOf({ ...filled, amount: '' }, makerContext)).toBeUndefined();
    expect(previewOf({ ...filled, amount: '0' }, makerContext)).toBeUndefined();
    expect(previewOf({ ...filled, amount: 'abc' }, makerContext)).toBeUndefined();
    expect(previewOf({ ...filled, leverage: '4' }, makerContext)).toBeUndefined();
    expect(previewOf({ ...filled, marginCurrency: 'DOGE' }, makerContext)).toBeUndefined();
    const unpriced = { ...makerContext, pricesUsdt: { USDT: new Decimal(1) } };
    expect(previewOf({ ...filled, currency: 'BTC', amount: '10' }, unpriced)).toBeUndefined();
  });

  it('gives each leverage its opening risk rate, 1 + 1 ÷ leverage', () => {
    expect(openingRateOf(1).toFixed()).toBe('2');
    expect(openingRateOf(2).toFixed()).toBe('1.5');
    expect(openingRateOf(3).toDecimalPlaces(4).toFixed()).toBe('1.3333');
  });

  it('confirms a checked application with the margin it freezes and where it opens', () => {
    const draft =
      rightOf(validateLoanApplication({ ...filled, marginCurrency: 'BTC' }, makerContext)) ??
      expect.unreachable('valid');
    const opening = draftOpening(draft, makerContext);
    expect(opening?.margin.equals(draft.margin)).toBe(true);
    expect(opening?.risk.rate.toDecimalPlaces(4).toFixed()).toBe('1.3333');
    expect(draftOpening(draft, { ...makerContext, pricesUsdt: { USDT: new Decimal(1) } })).toBeUndefined();
  });

  it('keys an application by every term it sends', () => {
    const draft = rightOf(validateLoanApplication(filled, makerContext)) ?? expect.unreachable('valid');
    expect(applicationKey(draft)).toBe(applicationKey({ ...draft, amount: new Decimal('600000.00') }));
    expect(applicationKey(draft)).not.toBe(applicationKey({ ...draft, leverage: new Decimal(2) }));
    expect(applicationKey(draft)).not.toBe(applicationKey({ ...draft, contactUid: '100235' }));
    expect(applicationKey(null)).toBe('');
  });
});
