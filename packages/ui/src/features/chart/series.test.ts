import { decimal, type Kline } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import type { ChartColors } from './colors';
import { chartChange, isIntraday, toCandle, toVolumeBar } from './series';

const kline = (openTime: string, open: string, close: string): Kline => ({
  symbol: 'BTC/USDT',
  period: '1m',
  openTime,
  open: decimal(open),
  high: decimal('64020.5'),
  low: decimal('63990'),
  close: decimal(close),
  volume: decimal('16.4012'),
});

const colors: ChartColors = {
  up: 'green',
  down: 'red',
  upSoft: 'pale green',
  downSoft: 'pale red',
  text: 'grey',
  grid: 'light grey',
  background: 'white',
};

describe('chart series', () => {
  it('draws a candle at its open time in unix seconds, its decimals as numbers', () => {
    expect(toCandle(kline('2026-11-22T10:00:00.000Z', '64000', '64012.5'))).toEqual({
      time: Date.UTC(2026, 10, 22, 10) / 1000,
      open: 64000,
      high: 64020.5,
      low: 63990,
      close: 64012.5,
    });
  });

  it('colours a volume bar by its candle: up (or unchanged) green, down red', () => {
    expect(toVolumeBar(kline('2026-11-22T10:00:00Z', '64000', '64012.5'), colors)).toMatchObject({
      value: 16.4012,
      color: 'pale green',
    });
    expect(toVolumeBar(kline('2026-11-22T10:00:00Z', '64000', '64000'), colors).color).toBe('pale green');
    expect(toVolumeBar(kline('2026-11-22T10:00:00Z', '64000', '63999'), colors).color).toBe('pale red');
  });

  it('redraws only the last candle when the history is the same, everything for a new one', () => {
    const history = [kline('2026-11-22T10:00:00Z', '1', '2'), kline('2026-11-22T10:01:00Z', '2', '3')];
    const moved = [history[0] as Kline, kline('2026-11-22T10:01:00Z', '2', '4')];
    const opened = [...history, kline('2026-11-22T10:02:00Z', '3', '3')];
    expect(chartChange(history, history)).toEqual({ kind: 'none' });
    expect(chartChange(history, moved)).toEqual({ kind: 'last', kline: moved[1] });
    expect(chartChange(history, opened)).toEqual({ kind: 'last', kline: opened[2] });
    expect(chartChange([], history)).toEqual({ kind: 'all' });
    expect(chartChange(history, [kline('2026-11-22T10:00:00Z', '1', '2')])).toEqual({ kind: 'all' });
    expect(chartChange(history, [])).toEqual({ kind: 'all' });
  });

  it('writes times of day only for periods shorter than a day', () => {
    expect((['1m', '4h'] as const).map(isIntraday)).toEqual([true, true]);
    expect((['1d', '1w', '1M'] as const).map(isIntraday)).toEqual([false, false, false]);
  });
});
