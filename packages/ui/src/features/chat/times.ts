/** How the chat writes its moments: a day on its separators, a time of day under each message. */
export interface ChatTimes {
  readonly day: (iso: string) => string;
  readonly time: (iso: string) => string;
}

/** One per locale, built on first use: an `Intl` format costs far more to build than to use. */
const built = new Map<string, ChatTimes>();

/**
 * The chat's dates in `locale` (the app's `useFormat().locale`), in the device's time zone. A
 * message shows hours and minutes only, as chats do; the app's `format.time` has seconds, for trades.
 *
 * @example chatTimes('en-US').time('2026-11-27T14:05:09Z') // '2:05 PM' (in UTC)
 */
export const chatTimes = (locale: string): ChatTimes => {
  const known = built.get(locale);
  if (known !== undefined) return known;
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const times = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const made: ChatTimes = {
    day: (iso) => days.format(new Date(iso)),
    time: (iso) => times.format(new Date(iso)),
  };
  built.set(locale, made);
  return made;
};
