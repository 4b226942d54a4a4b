import type { KlinePeriod } from '@tessera/core';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long candles are kept, per period (undefined: forever). Charts ask for about a screen of
 * candles (at most 1,500), so each period keeps many screens' worth: 1m a week (10,080), 5m–30m
 * 60 days, 1h and 4h two years, days, weeks and months forever (a few hundred rows a year).
 * Raw ticks are kept `tickRetentionMs` (48 hours by default, a server setting).
 */
export const KLINE_RETENTION_MS: Readonly<Record<KlinePeriod, number | undefined>> = {
  '1m': 7 * DAY_MS,
  '5m': 60 * DAY_MS,
  '15m': 60 * DAY_MS,
  '30m': 60 * DAY_MS,
  '1h': 2 * 365 * DAY_MS,
  '4h': 2 * 365 * DAY_MS,
  '1d': undefined,
  '1w': undefined,
  '1M': undefined,
};

/** Rows per DELETE, and the most statements one pruning round makes per market and table. */
export const PRUNE_BATCH = 5000;
export const PRUNE_MAX_BATCHES = 20;
