import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import { convertToFiat, quickBuyQuote } from './calculators.js';

const refusal = (usdAmount: string) => {
  const quote = quickBuyQuote({ usdAmount });
  return E.isLeft(quote) ? quote.left : null;
};

describe('quick buy', () => {
  it('converts at the given rate', () => {
    expect(convertToFiat({ amount: '12.5', rate: '7.1' }).toString()).toBe('88.75');
    expect(convertToFiat({ amount: '-2', rate: '7.1' }).toString()).toBe('-14.2');
    expect(() => convertToFiat({ amount: '1', rate: '-7.1' })).toThrow('rate must not be negative');
  });

  it('quotes USD to USDT 1:1 in whole units above the minimum', () => {
    const quote = quickBuyQuote({ usdAmount: '250' });
    expect(E.isRight(quote) && [quote.right.usd.toString(), quote.right.usdt.toString()]).toEqual([
      '250',
      '250',
    ]);
    expect(refusal('250.5')).toEqual({
      code: 'QUICKBUY.WHOLE_UNITS',
      messageKey: 'validation.quickBuyWholeUnits',
    });
    expect(refusal('99')).toEqual({
      code: 'QUICKBUY.BELOW_MINIMUM',
      messageKey: 'validation.quickBuyMinimum',
      params: { min: '100' },
    });
  });

  it('takes exactly the 100 USD minimum, and refuses one dollar less', () => {
    expect(refusal('100')).toBeNull();
    expect(refusal('100.00')).toBeNull();
    expect(refusal('99')?.code).toBe('QUICKBUY.BELOW_MINIMUM');
    expect(refusal('-500')?.code).toBe('QUICKBUY.BELOW_MINIMUM');
  });

  it('refuses an infinite amount as not whole units', () => {
    expect(refusal('Infinity')?.code).toBe('QUICKBUY.WHOLE_UNITS');
    expect(refusal('NaN')?.code).toBe('QUICKBUY.WHOLE_UNITS');
  });
});

describe('convertToFiat refuses what is not a number, naming the argument', () => {
  it('for the amount and the rate', () => {
    expect(() => convertToFiat({ amount: 'x', rate: '1' })).toThrow('amount must be a finite decimal, got x');
    expect(() => convertToFiat({ amount: '1', rate: 'x' })).toThrow('rate must be a finite decimal, got x');
  });
});
