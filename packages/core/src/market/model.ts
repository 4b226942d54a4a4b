import type { Decimal } from '../shared/decimal.js';
import type { KlinePeriod } from './calculators.js';

/** What a market trades: a crypto-currency pair (24/7) or a listed company's shares (exchange hours). */
export const MarketKinds = ['crypto', 'stock'] as const;
export type MarketKind = (typeof MarketKinds)[number];

/** One market's latest ticker: the last price and the 24-hour figures. */
export interface Quote {
  /** `BASE/QUOTE`, e.g. `BTC/USDT`. */
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  /** Crypto or stock: the market page shows them on separate tabs. */
  readonly kind: MarketKind;
  readonly price: Decimal;
  /** 24-hour change in percent: `1.25` means +1.25 %. */
  readonly changePercent: Decimal;
  readonly high: Decimal;
  readonly low: Decimal;
  readonly volume: Decimal;
  /** ISO 8601 UTC time of the price. */
  readonly at: string;
}

/** Spec §1: up is shown green, down red. */
export type Trend = 'up' | 'down' | 'flat';

export const trendOf = (changePercent: Decimal): Trend =>
  // Zero first: decimal.js keeps a sign on zero, and "-0.00" is no fall.
  changePercent.isZero() ? 'flat' : changePercent.isPositive() ? 'up' : 'down';

/** The direction of the latest tick against the one before, for a brief flash on screen. */
export const tickDirection = (previous: Decimal | undefined, next: Decimal): Trend =>
  previous === undefined || previous.eq(next) ? 'flat' : next.gt(previous) ? 'up' : 'down';

/** One candle of a market's chart. */
export interface Kline {
  readonly symbol: string;
  readonly period: KlinePeriod;
  /** ISO 8601 UTC time the candle opens at. */
  readonly openTime: string;
  readonly open: Decimal;
  readonly high: Decimal;
  readonly low: Decimal;
  readonly close: Decimal;
  readonly volume: Decimal;
}

/** A chart's range: candles of `period` opening from `from` to `to` (both included). */
export interface KlineQuery {
  readonly symbol: string;
  readonly period: KlinePeriod;
  readonly from: Date;
  readonly to: Date;
}

/** The most candles one K-line request answers; a wider range is refused, not cut short. */
export const MAX_KLINES = 1500;

/** A market on the user's favourites list. */
export interface Favourite {
  readonly symbol: string;
  /** ISO 8601 UTC time it was added. */
  readonly addedAt: string;
}

/**
 * A chart's candles (oldest first) with one pushed candle applied: the push replaces the candle of
 * its open time when it is the last one (the current candle moved), is appended when it opens later
 * (a new candle began), and is ignored when it opens earlier (a late push for a closed candle,
 * which the history already holds in its final form).
 */
export const mergeKline = (candles: readonly Kline[], pushed: Kline): readonly Kline[] => {
  const last = candles.at(-1);
  if (last === undefined) return [pushed];
  const pushedMs = Date.parse(pushed.openTime);
  const lastMs = Date.parse(last.openTime);
  if (pushedMs > lastMs) return [...candles, pushed];
  if (pushedMs === lastMs) return [...candles.slice(0, -1), pushed];
  return candles;
};
