import { describe, expect, it } from 'vitest';
import { aQuote } from '../testing/quotes.js';
import { isOnTab, venueOf } from './tabs.js';

const btc = aQuote('BTC/USDT');
const aapl = aQuote('AAPL/USD', { kind: 'stock' });

describe('isOnTab', () => {
  it('lists crypto pairs on the coins and futures tabs, shares on the stock tab', () => {
    const none = new Set<string>();
    expect(isOnTab(btc, 'coins', none)).toBe(true);
    expect(isOnTab(btc, 'futures', none)).toBe(true);
    expect(isOnTab(btc, 'stock', none)).toBe(false);
    expect(isOnTab(aapl, 'stock', none)).toBe(true);
    expect(isOnTab(aapl, 'coins', none)).toBe(false);
    expect(isOnTab(aapl, 'futures', none)).toBe(false);
  });

  it('lists the starred markets, of any kind, on the favourites tab', () => {
    const starred = new Set(['AAPL/USD']);
    expect(isOnTab(aapl, 'favourites', starred)).toBe(true);
    expect(isOnTab(btc, 'favourites', starred)).toBe(false);
  });
});

describe('venueOf', () => {
  it('trades crypto always and shares in New York hours', () => {
    expect(venueOf('crypto')).toBe('always');
    expect(venueOf('stock')).toBe('NYSE');
  });
});
