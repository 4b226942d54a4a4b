import { describe, expect, it } from 'vitest';
import { marketTabOf, tradePathOf } from './links';

describe('tradePathOf', () => {
  it('opens a crypto pair in the spot trade view, or as a contract from the futures tab', () => {
    expect(tradePathOf('ETH/USDT', 'crypto')).toBe('/pages/transaction/currency?symbol=ETH%2FUSDT');
    expect(tradePathOf('ETH/USDT', 'crypto', 'coins')).toBe('/pages/transaction/currency?symbol=ETH%2FUSDT');
    expect(tradePathOf('ETH/USDT', 'crypto', 'futures')).toBe(
      '/pages/transaction/contract?symbol=ETH%2FUSDT',
    );
  });

  it('opens a share as a contract on the futures view’s stock tab', () => {
    expect(tradePathOf('AAPL/USD', 'stock', 'stock')).toBe(
      '/pages/transaction/contract?tab=stock&symbol=AAPL%2FUSD',
    );
  });
});

describe('marketTabOf', () => {
  it('reads the tab from the address, the coins when it names none or an unknown one', () => {
    expect(marketTabOf('stock')).toBe('stock');
    expect(marketTabOf('favourites')).toBe('favourites');
    expect(marketTabOf(null)).toBe('coins');
    expect(marketTabOf('options')).toBe('coins');
  });
});
