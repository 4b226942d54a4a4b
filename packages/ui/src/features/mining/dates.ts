import { type Language, LOCALES, MINING_DAY_MS } from '@tessera/core';

/** The UTC date (`YYYY-MM-DD`) `nowMs` falls on and the `count - 1` after it: the dates plan rates are fixed for. */
export const utcDatesFrom = (nowMs: number, count: number): readonly string[] =>
  Array.from({ length: count }, (_, index) =>
    new Date(nowMs + index * MINING_DAY_MS).toISOString().slice(0, 10),
  );

/** A UTC date (`YYYY-MM-DD`, a yield's rate date) as the user's language writes a date. */
export const formatUtcDate = (date: string, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00.000Z`),
  );

/** A UTC date as a day and month only, where a column has no room for the year. */
export const formatUtcDay = (date: string, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00.000Z`),
  );
