import type { KlinePeriod } from '@tessera/core';
import { TickMarkType, type Time } from 'lightweight-charts';
import { isIntraday } from './series';

/** The library hands times back as they were given: unix seconds (`toCandle`). */
const dateOf = (time: Time): Date => new Date((time as number) * 1000);

/** What each kind of axis label shows: the library picks the kind by the boundary it marks. */
const TICK_FORMATS: Readonly<Record<TickMarkType, Intl.DateTimeFormatOptions>> = {
  [TickMarkType.Year]: { year: 'numeric' },
  [TickMarkType.Month]: { month: 'short' },
  [TickMarkType.DayOfMonth]: { day: 'numeric' },
  [TickMarkType.Time]: { hour: '2-digit', minute: '2-digit' },
  [TickMarkType.TimeWithSeconds]: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
};

/**
 * The time axis' labels in the user's language and, for intraday candles, the device's time zone
 * (the library would write English and UTC). `timeZone` 'UTC' keeps a daily candle on its own day.
 */
export const tickLabel = (locale: string, timeZone: string | undefined) => {
  const formats = new Map(
    Object.entries(TICK_FORMATS).map(([type, options]) => [
      Number(type),
      new Intl.DateTimeFormat(locale, { ...options, timeZone }),
    ]),
  );
  return (time: Time, type: TickMarkType): string | null => formats.get(type)?.format(dateOf(time)) ?? null;
};

/** The crosshair's time label: the date, and the time of day for intraday candles. */
export const timeLabel = (locale: string, period: KlinePeriod, timeZone: string | undefined) => {
  const format = new Intl.DateTimeFormat(
    locale,
    isIntraday(period)
      ? { dateStyle: 'medium', timeStyle: 'short', timeZone }
      : { dateStyle: 'medium', timeZone },
  );
  return (time: Time): string => format.format(dateOf(time));
};
