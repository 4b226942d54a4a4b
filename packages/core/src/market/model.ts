import type { Decimal } from '../shared/decimal.js';

/** One market's latest ticker: the last price and the 24-hour figures. */
export interface Quote {
  /** `BASE/QUOTE`, e.g. `BTC/USDT`. */
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
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
