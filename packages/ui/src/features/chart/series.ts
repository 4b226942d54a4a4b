import type { Kline, KlinePeriod } from '@tessera/core';
import type { CandlestickData, HistogramData, UTCTimestamp } from 'lightweight-charts';
import type { ChartColors } from './colors';

/*
 * The chart library draws numbers, not decimals: prices and volumes become floats here, at the
 * boundary, and only for drawing. Nothing computed from them is shown as a figure of record.
 */

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000) as UTCTimestamp;

/** One candle as the candlestick series takes it. */
export const toCandle = (kline: Kline): CandlestickData<UTCTimestamp> => ({
  time: seconds(kline.openTime),
  open: kline.open.toNumber(),
  high: kline.high.toNumber(),
  low: kline.low.toNumber(),
  close: kline.close.toNumber(),
});

/** One candle's volume as a histogram bar, green when the candle closed up, red when down. */
export const toVolumeBar = (kline: Kline, colors: ChartColors): HistogramData<UTCTimestamp> => ({
  time: seconds(kline.openTime),
  value: kline.volume.toNumber(),
  color: kline.close.lt(kline.open) ? colors.downSoft : colors.upSoft,
});

/**
 * What the series need after the candles changed from `previous` to `next`: only the last candle
 * (the live one moved, or a new one opened) when the rest is the same history, else all of them (a
 * new history: another period or market, a reload). Redrawing 300 candles on every push would be
 * wasted work once a second.
 */
export const chartChange = (
  previous: readonly Kline[],
  next: readonly Kline[],
):
  | { readonly kind: 'last'; readonly kline: Kline }
  | { readonly kind: 'all' }
  | { readonly kind: 'none' } => {
  if (previous === next) return { kind: 'none' };
  const last = next.at(-1);
  // `mergeKline` keeps the earlier candles' objects: the same first one means the same history.
  const sameHistory = previous.length > 0 && next[0] === previous[0];
  const grewByAtMostOne = next.length === previous.length || next.length === previous.length + 1;
  return sameHistory && grewByAtMostOne && last !== undefined
    ? { kind: 'last', kline: last }
    : { kind: 'all' };
};

/** Periods of a day or longer are UTC days (weeks, months): their time of day means nothing. */
export const isIntraday = (period: KlinePeriod): boolean => !['1d', '1w', '1M'].includes(period);
