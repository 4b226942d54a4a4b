import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aQuote } from '../testing/quotes.js';
import { nextSort, type QuoteSort, sortQuotes } from './sorting.js';

const symbolsOf = (quotes: readonly { symbol: string }[]) => quotes.map((quote) => quote.symbol);

const quotes = [
  aQuote('BTC/USDT', { price: '64000', change: '1.5' }),
  aQuote('ETH/USDT', { price: '3200', change: '-2' }),
  aQuote('DOGE/USDT', { price: '0.12', change: '1.5' }),
  aQuote('AAPL/USD', { price: '270', change: '0', kind: 'stock' }),
];

describe('nextSort', () => {
  it('cycles a column high to low, low to high, then back to the exchange order', () => {
    const first = nextSort(null, 'change');
    expect(first).toEqual({ key: 'change', direction: 'desc' });
    const second = nextSort(first, 'change');
    expect(second).toEqual({ key: 'change', direction: 'asc' });
    expect(nextSort(second, 'change')).toBeNull();
  });

  it('starts another column high to low, whatever the first was at', () => {
    expect(nextSort({ key: 'change', direction: 'asc' }, 'price')).toEqual({
      key: 'price',
      direction: 'desc',
    });
  });
});

describe('sortQuotes', () => {
  it('keeps the exchange order without a sort', () => {
    expect(sortQuotes(quotes, null)).toBe(quotes);
  });

  it('sorts by price as numbers, not as text', () => {
    expect(symbolsOf(sortQuotes(quotes, { key: 'price', direction: 'desc' }))).toEqual([
      'BTC/USDT',
      'ETH/USDT',
      'AAPL/USD',
      'DOGE/USDT',
    ]);
    expect(symbolsOf(sortQuotes(quotes, { key: 'price', direction: 'asc' }))).toEqual([
      'DOGE/USDT',
      'AAPL/USD',
      'ETH/USDT',
      'BTC/USDT',
    ]);
  });

  it('breaks ties by symbol in both directions, so tied rows never swap on a tick', () => {
    expect(symbolsOf(sortQuotes(quotes, { key: 'change', direction: 'desc' }))).toEqual([
      'BTC/USDT',
      'DOGE/USDT',
      'AAPL/USD',
      'ETH/USDT',
    ]);
    expect(symbolsOf(sortQuotes(quotes, { key: 'change', direction: 'asc' }))).toEqual([
      'ETH/USDT',
      'AAPL/USD',
      'BTC/USDT',
      'DOGE/USDT',
    ]);
  });

  it('answers the same order whatever order the quotes came in (a total order)', () => {
    const changes = fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 12 });
    const sorts = fc.constantFrom<QuoteSort>(
      { key: 'change', direction: 'desc' },
      { key: 'change', direction: 'asc' },
      { key: 'price', direction: 'desc' },
    );
    fc.assert(
      fc.property(changes, sorts, (values, sort) => {
        const list = values.map((change, i) =>
          aQuote(`C${i}/USDT`, { price: String(change + 10), change: String(change) }),
        );
        const sorted = sortQuotes(list, sort);
        expect(symbolsOf(sortQuotes([...list].reverse(), sort))).toEqual(symbolsOf(sorted));
        expect(sorted).toHaveLength(list.length);
      }),
    );
  });
});
