import { describe, expect, it } from 'vitest';
import { aQuote } from '../testing/quotes.js';
import { matchesSearch, searchQuotes } from './search.js';

const quotes = [
  aQuote('BTC/USDT'),
  aQuote('WETH/USDT'),
  aQuote('ETH/USDT'),
  aQuote('META/USD', { kind: 'stock' }),
];

describe('matchesSearch', () => {
  it('matches the base symbol in any case', () => {
    expect(matchesSearch(aQuote('ETH/USDT'), 'eth')).toBe(true);
    expect(matchesSearch(aQuote('ETH/USDT'), 'Et')).toBe(true);
    expect(matchesSearch(aQuote('ETH/USDT'), 'btc')).toBe(false);
  });

  it('matches the pair, typed with or without its slash', () => {
    expect(matchesSearch(aQuote('ETH/USDT'), 'eth/usdt')).toBe(true);
    expect(matchesSearch(aQuote('ETH/USDT'), ' ethusdt ')).toBe(true);
  });

  it('matches nothing on an empty or blank query', () => {
    expect(matchesSearch(aQuote('ETH/USDT'), '')).toBe(false);
    expect(matchesSearch(aQuote('ETH/USDT'), '  ')).toBe(false);
  });
});

describe('searchQuotes', () => {
  it('puts the markets whose base starts with the query first, each group in the exchange order', () => {
    expect(searchQuotes(quotes, 'eth').map((quote) => quote.symbol)).toEqual(['ETH/USDT', 'WETH/USDT']);
    expect(searchQuotes(quotes, 'E').map((quote) => quote.symbol)).toEqual([
      'ETH/USDT',
      'WETH/USDT',
      'META/USD',
    ]);
  });
});
