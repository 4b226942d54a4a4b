import { describe, expect, it } from 'vitest';
import { decimal } from '../shared/decimal.js';
import { type Kline, mergeKline, tickDirection, trendOf } from './model.js';

describe('trends (spec §1: up green, down red)', () => {
  it('reads a 24-hour change as up, down or flat', () => {
    expect(trendOf(decimal('1.25'))).toBe('up');
    expect(trendOf(decimal('0.0001'))).toBe('up');
    expect(trendOf(decimal('-0.0001'))).toBe('down');
    expect(trendOf(decimal('0'))).toBe('flat');
    // A change that rounds to nothing from below reads "-0.00" on the wire: no fall, no red.
    expect(trendOf(decimal('-0.00'))).toBe('flat');
    expect(trendOf(decimal('-0'))).toBe('flat');
  });

  it('flashes a tick up or down against the previous price, flat for the first or an equal one', () => {
    expect(tickDirection(undefined, decimal('100'))).toBe('flat');
    expect(tickDirection(decimal('100'), decimal('100.00'))).toBe('flat');
    expect(tickDirection(decimal('100'), decimal('100.01'))).toBe('up');
    expect(tickDirection(decimal('100'), decimal('99.99'))).toBe('down');
  });
});

const candle = (openTime: string, close: string): Kline => ({
  symbol: 'BTC/USDT',
  period: '1m',
  openTime,
  open: decimal('100'),
  high: decimal('110'),
  low: decimal('90'),
  close: decimal(close),
  volume: decimal('1'),
});

describe('mergeKline (a pushed candle over a chart’s candles)', () => {
  const history = [candle('2026-01-01T00:00:00Z', '101'), candle('2026-01-01T00:01:00Z', '102')];

  it('replaces the last candle when the push has its open time: the current candle moved', () => {
    const merged = mergeKline(history, candle('2026-01-01T00:01:00.000Z', '103'));
    expect(merged.map((k) => k.close.toString())).toEqual(['101', '103']);
  });

  it('appends a push that opens later: a new candle began', () => {
    const merged = mergeKline(history, candle('2026-01-01T00:02:00Z', '104'));
    expect(merged.map((k) => k.openTime)).toEqual([
      ...history.map((k) => k.openTime),
      '2026-01-01T00:02:00Z',
    ]);
  });

  it('ignores a push older than the last candle, and starts an empty chart with the push', () => {
    expect(mergeKline(history, candle('2026-01-01T00:00:00Z', '99'))).toBe(history);
    expect(mergeKline([], candle('2026-01-01T00:00:00Z', '99')).map((k) => k.close.toString())).toEqual([
      '99',
    ]);
  });
});
