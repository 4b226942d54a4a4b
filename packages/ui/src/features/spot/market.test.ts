import { Decimal, type SpotMarket } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { marketQuery, pickMarket, stepDecimals, stepPrice } from './market';

const market = (symbol: string): SpotMarket => ({
  symbol,
  base: symbol.split('/')[0] ?? '',
  quote: 'USDT',
  baseId: 1,
  quoteId: 3,
  priceStep: new Decimal('0.01'),
  amountStep: new Decimal('0.0001'),
  minAmount: new Decimal('0.0001'),
  minNotional: new Decimal(5),
  makerFeeRate: new Decimal('0.001'),
  takerFeeRate: new Decimal('0.002'),
});

describe('pickMarket', () => {
  const markets = [market('ETH/USDT'), market('BTC/USDT')];
  it('takes the market the address names', () => {
    expect(pickMarket(markets, 'ETH/USDT')?.symbol).toBe('ETH/USDT');
  });
  it('falls back to BTC/USDT, then to the first market', () => {
    expect(pickMarket(markets, null)?.symbol).toBe('BTC/USDT');
    expect(pickMarket(markets, 'NOPE/USDT')?.symbol).toBe('BTC/USDT');
    expect(pickMarket([market('ETH/USDT')], null)?.symbol).toBe('ETH/USDT');
    expect(pickMarket([], null)).toBeUndefined();
  });
});

describe('stepDecimals', () => {
  it('counts the places of a step', () => {
    expect(stepDecimals(new Decimal('0.01'))).toBe(2);
    expect(stepDecimals(new Decimal('0.00001'))).toBe(5);
    expect(stepDecimals(new Decimal('1'))).toBe(0);
  });
});

describe('marketQuery', () => {
  it('encodes the symbol', () => {
    expect(marketQuery('BTC/USDT')).toBe('?symbol=BTC%2FUSDT');
  });
});

describe('stepPrice', () => {
  const btc = market('BTC/USDT');
  const last = new Decimal('64000.5');
  it('moves a price on the grid one step', () => {
    expect(stepPrice('100.05', 1, btc, last)).toBe('100.06');
    expect(stepPrice('100.05', -1, btc, last)).toBe('100.04');
    expect(stepPrice('100', -1, btc, last)).toBe('99.99');
  });
  it('puts a price off the grid on it, in the direction asked', () => {
    expect(stepPrice('100.057', 1, btc, last)).toBe('100.06');
    expect(stepPrice('100.057', -1, btc, last)).toBe('100.05');
  });
  it('starts an empty or unreadable price from the fallback, and never goes below one step', () => {
    expect(stepPrice('', 1, btc, last)).toBe('64000.51');
    expect(stepPrice('abc', -1, btc, last)).toBe('64000.49');
    expect(stepPrice('0.01', -1, btc, last)).toBe('0.01');
  });
});
