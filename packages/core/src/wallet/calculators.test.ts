import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import {
  btcEquivalent,
  conversionQuote,
  conversionRate,
  isSmallBalance,
  SMALL_BALANCE_USDT,
  valueInUsdt,
  visibleBalances,
  withdrawalQuote,
} from './calculators.js';

const amount = (max: number, places: number) =>
  fc.integer({ min: 1, max: max * 10 ** places }).map((units) => new Decimal(units).dividedBy(10 ** places));

describe('valueInUsdt', () => {
  it('multiplies the amount by its price', () => {
    expect(valueInUsdt({ amount: '0.5', priceUsdt: '64000' }).toFixed()).toBe('32000');
    expect(valueInUsdt({ amount: '0', priceUsdt: '3' }).toFixed()).toBe('0');
  });

  it('refuses a negative amount or price (a bug in the caller)', () => {
    expect(() => valueInUsdt({ amount: '-1', priceUsdt: '1' })).toThrow(RangeError);
    expect(() => valueInUsdt({ amount: '1', priceUsdt: '-1' })).toThrow(RangeError);
  });
});

describe('isSmallBalance', () => {
  it('is below one dollar, not at it', () => {
    expect(SMALL_BALANCE_USDT.toFixed()).toBe('1');
    expect(isSmallBalance(new Decimal('0.99'))).toBe(true);
    expect(isSmallBalance(new Decimal('1'))).toBe(false);
  });
});

describe('withdrawalQuote', () => {
  it('takes the fee from the amount', () => {
    const quote = withdrawalQuote({ amount: '100', fee: '1' });
    expect([quote.fee.toFixed(), quote.receive.toFixed()]).toEqual(['1', '99']);
  });

  it('delivers nothing, never less, when the amount is the fee', () => {
    expect(withdrawalQuote({ amount: '1', fee: '1' }).receive.toFixed()).toBe('0');
    expect(() => withdrawalQuote({ amount: '0.5', fee: '1' })).toThrow('the fee must not exceed the amount');
    expect(() => withdrawalQuote({ amount: '0', fee: '0' })).toThrow(RangeError);
    expect(() => withdrawalQuote({ amount: '1', fee: '-1' })).toThrow(RangeError);
  });

  it('creates and loses nothing: fee and delivery add up to the amount', () => {
    fc.assert(
      fc.property(amount(1_000_000, 6), amount(100, 6), (gross, fee) => {
        fc.pre(fee.lessThanOrEqualTo(gross));
        const quote = withdrawalQuote({ amount: gross, fee });
        return quote.fee.plus(quote.receive).equals(gross) && !quote.receive.isNegative();
      }),
    );
  });
});

describe('btcEquivalent', () => {
  it('values the amount in BTC at the feed’s prices', () => {
    expect(btcEquivalent({ amount: '6400', priceUsdt: '1', btcPriceUsdt: '64000' }).toFixed()).toBe('0.1');
    expect(btcEquivalent({ amount: '2', priceUsdt: '64000', btcPriceUsdt: '64000' }).toFixed()).toBe('2');
  });

  it('rounds up at 8 places, so the limit is never under-counted', () => {
    expect(btcEquivalent({ amount: '1', priceUsdt: '1', btcPriceUsdt: '3' }).toFixed()).toBe('0.33333334');
  });

  it('needs a BTC price', () => {
    expect(() => btcEquivalent({ amount: '1', priceUsdt: '1', btcPriceUsdt: '0' })).toThrow(RangeError);
  });
});

describe('conversionQuote', () => {
  const base = {
    fromPriceUsdt: '1',
    toPriceUsdt: '64000',
    feeRate: '0.001',
    fromPrecision: 6,
    toPrecision: 8,
  };

  it('takes the fee in the source asset and buys the target with the rest, rounded down', () => {
    const quote = conversionQuote({ ...base, amount: '100' });
    expect([quote.fee.toFixed(), quote.receive.toFixed()]).toEqual(['0.1', '0.00156093']);
  });

  it('rounds the fee up at the source’s precision', () => {
    expect(conversionQuote({ ...base, amount: '0.000001' }).fee.toFixed()).toBe('0.000001');
    expect(conversionQuote({ ...base, feeRate: '0', amount: '1' }).fee.toFixed()).toBe('0');
  });

  it('refuses a fee rate of 100 % or more, and missing prices', () => {
    expect(() => conversionQuote({ ...base, amount: '1', feeRate: '1' })).toThrow('feeRate must be below 1');
    expect(() => conversionQuote({ ...base, amount: '1', feeRate: '0.99' })).not.toThrow();
    expect(() => conversionQuote({ ...base, amount: '1', toPriceUsdt: '0' })).toThrow(RangeError);
    expect(() => conversionQuote({ ...base, amount: '1', fromPriceUsdt: '0' })).toThrow(RangeError);
  });

  it('never gives more value than it takes', () => {
    fc.assert(
      fc.property(
        amount(1_000_000, 6),
        amount(100_000, 2),
        amount(100_000, 2),
        (given, fromPrice, toPrice) => {
          const quote = conversionQuote({
            ...base,
            amount: given,
            fromPriceUsdt: fromPrice,
            toPriceUsdt: toPrice,
          });
          const valueIn = given.minus(quote.fee).times(fromPrice);
          return (
            quote.receive.times(toPrice).lessThanOrEqualTo(valueIn) && quote.receive.decimalPlaces() <= 8
          );
        },
      ),
    );
  });
});

describe('visibleBalances', () => {
  const rows = [
    { valueUsdt: new Decimal('0.5') },
    { valueUsdt: new Decimal('1') },
    { valueUsdt: new Decimal('0') },
  ];

  it('leaves out balances under a dollar only when asked', () => {
    expect(visibleBalances(rows, false)).toEqual(rows);
    expect(visibleBalances(rows, true)).toEqual([rows[1]]);
  });
});

describe('conversionRate', () => {
  it('prices one unit of the source in the target, rounded down to the target’s precision', () => {
    expect(conversionRate({ fromPriceUsdt: '64000', toPriceUsdt: '1', toPrecision: 6 }).toFixed()).toBe(
      '64000',
    );
    expect(conversionRate({ fromPriceUsdt: '1', toPriceUsdt: '64000', toPrecision: 8 }).toFixed()).toBe(
      '0.00001562',
    );
    expect(() => conversionRate({ fromPriceUsdt: '1', toPriceUsdt: '0', toPrecision: 8 })).toThrow(
      RangeError,
    );
  });

  it('never promises more than a fee-free conversion of one unit gives', () => {
    fc.assert(
      fc.property(amount(100_000, 2), amount(100_000, 2), (fromPrice, toPrice) => {
        const rate = conversionRate({ fromPriceUsdt: fromPrice, toPriceUsdt: toPrice, toPrecision: 8 });
        const receive = conversionQuote({
          amount: '1',
          fromPriceUsdt: fromPrice,
          toPriceUsdt: toPrice,
          feeRate: '0',
          fromPrecision: 8,
          toPrecision: 8,
        }).receive;
        return rate.equals(receive);
      }),
    );
  });
});
