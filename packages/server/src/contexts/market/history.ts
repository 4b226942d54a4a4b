import { isMarketOpen, type KlinePeriod, KlinePeriods, periodStart, shortestPeriodMs } from '@tessera/core';
import type { MarketSpec } from './markets.js';
import { mulberry32, normal, seedOf } from './random.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const YEAR_MS = 365 * DAY_MS;
/** A stock's year of trading: 252 sessions of 6.5 hours; its volatility is quoted over these. */
export const TRADING_YEAR_MS = 252 * 6.5 * HOUR_MS;
/** Pull back towards the reference price, per year: half of a deviation fades in about a month. */
export const REVERSION_PER_YEAR = 8;

/** How long the history of a fresh database reaches back. */
export const HISTORY_MS = YEAR_MS;

/**
 * Synthetic trading is made at four grains, finest nearest the end: one-minute candles for the
 * last day, five-minute ones for the week before, hourly ones for the 60 days before that, four-
 * hourly ones before. Each coarser K-line period is aggregated from them, so every period agrees
 * with the finer ones over the same time, and a year of 18 markets is about 70,000 rows.
 */
const segmentsOf = (startMs: number, endMs: number): { fromMs: number; toMs: number; stepMs: number }[] => {
  const fourHourlyEnd = Math.max(startMs, periodStart('4h', endMs - 60 * DAY_MS));
  const hourlyEnd = Math.max(fourHourlyEnd, periodStart('1h', endMs - 7 * DAY_MS));
  const fiveMinuteEnd = Math.max(hourlyEnd, periodStart('1h', endMs - DAY_MS));
  return [
    { fromMs: startMs, toMs: fourHourlyEnd, stepMs: 4 * HOUR_MS },
    { fromMs: fourHourlyEnd, toMs: hourlyEnd, stepMs: HOUR_MS },
    { fromMs: hourlyEnd, toMs: fiveMinuteEnd, stepMs: 5 * MINUTE_MS },
    { fromMs: fiveMinuteEnd, toMs: endMs, stepMs: MINUTE_MS },
  ].filter((segment) => segment.toMs > segment.fromMs);
};

/**
 * A candle in whole units: prices in ticks (10^-priceDecimals), volume in 10^-volumeDecimals. Sums
 * and comparisons of such integers are exact (well under 2^53), so history is made without floats
 * touching money and without the cost of a Decimal per operation.
 */
export interface UnitCandle {
  readonly openMs: number;
  readonly stepMs: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** One K-line row as the database takes it: decimals as text. */
export interface KlineRow {
  readonly symbol: string;
  readonly period: KlinePeriod;
  readonly openMs: number;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
}

/** Whole units → decimal text with `places` decimals (trailing zeros dropped). */
export const unitsToText = (units: number, places: number): string => {
  if (places === 0) return String(units);
  const digits = String(units).padStart(places + 1, '0');
  const text = `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return text.replace(/\.?0+$/, '');
};

/**
 * The share of a step its market trades in, by quarter hours (NYSE sessions start and end on
 * them): 1 for crypto, 0 for a stock's closed step, 6/16 for the four hours 12:00–16:00 UTC of a
 * winter session. A stock's step is also only as volatile as its trading time (see below).
 */
const openShare = (market: MarketSpec, openMs: number, stepMs: number): number => {
  if (market.venue === 'always') return 1;
  const quarter = 15 * MINUTE_MS;
  if (stepMs < quarter) return isMarketOpen(market.venue, openMs) ? 1 : 0;
  // A step of at most four hours closed at both ends holds no session (the shortest, an early
  // close, lasts three and a half hours): most steps of nights and weekends end here.
  if (!isMarketOpen(market.venue, openMs) && !isMarketOpen(market.venue, openMs + stepMs - 1)) return 0;
  let open = 0;
  for (let at = openMs; at < openMs + stepMs; at += quarter) if (isMarketOpen(market.venue, at)) open += 1;
  return open / (stepMs / quarter);
};

/**
 * A market's synthetic trading from `startMs` to `endMs`, as one-minute to four-hour candles (see `segmentsOf`), in time order. `forward` walks from `price` at the start (a gap
 * after a restart or a clock advance); backward walks from `price` at the end into the past (a
 * fresh database's history), so it ends exactly where the live market starts. Stocks move only
 * while their exchange is open. The same seed text replays the same candles.
 */
export const synthesize = (options: {
  readonly market: MarketSpec;
  readonly seedText: string;
  readonly startMs: number;
  readonly endMs: number;
  /** In ticks: at the start when walking forward, at the end when walking backward. */
  readonly price: number;
  readonly direction: 'forward' | 'backward';
}): { candles: UnitCandle[]; price: number } => {
  const { market, direction } = options;
  const uniform = mulberry32(seedOf(options.seedText));
  const reference = Number(market.reference) * 10 ** market.priceDecimals;
  const yearMs = market.kind === 'stock' ? TRADING_YEAR_MS : YEAR_MS;
  const volumePerMs =
    (Number(market.dailyVolume) * 10 ** market.volumeDecimals) /
    (market.kind === 'stock' ? 6.5 * HOUR_MS : DAY_MS);
  let price = Math.max(1, Math.round(options.price));
  const candles: UnitCandle[] = [];
  const segments = segmentsOf(options.startMs, options.endMs);
  if (direction === 'backward') segments.reverse();
  for (const { fromMs, toMs, stepMs } of segments) {
    // Candles sit on their step's boundaries; the first may open before `fromMs` (and merges with
    // the candle stored there).
    const firstMs = fromMs - (fromMs % stepMs);
    const count = Math.ceil((toMs - firstMs) / stepMs);
    const years = stepMs / yearMs;
    const sigma = market.volatility * Math.sqrt(years);
    for (let i = 0; i < count; i++) {
      const openMs = direction === 'forward' ? firstMs + i * stepMs : firstMs + (count - 1 - i) * stepMs;
      const open = openShare(market, openMs, stepMs);
      if (open === 0) continue;
      const deviation = Math.log(price / reference);
      // A stock moves only over the part of the step its exchange is open.
      const sigmaOpen = sigma * Math.sqrt(open);
      // Both ways the walk is pulled towards the reference: backwards too, so a year of history
      // drifts back to where the market was listed instead of away from it.
      const logReturn = -REVERSION_PER_YEAR * deviation * years * open + sigmaOpen * normal(uniform);
      const next = Math.max(1, Math.round(price * Math.exp(logReturn)));
      const wick = Math.abs(normal(uniform)) * sigmaOpen * 0.5;
      const [first, last] = direction === 'forward' ? [price, next] : [next, price];
      candles.push({
        openMs,
        stepMs,
        open: first,
        close: last,
        high: Math.round(Math.max(first, last) * (1 + wick)),
        low: Math.max(1, Math.round(Math.min(first, last) * (1 - wick))),
        volume: Math.round(volumePerMs * stepMs * open * (0.5 + uniform())),
      });
      price = next;
    }
  }
  if (direction === 'backward') candles.reverse();
  return { candles, price };
};

/**
 * The K-lines of every period the candles make: each candle goes into the periods at least as long
 * as its own step (an hourly candle makes no five-minute ones).
 */
export const aggregate = (market: MarketSpec, candles: readonly UnitCandle[]): KlineRow[] => {
  const rows: KlineRow[] = [];
  for (const period of KlinePeriods) {
    let bucket:
      | { openMs: number; open: number; high: number; low: number; close: number; volume: number }
      | undefined;
    const emit = () => {
      if (bucket === undefined) return;
      rows.push({
        symbol: market.symbol,
        period,
        openMs: bucket.openMs,
        open: unitsToText(bucket.open, market.priceDecimals),
        high: unitsToText(bucket.high, market.priceDecimals),
        low: unitsToText(bucket.low, market.priceDecimals),
        close: unitsToText(bucket.close, market.priceDecimals),
        volume: unitsToText(bucket.volume, market.volumeDecimals),
      });
    };
    for (const candle of candles) {
      if (candle.stepMs > shortestPeriodMs(period)) continue;
      const openMs = periodStart(period, candle.openMs);
      if (bucket !== undefined && bucket.openMs === openMs) {
        bucket.high = Math.max(bucket.high, candle.high);
        bucket.low = Math.min(bucket.low, candle.low);
        bucket.close = candle.close;
        bucket.volume += candle.volume;
      } else {
        emit();
        bucket = { ...candle, openMs };
      }
    }
    emit();
  }
  return rows;
};
