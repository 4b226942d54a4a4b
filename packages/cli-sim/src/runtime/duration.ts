/** Seconds in each unit a duration may be written in. */
const UNIT_SECONDS: ReadonlyMap<string, number> = new Map([
  ['s', 1],
  ['m', 60],
  ['h', 60 * 60],
  ['d', 24 * 60 * 60],
]);

const DURATION = /^(\d{1,9})([smhd])$/;

/** A span of time as written (`24h`) and in seconds. */
export interface Duration {
  readonly text: string;
  readonly seconds: number;
}

/** How a duration is written, for messages. */
export const DURATION_FORMS = '90s, 30m, 24h or 7d';

/**
 * A duration as scenarios and the command line write it, `<whole number><s|m|h|d>` (`90s`, `30m`,
 * `24h`, `7d`), in seconds; undefined for anything else, zero included (time never stands still
 * by request). The server bounds how far one move may go.
 */
export const parseDuration = (text: string): number | undefined => {
  const [, count, unit] = DURATION.exec(text.trim()) ?? [];
  const unitSeconds = unit === undefined ? undefined : UNIT_SECONDS.get(unit);
  if (count === undefined || unitSeconds === undefined) return undefined;
  const seconds = Number(count) * unitSeconds;
  return seconds > 0 ? seconds : undefined;
};

/** A duration with the text it was written as (trimmed), or undefined as `parseDuration`. */
export const readDuration = (text: string): Duration | undefined => {
  const seconds = parseDuration(text);
  return seconds === undefined ? undefined : { text: text.trim(), seconds };
};

/**
 * A span of whole seconds as durations are written, largest unit first, zero units left out
 * (`1d 17h 32m 5s`, `90s` as `1m 30s`); `0s` for nothing.
 */
export const describeSpan = (seconds: number): string => {
  let left = Math.max(0, Math.round(seconds));
  const parts: string[] = [];
  for (const [unit, unitSeconds] of [...UNIT_SECONDS].reverse()) {
    const count = Math.floor(left / unitSeconds);
    left -= count * unitSeconds;
    if (count > 0) parts.push(`${count}${unit}`);
  }
  return parts.length === 0 ? '0s' : parts.join(' ');
};
