/**
 * Where a market trades and so when: `always` (crypto, 24/7) or `NYSE` (the New York Stock
 * Exchange and Nasdaq share its hours and holidays: 09:30–16:00 America/New_York, Monday to
 * Friday, 13:00 on early-close days).
 */
export const TradingVenues = ['always', 'NYSE'] as const;
export type TradingVenue = (typeof TradingVenues)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Full-day closures (New York dates), from the exchange's published calendars. */
export const NYSE_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2025 (the simulated history reaches a year back)
  '2025-01-01',
  '2025-01-09',
  '2025-01-20',
  '2025-02-17',
  '2025-04-18',
  '2025-05-26',
  '2025-06-19',
  '2025-07-04',
  '2025-09-01',
  '2025-11-27',
  '2025-12-25',
  // 2026
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-04-03',
  '2026-05-25',
  '2026-06-19',
  '2026-07-03',
  '2026-09-07',
  '2026-11-26',
  '2026-12-25',
  // 2027
  '2027-01-01',
  '2027-01-18',
  '2027-02-15',
  '2027-03-26',
  '2027-05-31',
  '2027-06-18',
  '2027-07-05',
  '2027-09-06',
  '2027-11-25',
  '2027-12-24',
]);

/** Days the exchange closes at 13:00 New York time. */
export const NYSE_EARLY_CLOSES: ReadonlySet<string> = new Set([
  '2025-07-03',
  '2025-11-28',
  '2025-12-24',
  '2026-11-27',
  '2026-12-24',
  '2027-11-26',
]);

/** The n-th Sunday (1-based) of a month, as a UTC day number (days since the epoch). */
const nthSunday = (year: number, month: number, n: number): number => {
  const first = Date.UTC(year, month, 1) / DAY_MS;
  // 1970-01-01 was a Thursday (weekday 4).
  const weekday = (first + 4) % 7;
  return first + ((7 - weekday) % 7) + (n - 1) * 7;
};

/**
 * New York's offset from UTC at `atMs`, in milliseconds: −4 h from the second Sunday of March
 * 02:00 local (07:00 UTC) to the first Sunday of November 02:00 local (06:00 UTC), −5 h otherwise
 * (the US rule since 2007). Computed, not looked up, so it is fast and needs no time-zone data.
 */
export const newYorkOffsetMs = (atMs: number): number => {
  const year = new Date(atMs).getUTCFullYear();
  let summer = summerTime.get(year);
  if (summer === undefined) {
    summer = [nthSunday(year, 2, 2) * DAY_MS + 7 * HOUR_MS, nthSunday(year, 10, 1) * DAY_MS + 6 * HOUR_MS];
    summerTime.set(year, summer);
  }
  return atMs >= summer[0] && atMs < summer[1] ? -4 * HOUR_MS : -5 * HOUR_MS;
};

/** Summer time's start and end instants by year, computed once each (history asks per candle). */
const summerTime = new Map<number, readonly [number, number]>();

/** A `YYYY-MM-DD` date as its day number since the epoch. */
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const HOLIDAY_DAYS = new Set([...NYSE_HOLIDAYS].map(dayNumber));
const EARLY_CLOSE_DAYS = new Set([...NYSE_EARLY_CLOSES].map(dayNumber));

interface NewYorkDay {
  /** Days since the epoch of the New York date. */
  readonly day: number;
  /** 0 Sunday … 6 Saturday. */
  readonly weekday: number;
  /** Milliseconds since New York midnight. */
  readonly timeOfDay: number;
  /** The instant of that midnight, as epoch milliseconds. */
  readonly midnightMs: number;
}

const newYorkDay = (atMs: number): NewYorkDay => {
  const local = atMs + newYorkOffsetMs(atMs);
  const day = Math.floor(local / DAY_MS);
  const timeOfDay = local - day * DAY_MS;
  return { day, weekday: (day + 4) % 7, timeOfDay, midnightMs: atMs - timeOfDay };
};

const OPENS = 9 * HOUR_MS + 30 * MINUTE_MS;
const CLOSES = 16 * HOUR_MS;
const CLOSES_EARLY = 13 * HOUR_MS;

/** The session of a New York day, in milliseconds since its midnight; undefined when closed all day. */
const sessionOf = (day: NewYorkDay): { opens: number; closes: number } | undefined => {
  if (day.weekday === 0 || day.weekday === 6 || HOLIDAY_DAYS.has(day.day)) return undefined;
  return { opens: OPENS, closes: EARLY_CLOSE_DAYS.has(day.day) ? CLOSES_EARLY : CLOSES };
};

/** Whether a market of `venue` trades at the instant `at` (open included, close excluded). */
export const isMarketOpen = (venue: TradingVenue, at: Date | number): boolean => {
  if (venue === 'always') return true;
  const day = newYorkDay(typeof at === 'number' ? at : at.getTime());
  const session = sessionOf(day);
  return session !== undefined && day.timeOfDay >= session.opens && day.timeOfDay < session.closes;
};

/**
 * When a market of `venue` next opens at or after `at` (`at` itself while it is open). Searches
 * at most two weeks ahead, far more than any run of closed days.
 */
export const nextMarketOpen = (venue: TradingVenue, at: Date | number): Date => {
  const atMs = typeof at === 'number' ? at : at.getTime();
  if (isMarketOpen(venue, atMs)) return new Date(atMs);
  let day = newYorkDay(atMs);
  for (let i = 0; i < 15; i++) {
    const session = sessionOf(day);
    if (session !== undefined && day.timeOfDay < session.opens) {
      // Opening hours never straddle a change of summer time (it happens at 02:00 on a Sunday).
      return new Date(day.midnightMs + session.opens);
    }
    // Noon of the next day, read with noon's offset, then taken from its start: robust against
    // 23- and 25-hour days (the midnight is that of the offset at noon, which 09:30 shares).
    const noon = newYorkDay(day.midnightMs + DAY_MS + 12 * HOUR_MS);
    day = { ...noon, timeOfDay: 0 };
  }
  throw new Error(`no ${venue} session within two weeks of ${new Date(atMs).toISOString()}`);
};
