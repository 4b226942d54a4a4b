import { useCallback, useEffect, useState } from 'react';
import { type Api, useRemote } from './forms';

/**
 * How far the exchange's clock is ahead of this device's (negative: behind), from its `now`
 * answered between `sentAtMs` and `receivedAtMs`: the server read its clock halfway, give or take
 * half the round trip.
 *
 * @example clockOffsetMs('2026-01-02T10:00:00.000Z', Date.parse('2026-01-01T10:00:00.000Z'), Date.parse('2026-01-01T10:00:00.200Z')) // 86_399_900
 */
export const clockOffsetMs = (exchangeNow: string, sentAtMs: number, receivedAtMs: number): number =>
  Date.parse(exchangeNow) - (sentAtMs + receivedAtMs) / 2;

/** Reads the site config's `now` and answers the offset of the exchange's clock. */
const loadOffset = (api: Api) => async () => {
  const sentAt = Date.now();
  const answer = await api.site.config()();
  return answer._tag === 'Right'
    ? { _tag: 'Right' as const, right: clockOffsetMs(answer.right.now, sentAt, Date.now()) }
    : answer;
};

/**
 * The exchange's clock: `now()` answers its time, `known` says whether the exchange has told its
 * offset yet (or failed to: then the device's clock stands in for good). Wait for `known` before
 * asking for what depends on the exchange's "now" (a chart's latest candles under a simulated clock).
 */
export const useExchangeClock = (): { readonly now: () => Date; readonly known: boolean } => {
  const { data } = useRemote<number>(loadOffset);
  const offset = data.status === 'ready' ? data.value : 0;
  const now = useCallback(() => new Date(Date.now() + offset), [offset]);
  return { now, known: data.status !== 'loading' };
};

/**
 * The exchange's time now. Holds and "usable from" times are the exchange's: under a simulated
 * clock (or a device with a wrong clock) this device's time would call a usable address waiting.
 * Until the exchange answers, the device's clock stands in.
 */
export const useExchangeNow = (): (() => Date) => useExchangeClock().now;

/**
 * The exchange's clock, read afresh every `intervalMs` (a re-render each time) once the exchange
 * has told its offset: a countdown runs, and a project's phase turns as it reaches its dates,
 * under a simulated clock too.
 */
export const useTickingClock = (intervalMs = 1_000) => {
  const clock = useExchangeClock();
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (!clock.known) return;
    const timer = setInterval(() => setTicks((ticks) => ticks + 1), intervalMs);
    return () => clearInterval(timer);
  }, [clock.known, intervalMs]);
  return clock;
};
