import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { convertToFiat, quickBuyQuote } from './calculators.js';

describe('quick buy', () => {
  it('converts at the given rate', () => {
    expect(convertToFiat({ amount: '12.5', rate: '7.1' }).toString()).toBe('88.75');
  });

  it('quotes USD to USDT 1:1 in whole units above the minimum', () => {
    const quote = quickBuyQuote({ usdAmount: '250' });
    expect(E.isRight(quote) && quote.right.usdt.toString()).toBe('250');
    const fractional = quickBuyQuote({ usdAmount: '250.5' });
    expect(E.isLeft(fractional) && fractional.left.code).toBe('QUICKBUY.WHOLE_UNITS');
    const small = quickBuyQuote({ usdAmount: '99' });
    expect(E.isLeft(small) && small.left.code).toBe('QUICKBUY.BELOW_MINIMUM');
  });
});
