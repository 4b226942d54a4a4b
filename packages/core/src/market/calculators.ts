/**
 * K-line periods, as exchanges name them: minutes, hours, a day, a week (from Monday 00:00 UTC) and
 * a calendar month (from the 1st, 00:00 UTC). Every bucket boundary is in UTC.
 */
export const KlinePeriods = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M'] as const;
export type KlinePeriod = (typeof KlinePeriods)[number];

export const isKlinePeriod = (text: string): text is KlinePeriod =>
  (KlinePeriods as readonly string[]).includes(text);

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Fixed lengths; a month has none (see `periodStart`), so its shortest (28 days) stands in. */
const FIXED_MS: Readonly<Record<KlinePeriod, number>> = {
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1h': HOUR_MS,
  '4h': 4 * HOUR_MS,
  '1d': DAY_MS,
  '1w': 7 * DAY_MS,
  '1M': 28 * DAY_MS,
};

/** The shortest a candle of `period` can last, in milliseconds (a month: 28 days). */
export const shortestPeriodMs = (period: KlinePeriod): number => FIXED_MS[period];

/** 1970-01-01 was a Thursday: weeks start on the Monday three days before… plus a week, so 4 days on. */
const MONDAY_EPOCH_MS = 4 * DAY_MS;

/** When the candle of `period` holding the instant `atMs` (epoch milliseconds) opens. */
export const periodStart = (period: KlinePeriod, atMs: number): number => {
  if (period === '1M') {
    const at = new Date(atMs);
    return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
  }
  if (period === '1w') {
    return atMs - ((((atMs - MONDAY_EPOCH_MS) % FIXED_MS['1w']) + FIXED_MS['1w']) % FIXED_MS['1w']);
  }
  const length = FIXED_MS[period];
  return atMs - (((atMs % length) + length) % length);
};

/** When the candle of `period` opening at (or holding) `atMs` ends: the next one's open. */
export const nextPeriodStart = (period: KlinePeriod, atMs: number): number => {
  const start = periodStart(period, atMs);
  if (period === '1M') {
    const at = new Date(start);
    return Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1);
  }
  return start + FIXED_MS[period];
};

/**
 * How many candles of `period` open from `fromMs` to `toMs` (both included): what a K-line request
 * for that range could answer at most.
 */
export const candlesInRange = (period: KlinePeriod, fromMs: number, toMs: number): number => {
  if (toMs < fromMs) return 0;
  if (period === '1M') {
    const from = new Date(periodStart(period, fromMs));
    const to = new Date(periodStart(period, toMs));
    return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth() + 1;
  }
  return Math.floor((periodStart(period, toMs) - periodStart(period, fromMs)) / FIXED_MS[period]) + 1;
};

/**
 * The range of the `count` candles of `period` up to the one holding `atMs`: what a chart asks for
 * to fill its screen. `count` at most `MAX_KLINES`, or the exchange refuses the range.
 *
 * @example klineHistoryRange('1h', Date.parse('2026-01-01T10:30:00Z'), 3) // from 08:00, to 10:30
 */
export const klineHistoryRange = (
  period: KlinePeriod,
  atMs: number,
  count: number,
): { readonly from: Date; readonly to: Date } => {
  const current = periodStart(period, atMs);
  if (period === '1M') {
    const at = new Date(current);
    return {
      from: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - (count - 1), 1)),
      to: new Date(atMs),
    };
  }
  return { from: new Date(current - (count - 1) * FIXED_MS[period]), to: new Date(atMs) };
};
