import { describe, expect, it } from 'vitest';
import { btcFutures } from '../testing/futures-markets.js';
import { copyLots, copyOrder, copyTraderStats } from './calculators.js';

describe('copyLots', () => {
  it('rounds proportional lots half up to two decimals (spec §9)', () => {
    expect(copyLots({ mode: 'ratio', traderLots: '3', value: '0.335' }).toString()).toBe('1.01');
    expect(copyLots({ mode: 'ratio', traderLots: '3', value: '0.3349' }).toString()).toBe('1');
    expect(copyLots({ mode: 'ratio', traderLots: '2', value: '1.5' }).toString()).toBe('3');
  });

  it('copies fixed lots as they are, whatever the trader opened', () => {
    expect(copyLots({ mode: 'fixed', traderLots: '7', value: '0.5' }).toString()).toBe('0.5');
    expect(copyLots({ mode: 'fixed', traderLots: '7', value: '0.123' }).toString()).toBe('0.123');
  });

  it('refuses negative lots or values', () => {
    expect(() => copyLots({ mode: 'ratio', traderLots: '-1', value: '1' })).toThrow('traderLots');
    expect(() => copyLots({ mode: 'ratio', traderLots: '1', value: '-1' })).toThrow('value');
    expect(() => copyLots({ mode: 'fixed', traderLots: '1', value: '-1' })).toThrow('value');
  });
});

describe('copyTraderStats', () => {
  it('computes return, win rate and maximum drawdown from the closed positions in order', () => {
    const stats = copyTraderStats([
      { margin: '100', realizedPnl: '20' },
      { margin: '100', realizedPnl: '-30' },
      { margin: '100', realizedPnl: '40' },
    ]);
    expect(stats.returnRate.toFixed()).toBe('0.1');
    expect(stats.winRate.toDecimalPlaces(4).toFixed()).toBe('0.6667');
    // From a high of +20 down to −10 with 200 of margin committed: 30 / 200.
    expect(stats.maxDrawdown.toFixed()).toBe('0.15');
    expect(stats.closedPositions).toBe(3);
  });

  it('is all zero without a closed position, and has no drawdown while every close is a new high', () => {
    expect(copyTraderStats([])).toMatchObject({ closedPositions: 0 });
    expect(copyTraderStats([]).returnRate.isZero()).toBe(true);
    const rising = copyTraderStats([
      { margin: '50', realizedPnl: '5' },
      { margin: '50', realizedPnl: '0.5' },
    ]);
    expect(rising.maxDrawdown.isZero()).toBe(true);
    expect(rising.winRate.toFixed()).toBe('1');
  });

  it('refuses a position without margin', () => {
    expect(() => copyTraderStats([{ margin: '0', realizedPnl: '1' }])).toThrow('margin must be positive');
  });
});

describe('copyOrder', () => {
  const trader = { side: 'long' as const, multiple: 10, lots: '4', openPrice: '60000' };
  const order = (value: string, available = '1000', mode: 'ratio' | 'fixed' = 'ratio') =>
    copyOrder({ mode, value, trader, market: btcFutures, available });

  it("opens the copy's lots at the trader's price, side and multiple, priced as the market prices an order", () => {
    const copy = order('0.5');
    expect(copy.kind).toBe('open');
    if (copy.kind !== 'open') return;
    expect(copy.lots.toString()).toBe('2');
    // 60,000 × 2 lots × 0.01 BTC ÷ 10 = 120 margin; 1,200 × 0.0005 = 0.6 fee.
    expect(copy.preview.margin.toString()).toBe('120');
    expect(copy.preview.fee.toString()).toBe('0.6');
    expect(copy.preview.entryPrice.toString()).toBe('60000');
  });

  it('skips, with the lots it would have opened, when the margin account cannot cover margin and fee', () => {
    expect(order('0.5', '120.6').kind).toBe('open');
    expect(order('0.5', '120.59')).toMatchObject({ kind: 'skip', reason: 'margin_short' });
    expect(order('0.5', '0')).toMatchObject({ kind: 'skip', reason: 'margin_short' });
  });

  it('skips lots the market does not take: below its minimum, above its maximum, off its step', () => {
    expect(order('0.1')).toMatchObject({ kind: 'skip', reason: 'lots_below_minimum' });
    expect(order('0.1').lots.toString()).toBe('0.4');
    expect(order('30')).toMatchObject({ kind: 'skip', reason: 'lots_above_maximum' });
    expect(order('0.6')).toMatchObject({ kind: 'skip', reason: 'lots_off_step' });
    expect(order('3', '1000', 'fixed')).toMatchObject({ kind: 'open' });
    expect(order('2.5', '1000', 'fixed')).toMatchObject({ kind: 'skip', reason: 'lots_off_step' });
  });
});
