import { Decimal, type FuturesMarket, type FuturesPosition } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { liveFigures, pickFuturesMarket } from './markets';

const market = (symbol: string, account: 'futures' | 'stock') => ({ symbol, account }) as FuturesMarket;
const MARKETS = [market('BTC/USDT', 'futures'), market('ETH/USDT', 'futures'), market('AAPL/USD', 'stock')];

describe('futures markets of the view', () => {
  it('picks the named market on its tab, else the tab’s first', () => {
    expect(pickFuturesMarket(MARKETS, 'crypto', 'ETH/USDT')?.symbol).toBe('ETH/USDT');
    expect(pickFuturesMarket(MARKETS, 'crypto', 'AAPL/USD')?.symbol).toBe('BTC/USDT');
    expect(pickFuturesMarket(MARKETS, 'stock', null)?.symbol).toBe('AAPL/USD');
  });

  it('figures an open position’s P&L and risk rate at the live price, and none for a waiting order', () => {
    const position = {
      state: 'open',
      side: 'short',
      open: { tickId: 1, price: new Decimal('60000'), at: '' },
      lots: new Decimal('2'),
      lotSize: new Decimal('0.01'),
      margin: new Decimal('120'),
    } as FuturesPosition;
    expect(liveFigures(position, new Decimal('59000'))).toEqual({
      pnl: new Decimal('20'),
      riskRate: new Decimal(140).div(120),
    });
    expect(liveFigures({ ...position, state: 'pending', open: null }, new Decimal('59000'))).toBeUndefined();
    expect(liveFigures(position, undefined)).toBeUndefined();
  });
});
